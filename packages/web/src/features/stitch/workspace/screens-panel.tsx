import { LayoutTemplate, TriangleAlert } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { CanvasView } from '../canvas/canvas-view';
import { EditBox, editMessage } from '../canvas/edit-box';
import { PreviewView } from '../canvas/preview-view';
import { useScreenActions } from '../hooks/use-screen-actions';
import { PlayButton } from '../prototype/project-player';
import { SharePrototype } from '../prototype/share-prototype';
import { usePrototypeRoute } from '../prototype/use-prototype-route';
import type { DesignerState } from '../state/designer-reducer';
import { ProjectPublishButton, ProjectSiteBar } from './project-publish';

export type PanelMode = 'preview' | 'canvas';

interface ScreensPanelProps {
  state: DesignerState;
  restoring: boolean;
  mode: PanelMode;
  onMode: (mode: PanelMode) => void;
  index: number;
  onIndex: (index: number) => void;
  onSend: (text: string) => void;
}

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">{children}</div>;
}

/** The right side of the workspace: what the project's screens look like. */
export function ScreensPanel({ state, restoring, mode, onMode, index, onIndex, onSend }: ScreensPanelProps) {
  const { t } = useTranslation();
  const actions = useScreenActions();
  const [editing, setEditing] = useState<string | null>(null);
  const onEdit = useCallback((name: string) => setEditing(name), []);
  const [selected, setSelected] = useState<string | null>(null);
  const route = usePrototypeRoute();

  if (state.lost) {
    return (
      <Centered>
        <TriangleAlert aria-hidden="true" className="size-8 text-amber-500" />
        <p role="alert" className="max-w-sm text-sm text-zinc-700">
          {t('stitch.errors.lost')}
        </p>
        <Link to="/stitch" className={buttonClass('secondary')}>
          {t('stitch.errors.backToStart')}
        </Link>
      </Centered>
    );
  }
  if (restoring) {
    return (
      <Centered>
        <Spinner className="size-6 text-zinc-400" />
        <p className="text-sm text-zinc-500">{t('stitch.restoring')}</p>
      </Centered>
    );
  }
  if (state.screens.length === 0) {
    return (
      <Centered>
        <span className="flex size-12 items-center justify-center rounded-2xl bg-zinc-900 text-white">
          <LayoutTemplate aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-lg font-semibold text-zinc-900">{t('stitch.title')}</h2>
        <p className="max-w-sm text-sm text-zinc-500">{t('stitch.panel.emptyText')}</p>
      </Centered>
    );
  }

  const modeButton = (value: PanelMode, label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={mode === value}
      onClick={() => onMode(value)}
      className={`rounded-md px-3 py-1 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none ${
        mode === value ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-500 hover:text-zinc-900'
      }`}
    >
      {label}
    </button>
  );

  return (
    <section className="relative flex min-h-0 flex-1 flex-col" aria-label={t('stitch.panel.canvasTitle')}>
      <div className="flex items-center gap-2 border-b border-zinc-200 bg-white px-4 py-2.5 sm:gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-zinc-900">{t('stitch.panel.canvasTitle')}</h2>
          <p className="text-xs text-zinc-500" data-testid="canvas-count">
            {t('stitch.panel.canvasCount', { count: state.screens.length })}
          </p>
        </div>
        {state.projectUuid ? <SharePrototype projectUuid={state.projectUuid} /> : null}
        <PlayButton screens={state.screens} start={mode === 'canvas' ? selected : (state.screens[index]?.name ?? null)} route={route} />
        <ProjectPublishButton state={state} />
        <div role="radiogroup" aria-label={t('stitch.panel.viewMode')} className="flex rounded-lg bg-zinc-100 p-0.5">
          {modeButton('preview', t('stitch.panel.preview'))}
          {modeButton('canvas', t('stitch.panel.canvas'))}
        </div>
      </div>
      {state.site ? <ProjectSiteBar site={state.site} /> : null}
      {mode === 'canvas' ? (
        <CanvasView screens={state.screens} device={state.deviceType} actions={actions} onEdit={onEdit} onSelect={setSelected} />
      ) : (
        <PreviewView screens={state.screens} index={index} onIndex={onIndex} device={state.deviceType} actions={actions} onEdit={onEdit} />
      )}
      {editing ? (
        <EditBox
          name={editing}
          disabled={state.loading}
          onClose={() => setEditing(null)}
          onSubmit={(instruction) => {
            onSend(editMessage(editing, instruction));
            setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}
