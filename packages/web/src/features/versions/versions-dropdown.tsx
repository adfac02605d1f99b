import { useAtom, useSetAtom } from 'jotai';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownOption } from '../../components/dropdown';
import { htmlAtom, previousPromptAtom, versionsAtom } from '../page';

/** Choosing a version makes it current, restores its HTML, and makes its prompt the context of the next ask. */
export function VersionsDropdown({ guardBusy }: { guardBusy: () => boolean }) {
  const { t, i18n } = useTranslation();
  const [versions, setVersions] = useAtom(versionsAtom);
  const setHtml = useSetAtom(htmlAtom);
  const setPreviousPrompt = useSetAtom(previousPromptAtom);
  const [open, setOpen] = useState(false);
  const current = versions.list[versions.current];
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { hour: '2-digit', minute: '2-digit' });
  // Versions loaded from a published page span days: those from another day show their date too.
  const dateTime = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const today = new Date().toDateString();
  const when = (timestamp: number) => (new Date(timestamp).toDateString() === today ? time : dateTime).format(timestamp);

  const select = (index: number) => {
    setOpen(false);
    if (guardBusy()) return;
    const entry = versions.list[index];
    if (!entry) return;
    setVersions({ ...versions, current: index });
    setHtml(entry.content);
    setPreviousPrompt(entry.prompt);
  };

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      label={t('generator.versions.label')}
      testId="versions-dropdown"
      disabled={versions.list.length === 0}
      outlined
      panelClassName="w-80"
      trigger={
        <>
          <History aria-hidden="true" className="size-4 text-zinc-500" />
          <span>{current?.label ?? t('generator.versions.none')}</span>
        </>
      }
    >
      {[...versions.list.keys()].reverse().map((index) => {
        const entry = versions.list[index];
        return (
          <DropdownOption key={`${entry.label}-${entry.timestamp}`} selected={index === versions.current} testId="version-item" onSelect={() => select(index)}>
            <span className="flex h-6 min-w-9 items-center justify-center rounded-md bg-zinc-100 px-1.5 text-xs font-semibold text-zinc-700 tabular-nums">{entry.label}</span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-zinc-900">{entry.prompt || t('generator.versions.noPrompt')}</span>
              <span className="text-xs text-zinc-400">{when(entry.timestamp)}</span>
            </span>
          </DropdownOption>
        );
      })}
    </Dropdown>
  );
}
