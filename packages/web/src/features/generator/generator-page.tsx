import { useAtom, useAtomValue, useStore } from 'jotai';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useBeforeUnload } from '../../lib/use-before-unload';
import { CodePane } from '../code-editor';
import { OutOfCreditsModal } from '../credits';
import { clearGeneration, ProgressBar, useGeneration, VariantsGrid, variantSetAtom } from '../generation';
import { clearPage, htmlAtom, workingAtom } from '../page';
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
  const store = useStore();
  const html = useAtomValue(htmlAtom);
  const working = useAtomValue(workingAtom);
  const variantSet = useAtomValue(variantSetAtom);
  const [ui, setUi] = useAtom(uiPrefsAtom);
  const [refreshKey, setRefreshKey] = useState(0);
  const [confirmReset, setConfirmReset] = useState(false);

  useRemix();
  useBeforeUnload(working !== null || html.trim().length > 0);

  const askReset = () => {
    if (generation.guardBusy()) return;
    setConfirmReset(true);
  };

  // Reset restores empty HTML, which brings the landing back: a new page with its own history (V1
  // next) that is not published over the site this tab was working on.
  const reset = () => {
    setConfirmReset(false);
    if (generation.guardBusy()) return;
    clearGeneration(store);
    clearPage(store);
  };

  const refresh = useCallback(() => setRefreshKey((k) => k + 1), []);
  const showLanding = !html.trim() && working !== 'page' && !variantSet;
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
              {/* The panes' code arrives with the first page (the landing never loads it); the composer stays meanwhile. */}
              <Suspense fallback={<div className="min-h-0 flex-1" />}>
                {variantSet ? (
                  <VariantsGrid generation={generation} />
                ) : (
                  <SplitPane code={<CodePane onBusyEdit={generation.guardBusy} />} preview={<PreviewPane generation={generation} refreshKey={refreshKey} />} />
                )}
              </Suspense>
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
