import { DEFAULT_PAGE_NAME, suggestFolderName } from '@cui/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { Globe, Rocket, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { loginModalAtom, tokenAtom } from '../../auth';
import { type PublishedPage, ShareDialog, SiteNameDialog } from '../../publishing';
import { projectsApi } from '../api/projects-api';
import { designerAtom } from '../state/designer-atoms';
import type { DesignerState } from '../state/designer-reducer';

/** Why Publish is unavailable now, or null when it can run. */
export function projectPublishBlocker(state: Pick<DesignerState, 'loading' | 'screens' | 'projectUuid'>, publishing: boolean): 'working' | 'empty' | 'publishing' | null {
  if (state.loading) return 'working';
  if (!state.projectUuid || !state.screens.some((s) => s.status === 'completed' && s.code.trim())) return 'empty';
  return publishing ? 'publishing' : null;
}

/**
 * Publish for a designer project: its finished screens become the pages of one site. The first
 * publish asks for the site's name, as a new site in the generator does; later ones update the
 * same site. Once published, its address and the share dialog are at hand.
 */
export function ProjectPublishButton({ state }: { state: DesignerState }) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const dispatch = useSetAtom(designerAtom);
  const openLogin = useSetAtom(loginModalAtom);
  const [publishing, setPublishing] = useState(false);
  const [naming, setNaming] = useState(false);
  const blocker = projectPublishBlocker(state, publishing);

  const run = async (folderName?: string) => {
    const uuid = state.projectUuid;
    if (!uuid) return;
    if (!token) {
      openLogin('login');
      return;
    }
    setPublishing(true);
    try {
      const result = await projectsApi.publish(uuid, folderName ? { folderName } : {}, token);
      dispatch({ type: 'site', site: { folderName: result.folderName, url: result.url, live: true } });
      const changed = result.pages.filter((page) => page.updated).length;
      toast.success(state.site ? t('stitch.publish.updated', { changed, count: result.pages.length }) : t('stitch.publish.published', { count: result.pages.length }));
      if (result.removed.length) toast.info(t('stitch.publish.removed', { count: result.removed.length, pages: result.removed.map((page) => `/${page}`).join(', ') }));
    } catch (error) {
      console.error('Project publish failed', error);
      if (isApiError(error) && error.status === 401) openLogin('login');
      toast.error(isApiError(error) && error.message ? error.message : t('stitch.publish.failed'));
    } finally {
      setPublishing(false);
    }
  };

  const title = blocker === 'working' ? t('stitch.publish.blockedWorking') : blocker === 'empty' ? t('stitch.publish.blockedEmpty') : undefined;
  return (
    <>
      <button
        type="button"
        data-testid="project-publish"
        data-state={state.site ? 'published' : 'not-published'}
        disabled={blocker !== null}
        title={title}
        onClick={() => (state.site ? void run() : setNaming(true))}
        className={buttonClass('primary', 'sm', 'shrink-0 px-2.5')}
      >
        {publishing ? <Spinner className="size-3.5" /> : <Rocket aria-hidden="true" className="size-3.5" />}
        {/* On a phone the header has room for the icon only; the words stay the button's name. */}
        <span className="sr-only sm:not-sr-only">{publishing ? t('stitch.publish.publishing') : state.site ? t('stitch.publish.update') : t('stitch.publish.label')}</span>
      </button>
      <SiteNameDialog
        open={naming}
        suggestion={suggestFolderName(state.title)}
        title={t('stitch.publish.nameTitle')}
        description={t('stitch.publish.nameDescription')}
        confirmLabel={t('stitch.publish.confirm')}
        onCancel={() => setNaming(false)}
        onConfirm={(name) => {
          setNaming(false);
          void run(name);
        }}
      />
    </>
  );
}

/** The project's site under the screens' header: its address, and Share. */
export function ProjectSiteBar({ site }: { site: NonNullable<DesignerState['site']> }) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState<PublishedPage | null>(null);
  return (
    <div data-testid="project-site" className="flex items-center gap-2 border-b border-zinc-200 bg-white px-4 py-1.5 text-xs">
      <Globe aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />
      <span className="sr-only">{t('stitch.publish.siteLabel')}</span>
      <a href={site.url} target="_blank" rel="noopener noreferrer" data-testid="project-site-link" className="min-w-0 flex-1 truncate font-mono text-indigo-700 hover:underline">
        {site.url}
      </a>
      {site.live ? null : <span className="shrink-0 text-zinc-500">{t('stitch.publish.notLive')}</span>}
      <button
        type="button"
        data-testid="project-share"
        className={buttonClass('secondary', 'sm', 'h-7 shrink-0 px-2')}
        onClick={() => setSharing({ folderName: site.folderName, pageName: DEFAULT_PAGE_NAME, url: site.url })}
      >
        <Share2 aria-hidden="true" className="size-3.5" />
        {t('stitch.publish.share')}
      </button>
      <ShareDialog page={sharing} onClose={() => setSharing(null)} />
    </div>
  );
}
