import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { FolderOpen, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenAtom } from '../../auth/atoms';
import { generatorApi } from '../api/generator-api';
import { folderNameAtom } from '../state/atoms';
import { Dropdown, DropdownOption } from './dropdown';

/** Published sites (folders) to work in; publishing itself is not part of this screen yet. */
export function ProjectsDropdown({ guardBusy }: { guardBusy: () => boolean }) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const [folder, setFolder] = useAtom(folderNameAtom);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const sites = useQuery({
    queryKey: ['sites', token],
    queryFn: ({ signal }) => generatorApi.sites(token, signal),
    enabled: open,
    staleTime: 30_000,
  });
  const names = useMemo(() => {
    const all = Object.keys(sites.data ?? {}).sort((a, b) => a.localeCompare(b));
    const needle = search.trim().toLowerCase();
    return needle ? all.filter((name) => name.toLowerCase().includes(needle)) : all;
  }, [sites.data, search]);

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      label={t('generator.projects.label')}
      testId="projects-dropdown"
      outlined
      triggerClassName="max-w-44"
      panelClassName="w-72"
      listbox={false}
      trigger={
        <>
          <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
          <span className="hidden truncate sm:inline">{folder ?? t('generator.projects.label')}</span>
        </>
      }
    >
      <label className="relative mb-1 block">
        <span className="sr-only">{t('generator.projects.search')}</span>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-400" />
        <input
          type="search"
          value={search}
          autoFocus
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('generator.projects.search')}
          className="h-9 w-full rounded-lg bg-zinc-50 pr-2 pl-8 text-sm text-zinc-900 ring-1 ring-zinc-200 ring-inset placeholder:text-zinc-400 focus:ring-2 focus:ring-zinc-900 focus:outline-none"
        />
      </label>
      <div role="listbox" aria-label={t('generator.projects.label')}>
        {sites.isPending ? (
          <p className="px-2.5 py-6 text-center text-sm text-zinc-400">{t('common.loading')}</p>
        ) : names.length === 0 ? (
          <div className="px-3 py-6 text-center" data-testid="projects-empty">
            <FolderOpen aria-hidden="true" className="mx-auto size-6 text-zinc-300" />
            <p className="mt-2 text-sm font-medium text-zinc-700">{search.trim() ? t('generator.projects.noMatch') : t('generator.projects.empty')}</p>
            {search.trim() ? null : <p className="mt-1 text-xs text-zinc-400">{t('generator.projects.emptyHint')}</p>}
          </div>
        ) : (
          names.map((name) => (
            <DropdownOption
              key={name}
              selected={name === folder}
              onSelect={() => {
                setOpen(false);
                if (guardBusy()) return;
                setFolder(name);
              }}
            >
              <FolderOpen aria-hidden="true" className="size-4 text-zinc-400" />
              <span className="flex-1 truncate">{name}</span>
            </DropdownOption>
          ))
        )}
      </div>
    </Dropdown>
  );
}
