import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBeforeUnload } from '../../../lib/use-before-unload';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useDesignerSend, useDesignerStop, workspacePath } from '../hooks/use-designer';
import { useProjectRestore } from '../hooks/use-project-restore';
import { ProjectPlayer } from '../prototype/project-player';
import { usePrototypeRoute } from '../prototype/use-prototype-route';
import { designerAtom } from '../state/designer-atoms';
import { ScreenVariantsDialog } from '../variants/variants-dialog';
import { ChatPanel } from './chat-panel';
import { type PanelMode, ScreensPanel } from './screens-panel';

/** From this width the chat and the screens sit side by side; below it, tabs switch between them. */
export const WIDE_WORKSPACE = '(min-width: 768px)';

type Tab = 'chat' | 'canvas';

/** The designer workspace (/stitch/create?project=…): chat on the left, screens on the right. */
export function Workspace({ projectUuid }: { projectUuid: string | null }) {
  const { t } = useTranslation();
  const state = useAtomValue(designerAtom);
  const { restoring } = useProjectRestore(projectUuid);
  const send = useDesignerSend();
  const stop = useDesignerStop();
  const wide = useMediaQuery(WIDE_WORKSPACE);
  const [tab, setTab] = useState<Tab>('chat');
  const [mode, setMode] = useState<PanelMode>('canvas');
  const [index, setIndex] = useState(0);
  const hadScreens = useRef(state.screens.length > 0);
  const prototype = usePrototypeRoute();

  const navigate = useNavigate();
  useBeforeUnload(state.loading);

  // A project created by the first send gets into the URL, so a reload or a shared link finds it.
  useEffect(() => {
    if (state.projectUuid && !projectUuid) navigate(workspacePath(state.projectUuid), { replace: true });
  }, [navigate, projectUuid, state.projectUuid]);

  // The canvas is the first thing to see once there are screens at all.
  useEffect(() => {
    const has = state.screens.length > 0;
    if (has && !hadScreens.current) setMode('canvas');
    hadScreens.current = has;
  }, [state.screens.length]);

  const onSend = useCallback((text: string) => send(text), [send]);
  const pick = useCallback((i: number) => {
    setIndex(i);
    setMode('preview');
    setTab('canvas');
  }, []);

  const chat = <ChatPanel state={state} onSend={onSend} onStop={stop} onPick={pick} />;
  // Over either layout, so a reload or a link that names a screen plays it whichever tab a phone shows.
  const player = state.lost ? null : (
    <>
      <ProjectPlayer title={state.title} screens={state.screens} device={state.deviceType} route={prototype} />
      <ScreenVariantsDialog />
    </>
  );
  const screens = <ScreensPanel state={state} restoring={restoring} mode={mode} onMode={setMode} index={index} onIndex={setIndex} onSend={onSend} />;

  if (wide) {
    return (
      <div className="flex h-[calc(100dvh-3.5rem)] min-h-[480px]" data-testid="designer-workspace">
        <aside className="flex w-[480px] shrink-0 flex-col border-r border-zinc-200" aria-label={t('stitch.chat.title')}>
          {chat}
        </aside>
        <div className="flex min-w-0 flex-1 flex-col bg-zinc-50">{screens}</div>
        {player}
      </div>
    );
  }

  const tabButton = (value: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`designer-tab-${value}`}
      aria-selected={tab === value}
      aria-controls="designer-tabpanel"
      onClick={() => setTab(value)}
      className={`flex-1 rounded-md py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none ${
        tab === value ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-500'
      }`}
    >
      {label}
    </button>
  );

  return (
    <div className="flex h-[calc(100dvh-3.5rem)] min-h-[420px] flex-col" data-testid="designer-workspace">
      <div role="tablist" aria-label={t('stitch.tabs.label')} className="m-2 flex rounded-lg bg-zinc-100 p-0.5">
        {tabButton('chat', t('stitch.tabs.chat'))}
        {tabButton('canvas', t('stitch.tabs.canvas'))}
      </div>
      <div role="tabpanel" id="designer-tabpanel" aria-labelledby={`designer-tab-${tab}`} className="flex min-h-0 flex-1 flex-col">
        {tab === 'chat' ? chat : screens}
      </div>
      {player}
    </div>
  );
}
