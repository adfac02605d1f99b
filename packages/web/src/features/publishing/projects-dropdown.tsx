import { DEFAULT_PAGE_NAME, isUnpublishedSite, isValidPageName, pageNameFromFileName } from '@cui/shared';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Check, ChevronRight, FileText, FolderOpen, PencilLine, Plus, RotateCcw, Search, Trash2 } from 'lucide-react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dropdown } from '../../components/dropdown';
import { menuItemClass } from '../../components/popover';
import { Spinner } from '../../components/spinner';
import { toast } from '../../lib/toast';
import { loginModalAtom, tokenAtom } from '../auth';
import { folderNameAtom, htmlAtom, pageNameAtom } from '../page';
import { defaultPageName, filterSiteNames, sortedPageNames } from './publishing';
import { publishingApi, SITES_QUERY_ROOT } from './publishing-api';
import { projectsOpenAtom } from './publishing-atoms';
import { useOpenPage } from './use-open-page';
import { usePublish } from './use-publish';
import { useSitePages } from './use-site-pages';


function ChoiceButton({ current, onClick, testId, className = '', children }: { current: boolean; onClick: () => void; testId: string; className?: string; children: ReactNode }) {
  return (
    <button type="button" aria-current={current ? 'true' : undefined} data-testid={testId} onClick={onClick} className={`${menuItemClass} ${className}`}>
      {children}
      {current ? <Check aria-hidden="true" className="size-4 shrink-0 text-zinc-900" /> : null}
    </button>
  );
}

interface ProjectsDropdownProps {
  guardBusy: () => boolean;
  /**
   * Makes a new page of the chosen site named `pageName` in the look of the site's `index` (whose
   * HTML is given); without it a new page starts as a copy of the page in the editor.
   */
  onAddPage?: (pageName: string, indexHtml: string) => void;
}

