import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { ArrowUp, Code2, ExternalLink, Eye, LayoutTemplate, PanelLeftClose, PanelLeftOpen, Square, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/icon-button';
import { toast } from '../../lib/toast';
import { useMediaQuery } from '../../lib/use-media-query';
import { AttachMenu, type GenerationApi, imageFileAtom, ImageModeToggle, isImageModeAtom, isOpenPage, OptimizeButton, promptAtom, PromptInput, VariantsPicker, VoiceButton } from '../generation';
import { ModelPicker } from '../models';
import { htmlAtom, versionsAtom, viewAtom, workingAtom } from '../page';
import { openPreviewTab } from '../preview';
import { ProjectsDropdown, PublishMenu } from '../publishing';
import { openLocalDb, templatesListOpenAtom } from '../templates';
import { VersionsDropdown } from '../versions';
import { FrameworkPicker } from './framework-picker';
import { uiPrefsAtom } from './generator-atoms';
import { MoreMenu, type OverflowAction } from './more-menu';

/** Below Tailwind's `sm` a phone's row has room for versions, projects, the view toggle, Publish and More only. */
export const COMPACT_BAR_QUERY = '(max-width: 639.98px)';

interface ControlBarProps {
  generation: GenerationApi;
  variant: 'landing' | 'workspace';
  onRefreshPreview: () => void;
}

export function ControlBar({ generation, variant, onRefreshPreview }: ControlBarProps) {
  const { t } = useTranslation();
  const working = useAtomValue(workingAtom);
  const prompt = useAtomValue(promptAtom);
  const imageMode = useAtomValue(isImageModeAtom);
  const [image, setImage] = useAtom(imageFileAtom);
  const html = useAtomValue(htmlAtom);
  const [view, setView] = useAtom(viewAtom);
  const [ui, setUi] = useAtom(uiPrefsAtom);
  const openTemplates = useSetAtom(templatesListOpenAtom);
  const busy = working !== null;
  const canSend = !busy && (imageMode ? image !== null : prompt.trim().length > 0);
  const workspace = variant === 'workspace';
  const hasVersions = useAtomValue(versionsAtom).list.length > 0;
  const compact = useMediaQuery(COMPACT_BAR_QUERY);

  const showTemplates = async () => {
    try {
      await openLocalDb();
      openTemplates(true);
    } catch (error) {
      console.error('IndexedDB unavailable', error);
      toast.error(t('indexedDB.notInitialized'));
    }
  };

  // With a page the bar holds the most actions; on a phone these two move into More, so nothing
  // sits off-screen behind a sideways scroll.
  const overflow: OverflowAction[] =
    html && compact
      ? [
          { icon: LayoutTemplate, label: t('generator.templates.listButton'), testId: 'templates-list-button', action: showTemplates },
          { icon: ExternalLink, label: t('generator.openNewTab'), testId: 'open-new-tab', action: () => void openPreviewTab(html) },
        ]
      : [];

  return (
    <div className={workspace ? 'border-t border-zinc-200 bg-white/95 px-2 pt-2 pb-2 backdrop-blur sm:px-4' : 'w-full'}>
      <div className={`mx-auto flex w-full flex-col gap-2 ${workspace ? 'max-w-5xl' : 'max-w-3xl'}`}>
        {/* `relative`: the buttons' visually hidden labels are positioned, and must be clipped by this row rather than widen the page on a phone. */}
        <div data-testid="control-bar" className="relative flex items-center gap-1.5 overflow-x-auto [scrollbar-width:none]">
          {/* An empty history is a disabled control: a phone's row keeps its room for actions. */}
          {hasVersions || (workspace && !compact) ? <VersionsDropdown guardBusy={generation.guardBusy} /> : null}
          <ProjectsDropdown guardBusy={generation.guardBusy} onAddPage={generation.addSitePage} />
          <span className="flex-1" />
          {workspace && html ? (
            <>
              <div role="group" aria-label={t('generator.view.label')} className="flex shrink-0 rounded-lg bg-zinc-100 p-0.5 lg:hidden">
                {(['preview', 'code'] as const).map((value) => (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={view === value}
                    data-testid={`view-${value}`}
                    onClick={() => setView(value)}
                    title={t(`generator.view.${value}`)}
                    className={`inline-flex h-7 items-center gap-1 rounded-md px-2.5 text-xs font-medium transition-colors ${
                      view === value ? 'bg-white text-zinc-900 shadow-xs' : 'text-zinc-500 hover:text-zinc-900'
                    }`}
                  >
                    {value === 'preview' ? <Eye aria-hidden="true" className="size-3.5" /> : <Code2 aria-hidden="true" className="size-3.5" />}
                    {/* On a phone the icons carry the toggle, so the row fits in any language. */}
                    <span className="sr-only sm:not-sr-only">{t(`generator.view.${value}`)}</span>
                  </button>
                ))}
              </div>
              <span className="hidden lg:contents">
              <IconButton
                label={ui.editorOpen ? t('generator.view.hideEditor') : t('generator.view.showEditor')}
                aria-pressed={ui.editorOpen}
                data-testid="editor-toggle"
                onClick={() => setUi((u) => ({ ...u, editorOpen: !u.editorOpen }))}
              >
                {ui.editorOpen ? <PanelLeftClose aria-hidden="true" className="size-4" /> : <PanelLeftOpen aria-hidden="true" className="size-4" />}
              </IconButton>
              </span>
            </>
          ) : null}
          {overflow.length === 0 ? (
            <IconButton label={t('generator.templates.listButton')} showLabel={workspace ? 'never' : 'sm'} onClick={() => void showTemplates()} data-testid="templates-list-button">
              <LayoutTemplate aria-hidden="true" className="size-4" />
            </IconButton>
          ) : null}
          {html ? (
            <>
              {overflow.length === 0 ? (
                <IconButton label={t('generator.openNewTab')} onClick={() => openPreviewTab(html)} data-testid="open-new-tab">
                  <ExternalLink aria-hidden="true" className="size-4" />
                </IconButton>
              ) : null}
              <PublishMenu />
              <MoreMenu onRefresh={onRefreshPreview} overflow={overflow} />
            </>
          ) : null}
        </div>

        <div
          className={`rounded-2xl bg-white p-2 ring-1 transition-shadow focus-within:ring-2 focus-within:ring-zinc-900 ${
            workspace ? 'shadow-sm ring-zinc-200' : 'shadow-lg shadow-zinc-900/5 ring-zinc-200'
          }`}
        >
          {image ? (
            <div className="mb-1 flex items-center gap-2 px-1 pt-1">
              <span className="relative inline-flex items-center gap-2 rounded-lg bg-zinc-50 py-1 pr-1 pl-1 ring-1 ring-zinc-200">
                <img src={image.dataUrl} alt="" className="size-8 rounded-md object-cover" />
                <span className="max-w-40 truncate text-xs text-zinc-600">{image.name}</span>
                <button
                  type="button"
                  onClick={() => setImage(null)}
                  aria-label={t('generator.attach.remove')}
                  className="rounded-md p-1 text-zinc-400 hover:bg-zinc-200 hover:text-zinc-700"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
              {imageMode ? <span className="text-xs font-medium text-indigo-600">{t('generator.imageMode.active')}</span> : null}
            </div>
          ) : null}
          <PromptInput onSubmit={generation.send} autoFocus={variant === 'landing'} />
          <div className="mt-1 flex items-center gap-1">
            <div data-testid="prompt-tools" className="relative flex min-w-0 flex-1 items-center gap-0.5 overflow-x-auto [scrollbar-width:none]">
              <AttachMenu disabled={busy} />
              <VoiceButton />
              <ModelPicker disabled={busy} />
              <FrameworkPicker disabled={busy} generation={generation} />
              {/* Designs of a new page: with a page open, a prompt edits it. */}
              {isOpenPage(html) || imageMode ? null : <VariantsPicker disabled={busy} />}
              <ImageModeToggle disabled={busy} />
              <OptimizeButton />
            </div>
            {busy ? (
              <button
                type="button"
                data-testid="stop-button"
                onClick={generation.stop}
                className="inline-flex h-9 shrink-0 items-center gap-2 rounded-xl bg-zinc-900 px-3 text-sm font-medium text-white shadow-sm transition-colors hover:bg-zinc-700 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                <Square aria-hidden="true" className="size-3.5 fill-current" />
                {t('generator.stop')}
              </button>
            ) : (
              <button
                type="button"
                data-testid="send-button"
                onClick={generation.send}
                disabled={!canSend}
                aria-label={t('generator.send')}
                title={t('generator.send')}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-zinc-900 text-white shadow-sm transition-colors hover:bg-zinc-700 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:ring-offset-2 focus-visible:outline-none disabled:bg-zinc-200 disabled:text-zinc-400 disabled:shadow-none"
              >
                <ArrowUp aria-hidden="true" className="size-4.5" />
              </button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
