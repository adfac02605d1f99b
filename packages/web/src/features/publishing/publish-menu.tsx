import { siteUrl } from '@cui/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { CloudOff, ExternalLink, FolderOpen, Globe, PencilLine, Rocket, Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Popover } from '../../components/popover';
import { Spinner } from '../../components/spinner';
import { tokenAtom, usePublicConfig } from '../auth';
import { ShowcaseToggle } from '../showcase';
import { folderNameAtom, htmlAtom, pageNameAtom, previousPromptAtom, publishedAtom, workingAtom } from '../page';
import { publishBlocker, type PublishedPage, publishState, suggestedSiteName } from './publishing';
import { projectsOpenAtom, publishingAtom } from './publishing-atoms';
import { LiveBadge, ShareDialog } from './share-dialog';
import { SiteNameDialog } from './site-name-dialog';
import { usePublish } from './use-publish';

const STATE_DOT = {
  'not-published': 'bg-zinc-300',
  'site-selected': 'bg-indigo-500',
  published: 'bg-emerald-500',
} as const;

/** Publish menu: Not published (new site or pick one), Site selected (publish there), Published (share, visit, list in the showcase, unpublish). */
export function PublishMenu() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const folder = useAtomValue(folderNameAtom);
  const page = useAtomValue(pageNameAtom);
  const published = useAtomValue(publishedAtom);
  const html = useAtomValue(htmlAtom);
  const working = useAtomValue(workingAtom);
  const publishing = useAtomValue(publishingAtom);
  const openProjects = useSetAtom(projectsOpenAtom);
  const config = usePublicConfig();
  const prompt = useAtomValue(previousPromptAtom);
  const { publish, unpublish, rename } = usePublish();
  /** The name dialog: for a new site (with its suggestion) or for renaming the chosen one. */
  const [naming, setNaming] = useState<{ kind: 'new'; suggestion: string } | { kind: 'rename'; site: string } | null>(null);
  const [open, setOpen] = useState(false);
  const [sharing, setSharing] = useState<PublishedPage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);

  const state = publishState(folder, page, published);
  const blocker = publishBlocker({ working: working !== null, html, publishing });
  const target = folder ? `${folder}/${page}` : '';
  const url = state === 'published' && published ? published.url : folder && config.data ? siteUrl(config.data.sites.urlTemplate, folder, page) : null;
  const close = () => setOpen(false);
  // Dialogs give focus back to what had it when they opened: the menu button, not the vanished panel.
  const closeToButton = () => {
    setOpen(false);
    anchor.current?.focus();
  };

  const run = (newSite: boolean) => {
    if (newSite && token) {
      // A new site's name is the user's to choose: its address is what they share. (Signed out,
      // publishing asks for a login first.)
      closeToButton();
      setNaming({ kind: 'new', suggestion: suggestedSiteName(html, prompt) });
      return;
    }
    close();
    void publish({ newSite });
  };
  const chooseSite = () => {
    close();
    openProjects(true);
  };

  const hint = blocker === 'working' ? t('generator.publish.blockedWorking') : blocker === 'empty' ? t('generator.publish.blockedEmpty') : !token ? t('generator.publish.signInHint') : null;

  return (
    <>
      <button
        ref={anchor}
        type="button"
        data-testid="publish-menu"
        data-state={state}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className={`inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-[13px] font-medium transition-colors focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:ring-offset-1 focus-visible:outline-none ${
          state === 'published' ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 ring-inset hover:bg-emerald-100' : 'bg-zinc-900 text-white shadow-sm hover:bg-zinc-700'
        }`}
      >
        {publishing ? <Spinner className="size-3.5" /> : state === 'published' ? <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" /> : <Rocket aria-hidden="true" className="size-3.5" />}
        {/* On a phone the bar has room for the icon only; the words stay the button's name. */}
        <span className="sr-only sm:not-sr-only">
          {publishing ? t('generator.publish.publishing') : state === 'published' ? t('generator.publish.published') : t('generator.publish.label')}
        </span>
      </button>

      <Popover open={open} onClose={close} anchorRef={anchor} placement="top" align="end" className="w-[22rem] p-3" role="dialog" label={t('generator.publish.label')} testId="publish-panel">
        <div className="flex items-center gap-2">
          {state === 'published' ? (
            <LiveBadge testId="publish-status" />
          ) : (
            <span data-testid="publish-status" className="inline-flex items-center gap-1.5 text-xs font-medium text-zinc-600">
              <span aria-hidden="true" className={`size-2 rounded-full ${STATE_DOT[state]}`} />
              {state === 'site-selected' ? t('generator.publish.stateSelected') : t('generator.publish.stateNone')}
            </span>
          )}
        </div>

        {state === 'not-published' ? (
          <p className="mt-2 text-sm text-zinc-600">{t('generator.publish.intro')}</p>
        ) : url ? (
          state === 'published' ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="published-link"
              className="mt-2 flex items-center gap-2 rounded-lg bg-zinc-50 px-2.5 py-2 font-mono text-xs text-indigo-700 ring-1 ring-zinc-200 ring-inset hover:underline"
            >
              <Globe aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />
              <span className="min-w-0 break-all">{url}</span>
            </a>
          ) : (
            <p className="mt-2 text-sm text-zinc-600">
              {t('generator.publish.willPublishAt')} <span className="font-mono text-xs break-all text-zinc-800">{url}</span>
            </p>
          )
        ) : null}

        {state === 'published' && published ? (
          <div className="mt-2 grid grid-cols-2 gap-2">
            <button
              type="button"
              data-testid="share-button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => {
                closeToButton();
                setSharing(published);
              }}
            >
              <Share2 aria-hidden="true" className="size-3.5" />
              {t('generator.publish.share')}
            </button>
            <a href={published.url} target="_blank" rel="noopener noreferrer" data-testid="published-visit" className={buttonClass('secondary', 'sm')} onClick={close}>
              <ExternalLink aria-hidden="true" className="size-3.5" />
              {t('generator.share.visit')}
            </a>
          </div>
        ) : null}

        {state === 'published' && folder && token ? (
          <div className="mt-2">
            <ShowcaseToggle folder={folder} />
          </div>
        ) : null}

        <div className="mt-3 flex flex-col gap-2">
          {state === 'not-published' ? (
            <>
              <button type="button" data-testid="publish-new-site" disabled={blocker !== null} className={buttonClass('primary', 'md', 'w-full')} onClick={() => run(true)}>
                {publishing ? <Spinner /> : <Rocket aria-hidden="true" className="size-4" />}
                {t('generator.publish.newSite')}
              </button>
              <button type="button" data-testid="publish-choose-site" className={buttonClass('ghost', 'sm', 'w-full')} onClick={chooseSite}>
                <FolderOpen aria-hidden="true" className="size-3.5" />
                {t('generator.publish.chooseSite')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                data-testid="publish-to-site"
                disabled={blocker !== null}
                className={buttonClass(state === 'published' ? 'secondary' : 'primary', 'md', 'w-full')}
                onClick={() => run(false)}
              >
                {publishing ? <Spinner /> : <Rocket aria-hidden="true" className="size-4" />}
                <span className="min-w-0 truncate">{state === 'published' ? t('generator.publish.update') : t('generator.publish.toSite', { target })}</span>
              </button>
              <button
                type="button"
                data-testid="rename-site"
                disabled={publishing || !token}
                className={buttonClass('ghost', 'sm', 'w-full')}
                onClick={() => {
                  closeToButton();
                  if (folder) setNaming({ kind: 'rename', site: folder });
                }}
              >
                <PencilLine aria-hidden="true" className="size-3.5" />
                {t('generator.publish.renameSite')}
              </button>
              {state === 'site-selected' ? (
                <div className="grid grid-cols-2 gap-2">
                  <button type="button" data-testid="publish-choose-site" className={buttonClass('ghost', 'sm')} onClick={chooseSite}>
                    <FolderOpen aria-hidden="true" className="size-3.5" />
                    {t('generator.publish.changeSite')}
                  </button>
                  <button type="button" data-testid="publish-new-site" disabled={blocker !== null} className={buttonClass('ghost', 'sm')} onClick={() => run(true)}>
                    <Rocket aria-hidden="true" className="size-3.5" />
                    {t('generator.publish.newSiteShort')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  data-testid="unpublish-button"
                  disabled={publishing}
                  className={buttonClass('danger', 'sm', 'w-full')}
                  onClick={() => {
                    closeToButton();
                    setConfirming(true);
                  }}
                >
                  <CloudOff aria-hidden="true" className="size-3.5" />
                  {t('generator.publish.unpublish')}
                </button>
              )}
            </>
          )}
          {hint ? (
            <p data-testid="publish-hint" className="text-center text-xs text-zinc-500">
              {hint}
            </p>
          ) : null}
        </div>
      </Popover>

      <ShareDialog page={sharing} onClose={() => setSharing(null)} />
      <SiteNameDialog
        open={naming !== null}
        suggestion={naming?.kind === 'new' ? naming.suggestion : (naming?.site ?? '')}
        current={naming?.kind === 'rename' ? naming.site : undefined}
        title={naming?.kind === 'rename' ? t('generator.publish.renameTitle', { site: naming.site }) : t('generator.publish.nameTitle')}
        description={naming?.kind === 'rename' ? t('generator.publish.renameIntro') : t('generator.publish.nameIntro')}
        confirmLabel={naming?.kind === 'rename' ? t('generator.publish.rename') : t('generator.publish.label')}
        onCancel={() => setNaming(null)}
        onConfirm={(name) => {
          const kind = naming?.kind;
          setNaming(null);
          if (kind === 'rename') void rename(name);
          else void publish({ newSite: true, siteName: name });
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={t('generator.publish.unpublishTitle', { site: folder ?? '' })}
        message={t('generator.publish.unpublishBody')}
        confirmLabel={t('generator.publish.unpublish')}
        onConfirm={() => {
          setConfirming(false);
          void unpublish();
        }}
        onCancel={() => setConfirming(false)}
        testId="unpublish-dialog"
        danger
      />
    </>
  );
}
