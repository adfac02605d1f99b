import { DEFAULT_PAGE_NAME } from '@cui/shared';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useBeforeUnload } from '../../lib/use-before-unload';
import { CodePane } from '../code-editor';
import { OutOfCreditsModal } from '../credits';
import { imageFileAtom, isImageModeAtom, ProgressBar, promptAtom, useGeneration } from '../generation';
import { EMPTY_VERSIONS, folderNameAtom, hasAskedAtom, htmlAtom, pageNameAtom, previousPromptAtom, publishedAtom, versionsAtom, workingAtom } from '../page';
import { PreviewPane } from '../preview';
import { useRemix } from '../publishing';
import { SaveTemplateDialog, TemplatesListDialog } from '../templates';
import { ControlBar } from './control-bar';
import { uiPrefsAtom } from './generator-atoms';
import { GeneratorHeader } from './generator-header';
import { Landing } from './landing';
import { SettingsModal } from './settings-modal';
import { Sidebar } from './sidebar';
import { SplitPane } from './split-pane';

/** The code generator (route `/`): landing until there is HTML, then editor + preview. */
export function GeneratorPage() {
  const { t } = useTranslation();
  const generation = useGeneration();
  const [html, setHtml] = useAtom(htmlAtom);
  const working = useAtomValue(workingAtom);
  const [ui, setUi] = useAtom(uiPrefsAtom);
  const setPrompt = useSetAtom(promptAtom);
  const setHasAsked = useSetAtom(hasAskedAtom);
  const setPreviousPrompt = useSetAtom(previousPromptAtom);
  const setImageMode = useSetAtom(isImageModeAtom);
  const setImage = useSetAtom(imageFileAtom);
  const setFolderName = useSetAtom(folderNameAtom);
  const setPageName = useSetAtom(pageNameAtom);
  const setPublished = useSetAtom(publishedAtom);
  const setVersions = useSetAtom(versionsAtom);
  const [refreshKey, setRefreshKey] = useState(0);
  const [confirmReset, setConfirmReset] = useState(false);

  useRemix();
  useBeforeUnload(working !== null || html.trim().length > 0);

  const askReset = () => {
    if (generation.guardBusy()) return;
    setConfirmReset(true);
  };

  // Reset restores empty HTML, which brings the landing back.
  const reset = () => {
    setConfirmReset(false);
    if (generation.guardBusy()) return;
    setHtml('');
    // A new page starts its own history: its first version is V1.
    setVersions(EMPTY_VERSIONS);
    setPrompt('');
    setPreviousPrompt('');
    setHasAsked(false);
    setImageMode(false);
    setImage(null);
    // A new page must not be published over the site this tab was working on.
    setFolderName(null);
    setPageName(DEFAULT_PAGE_NAME);
    setPublished(null);
  };

  const refresh = useCallback(() => setRefreshKey((k) => k + 1), []);
  const showLanding = !html.trim() && working !== 'page';
  const composer = <ControlBar generation={generation} variant={showLanding ? 'landing' : 'workspace'} onRefreshPreview={refresh} />;

  return (
    <div className="flex h-[calc(100dvh-3.5rem)] min-h-[480px] flex-col" data-testid="generator">
      <GeneratorHeader onReset={askReset} canReset={html.trim().length > 0 || working !== null} />
      <div className="relative flex min-h-0 flex-1">
        <Sidebar open={ui.sidebarOpen} onClose={() => setUi((u) => ({ ...u, sidebarOpen: false }))} />
        <div className="relative flex min-w-0 flex-1 flex-col">
          <ProgressBar />
          {showLanding ? (
            <Landing composer={composer} />
          ) : (
            <>
              <SplitPane code={<CodePane onBusyEdit={generation.guardBusy} />} preview={<PreviewPane generation={generation} refreshKey={refreshKey} />} />
              {composer}
            </>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={confirmReset}
        title={t('generator.reset.title')}
        message={t('generator.reset.body')}
        confirmLabel={t('generator.reset.confirm')}
        onConfirm={reset}
        onCancel={() => setConfirmReset(false)}
        testId="reset-confirm"
        danger
      />
      <SettingsModal guardBusy={generation.guardBusy} />
      <SaveTemplateDialog />
      <TemplatesListDialog guardBusy={generation.guardBusy} />
      <OutOfCreditsModal />
    </div>
  );
}