/** The caller's sites and their pages: choosing one is where publishing goes and loads its history. */
export function ProjectsDropdown({ guardBusy, onAddPage }: ProjectsDropdownProps) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const folder = useAtomValue(folderNameAtom);
  const [page, setPage] = useAtom(pageNameAtom);
  const html = useAtomValue(htmlAtom);
  const [open, setOpen] = useAtom(projectsOpenAtom);
  const openLogin = useSetAtom(loginModalAtom);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string | null>(null);
  const [newPage, setNewPage] = useState('');
  const [newPageError, setNewPageError] = useState<string | null>(null);
  const { openPage, loading } = useOpenPage();
  const { publish, republish } = usePublish();
  const [republishing, setRepublishing] = useState<string | null>(null);
  const [addingPage, setAddingPage] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameValue, setRenameValue] = useState('');
  const [renameError, setRenameError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const { renamePage, removePage, busyPage } = useSitePages();
  const sites = useQuery({
    queryKey: [SITES_QUERY_ROOT, token],
    queryFn: ({ signal }) => publishingApi.sites(token, signal),
    // Sites belong to an account: signed out there is nothing to list.
    enabled: open && token !== null,
    staleTime: 30_000,
  });
  const names = useMemo(() => filterSiteNames(sites.data ?? {}, search), [sites.data, search]);
  const shownExpanded = expanded ?? folder;

  const choose = (site: string, pageName: string) => {
    setOpen(false);
    if (guardBusy()) return;
    void openPage(site, pageName);
  };

  /** The site's index as it is now: the page in the editor when that is it, else its latest version. */
  const siteIndex = async (site: string): Promise<string> => {
    if (page === DEFAULT_PAGE_NAME && html.trim()) return html;
    const rows = await publishingApi.pageVersions(site, DEFAULT_PAGE_NAME, token);
    return rows.at(-1)?.html ?? html;
  };

  const addPage = async (event: FormEvent) => {
    event.preventDefault();
    if (!folder) return;
    const name = pageNameFromFileName(newPage.trim());
    if (!isValidPageName(name)) {
      setNewPageError(t('generator.projects.pageNameRule'));
      return;
    }
    if (guardBusy()) return;
    setNewPage('');
    setNewPageError(null);
    setOpen(false);
    if ((sites.data?.[folder] ?? []).some((p) => p.name === name)) {
      void openPage(folder, name);
      return;
    }
    if (onAddPage) {
      // Generated in the site's look and published under the new name when it is done.
      setAddingPage(true);
      try {
        const index = await siteIndex(folder);
        setPage(name);
        onAddPage(name, index);
      } catch (error) {
        console.error('Reading the site index failed', error);
        toast.error(t('generator.projects.versionsError'));
      } finally {
        setAddingPage(false);
      }
      return;
    }
    // A new page starts as a copy of the page in the editor, published under the new name.
    setPage(name);
    if (html.trim()) void publish();
  };

  const submitRename = async (event: FormEvent, site: string, from: string) => {
    event.preventDefault();
    const to = pageNameFromFileName(renameValue.trim());
    if (!isValidPageName(to) || to === DEFAULT_PAGE_NAME) {
      setRenameError(t('generator.projects.pageNameRule'));
      return;
    }
    if (to === from) {
      setRenaming(null);
      return;
    }
    if (guardBusy()) return;
    if (await renamePage(site, from, to)) setRenaming(null);
  };

  const publishAgain = async (site: string) => {
    setRepublishing(site);
    try {
      await republish(site);
    } finally {
      setRepublishing(null);
    }
  };

  const label = folder ? (page === DEFAULT_PAGE_NAME ? folder : `${folder}/${page}`) : t('generator.projects.label');

  return (
    <>
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        label={t('generator.projects.label')}
        testId="projects-dropdown"
        outlined
        triggerClassName="max-w-52"
        panelClassName="w-80"
        listbox={false}
        trigger={
          <>
            {loading ? <Spinner className="size-4 shrink-0 text-zinc-500" /> : <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />}
            <span className="hidden truncate sm:inline" data-testid="projects-current">
              {label}
            </span>
          </>
        }
      >
        {token === null ? (
          <div className="px-3 py-6 text-center" data-testid="projects-signed-out">
            <FolderOpen aria-hidden="true" className="mx-auto size-6 text-zinc-300" />
            <p className="mt-2 text-sm text-zinc-600">{t('generator.projects.signedOut')}</p>
            <button
              type="button"
              className={buttonClass('primary', 'sm', 'mt-3')}
              onClick={() => {
                setOpen(false);
                openLogin('login');
              }}
            >
              {t('header.login')}
            </button>
          </div>
        ) : (
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
        )}
        {token === null ? null : sites.isPending ? (
          <p className="px-2.5 py-6 text-center text-sm text-zinc-400">{t('common.loading')}</p>
        ) : names.length === 0 ? (
          <div className="px-3 py-6 text-center" data-testid="projects-empty">
            <FolderOpen aria-hidden="true" className="mx-auto size-6 text-zinc-300" />
            <p className="mt-2 text-sm font-medium text-zinc-700">{search.trim() ? t('generator.projects.noMatch') : t('generator.projects.empty')}</p>
            {search.trim() ? null : <p className="mt-1 text-xs text-zinc-400">{t('generator.projects.emptyHint')}</p>}
          </div>
        ) : (
          <ul aria-label={t('generator.projects.label')} className="flex flex-col">
            {names.map((name) => {
              const pages = sortedPageNames(sites.data?.[name] ?? []);
              const isOpen = shownExpanded === name;
              // Kept with its history so it can be opened and published again.
              const unpublished = isUnpublishedSite(sites.data?.[name] ?? []);
              return (
                <li key={name} data-testid="project-site" data-folder={name} data-unpublished={unpublished ? 'true' : undefined}>
                  <div className="flex items-center gap-0.5">
                    <ChoiceButton
                      current={name === folder}
                      testId="project-site-choose"
                      className="min-w-0 flex-1"
                      onClick={() => choose(name, defaultPageName(sites.data?.[name] ?? []))}
                    >
                      <FolderOpen aria-hidden="true" className={`size-4 shrink-0 ${unpublished ? 'text-zinc-300' : 'text-zinc-400'}`} />
                      {unpublished ? (
                        // Stacked, so the name keeps the row's width beside Publish again.
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-zinc-600">{name}</span>
                          <span data-testid="project-site-unpublished" className="block text-[11px] leading-4 font-medium text-amber-700">
                            {t('generator.projects.unpublished')}
                          </span>
                        </span>
                      ) : (
                        <>
                          <span className="min-w-0 flex-1 truncate">{name}</span>
                          <span aria-hidden="true" className="shrink-0 rounded-md bg-zinc-100 px-1.5 text-[11px] text-zinc-500 tabular-nums">
                            {pages.length}
                          </span>
                        </>
                      )}
                    </ChoiceButton>
                    {unpublished ? (
                      <button
                        type="button"
                        data-testid="project-site-republish"
                        aria-label={t('generator.projects.publishAgainLabel', { site: name })}
                        title={t('generator.projects.publishAgainLabel', { site: name })}
                        disabled={republishing !== null}
                        onClick={() => void publishAgain(name)}
                        className="inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-1.5 text-xs font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none disabled:text-zinc-400"
                      >
                        {republishing === name ? <Spinner className="size-3.5" /> : <RotateCcw aria-hidden="true" className="size-3.5" />}
                        {t('generator.projects.publishAgain')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-label={t('generator.projects.showPages', { site: name })}
                      title={t('generator.projects.showPages', { site: name })}
                      onClick={() => setExpanded(isOpen ? '' : name)}
                      className="shrink-0 rounded-md p-1.5 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
                    >
                      <ChevronRight aria-hidden="true" className={`size-4 transition-transform ${isOpen ? 'rotate-90' : ''}`} />
                    </button>
                  </div>
                  {isOpen ? (
                    <ul aria-label={t('generator.projects.pagesOf', { site: name })} className="mb-1 ml-4 border-l border-zinc-100 pl-2">
                      {pages.map((pageName) => {
                        // The home page stays: a site without one has nothing at its address.
                        const editable = name === folder && pageName !== DEFAULT_PAGE_NAME && !unpublished;
                        if (editable && renaming === pageName) {
                          return (
                            <li key={pageName}>
                              <form onSubmit={(event) => void submitRename(event, name, pageName)} className="flex flex-col gap-1 px-1 py-1">
                                <div className="flex gap-1">
                                  <label className="min-w-0 flex-1">
                                    <span className="sr-only">{t('generator.projects.renamePageLabel', { page: pageName })}</span>
                                    <input
                                      value={renameValue}
                                      autoFocus
                                      data-testid="rename-page-input"
                                      aria-invalid={renameError ? true : undefined}
                                      aria-describedby={renameError ? 'rename-page-error' : undefined}
                                      onChange={(event) => {
                                        setRenameValue(event.target.value);
                                        setRenameError(null);
                                      }}
                                      onKeyDown={(event) => {
                                        if (event.key === 'Escape') {
                                          event.stopPropagation();
                                          setRenaming(null);
                                        }
                                      }}
                                      className="h-8 w-full rounded-md bg-white px-2 font-mono text-xs text-zinc-900 ring-1 ring-zinc-200 ring-inset focus:ring-2 focus:ring-zinc-900 focus:outline-none aria-invalid:ring-red-400"
                                    />
                                  </label>
                                  <button
                                    type="submit"
                                    data-testid="rename-page-submit"
                                    disabled={!renameValue.trim() || busyPage !== null}
                                    className="inline-flex h-8 shrink-0 items-center gap-1 rounded-md bg-zinc-900 px-2 text-xs font-medium text-white hover:bg-zinc-700 disabled:bg-zinc-200 disabled:text-zinc-400"
                                  >
                                    {busyPage === pageName ? <Spinner className="size-3.5" /> : null}
                                    {t('generator.projects.renamePage')}
                                  </button>
                                </div>
                                {renameError ? (
                                  <p id="rename-page-error" role="alert" className="text-xs text-red-600">
                                    {renameError}
                                  </p>
                                ) : null}
                              </form>
                            </li>
                          );
                        }
                        return (
                          <li key={pageName} className="flex items-center gap-0.5">
                            <ChoiceButton current={name === folder && pageName === page} testId="project-page" className="min-w-0 flex-1 py-1.5" onClick={() => choose(name, pageName)}>
                              <FileText aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />
                              <span className="min-w-0 flex-1 truncate font-mono text-xs">{pageName}</span>
                            </ChoiceButton>
                            {editable ? (
                              <>
                                <button
                                  type="button"
                                  data-testid="rename-page"
                                  aria-label={t('generator.projects.renamePageLabel', { page: pageName })}
                                  title={t('generator.projects.renamePageLabel', { page: pageName })}
                                  disabled={busyPage !== null}
                                  onClick={() => {
                                    setRenaming(pageName);
                                    setRenameValue(pageName);
                                    setRenameError(null);
                                  }}
                                  className="shrink-0 rounded-md p-1.5 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
                                >
                                  <PencilLine aria-hidden="true" className="size-3.5" />
                                </button>
                                <button
                                  type="button"
                                  data-testid="remove-page"
                                  aria-label={t('generator.projects.removePageLabel', { page: pageName })}
                                  title={t('generator.projects.removePageLabel', { page: pageName })}
                                  disabled={busyPage !== null}
                                  onClick={() => {
                                    setOpen(false);
                                    setRemoving(pageName);
                                  }}
                                  className="shrink-0 rounded-md p-1.5 text-zinc-400 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
                                >
                                  {busyPage === pageName ? <Spinner className="size-3.5" /> : <Trash2 aria-hidden="true" className="size-3.5" />}
                                </button>
                              </>
                            ) : null}
                          </li>
                        );
                      })}
                      {name === folder ? (
                        <li>
                          <form onSubmit={(event) => void addPage(event)} className="mt-1 flex flex-col gap-1 px-1 pb-1">
                            <div className="flex gap-1">
                              <label className="min-w-0 flex-1">
                                <span className="sr-only">{t('generator.projects.newPage')}</span>
                                <input
                                  value={newPage}
                                  data-testid="new-page-input"
                                  aria-invalid={newPageError ? true : undefined}
                                  aria-describedby={newPageError ? 'new-page-error' : undefined}
                                  onChange={(event) => {
                                    setNewPage(event.target.value);
                                    setNewPageError(null);
                                  }}
                                  placeholder={t('generator.projects.newPagePlaceholder')}
                                  className="h-8 w-full rounded-md bg-white px-2 font-mono text-xs text-zinc-900 ring-1 ring-zinc-200 ring-inset placeholder:font-sans placeholder:text-zinc-400 focus:ring-2 focus:ring-zinc-900 focus:outline-none aria-invalid:ring-red-400"
                                />
                              </label>
                              <button
                                type="submit"
                                data-testid="new-page-submit"
                                disabled={!newPage.trim() || addingPage}
                                className="inline-flex h-8 shrink-0 items-center gap-1 rounded-md bg-zinc-900 px-2 text-xs font-medium text-white hover:bg-zinc-700 disabled:bg-zinc-200 disabled:text-zinc-400"
                              >
                                {addingPage ? <Spinner className="size-3.5" /> : <Plus aria-hidden="true" className="size-3.5" />}
                                {onAddPage ? t('generator.projects.addPage') : t('generator.projects.newPage')}
                              </button>
                            </div>
                            {newPageError ? (
                              <p id="new-page-error" role="alert" className="text-xs text-red-600">
                                {newPageError}
                              </p>
                            ) : null}
                          </form>
                        </li>
                      ) : null}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Dropdown>
      <ConfirmDialog
        open={removing !== null}
        title={t('generator.projects.removePageTitle', { page: removing ?? '' })}
        message={t('generator.projects.removePageBody')}
        confirmLabel={t('generator.projects.removePage')}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target && folder && !guardBusy()) void removePage(folder, target);
        }}
        onCancel={() => setRemoving(null)}
        testId="remove-page-dialog"
        danger
      />
    </>
  );
}
