import { PREVIEW_MESSAGE, PREVIEW_PATH, type DeviceType } from '@cui/shared';
import { ChevronLeft, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPreviewMessage, isSandboxedReady, readPrototypeMessage, sendPage, withPrototypeBridge, type PrototypeMessage } from '../../preview';
import { FRAME_SIZE } from '../canvas/geometry';
import { useBoxSize } from '../canvas/use-box-size';
import { screenGraph, type GraphScreen } from './screen-graph';

interface PrototypePlayerProps {
  title: string;
  /** The screens that can be played (completed ones), in the project's order. */
  screens: GraphScreen[];
  device: DeviceType;
  /** The screen to show by slug; an unknown or missing slug shows the first screen. */
  slug: string | null;
  /** Screens followed since the start: more than 0 enables Back; a change of it picks the transition's side. */
  depth: number;
  onNavigate: (slug: string) => void;
  onBack: () => void;
  /** Leaves the player (Escape, the close control); a shared prototype has nowhere to leave to. */
  onClose?: () => void;
}

/** Stage pixels kept around the device on a screen large enough to show its frame. */
const STAGE_MARGIN = 16;
/** The device's bezel: a phone's border all round, a browser window's title bar on top. */
const BEZEL = { mobile: { x: 12, top: 12, bottom: 12 }, web: { x: 0, top: 28, bottom: 0 } } as const;
/** Below this stage width (a phone) the screen fills the stage with no frame around it. */
const BEZEL_MIN_WIDTH = 480;

interface Visit {
  key: number;
  index: number;
  html: string;
  /** Which side it enters from; null for the first screen, which simply appears. */
  from: 'forward' | 'back' | null;
}

/**
 * Prototype mode: one screen at a time, full size in a device frame (scaled down only to fit).
 * Following a link loads the next screen in a frame of its own behind the current one and slides it
 * in once its page has loaded, so a screen never flashes blank.
 */
export function PrototypePlayer({ title, screens, device, slug, depth, onNavigate, onBack, onClose }: PrototypePlayerProps) {
  const { t } = useTranslation();
  const { slugs } = useMemo(() => screenGraph(screens), [screens]);
  const found = slug === null ? -1 : slugs.indexOf(slug);
  const index = found >= 0 ? found : 0;
  const screen = screens[index];
  const canGoBack = depth > 0;

  const stageRef = useRef<HTMLDivElement>(null);
  const box = useBoxSize(stageRef);
  const dialogRef = useRef<HTMLDivElement>(null);

  const nextKey = useRef(1);
  const lastDepth = useRef(depth);
  const [visits, setVisits] = useState<Visit[]>(() => (screen ? [{ key: 0, index, html: screen.code, from: null }] : []));
  const [loaded, setLoaded] = useState<number | null>(null);

  // A new screen (or new HTML for this one): a visit of its own, entering from the side it was reached from.
  useEffect(() => {
    if (!screen) return;
    setVisits((current) => {
      const last = current[current.length - 1];
      if (last && last.index === index && last.html === screen.code) return current;
      const from = depth < lastDepth.current ? 'back' : 'forward';
      return [...current.slice(-1), { key: nextKey.current++, index, html: screen.code, from: last ? from : null }];
    });
    lastDepth.current = depth;
  }, [depth, index, screen]);

  // Once the newest visit's page has loaded, the ones under it go.
  useEffect(() => {
    const newest = visits[visits.length - 1];
    if (visits.length > 1 && newest && loaded === newest.key) setVisits([newest]);
  }, [loaded, visits]);

  useEffect(() => {
    dialogRef.current?.focus();
  }, []);

  const latest = useRef({ slugs, onNavigate, onBack, onClose, canGoBack, index });
  latest.current = { slugs, onNavigate, onBack, onClose, canGoBack, index };
  const onMessage = (message: PrototypeMessage) => {
    const now = latest.current;
    if (message.type === 'navigate') {
      const target = now.slugs.indexOf(message.slug);
      // A link to a screen the project does not have: nothing happens, and the reason is on record.
      if (target < 0) console.warn(`Prototype: no screen "${message.slug}" to go to (screens: ${now.slugs.join(', ')})`);
      else if (target !== now.index) now.onNavigate(message.slug);
    } else if (message.type === 'back') {
      if (now.canGoBack) now.onBack();
    } else now.onClose?.();
  };
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onClose?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const size = FRAME_SIZE[device];
  const framed = box.width >= BEZEL_MIN_WIDTH;
  const bezel = framed ? BEZEL[device] : { x: 0, top: 0, bottom: 0 };
  const margin = framed ? STAGE_MARGIN : 0;
  const scale =
    box.width > 0 && box.height > 0
      ? Math.max(0.1, Math.min(1, (box.width - 2 * margin - 2 * bezel.x) / size.width, (box.height - 2 * margin - bezel.top - bezel.bottom) / size.height))
      : 1;
  const newest = visits[visits.length - 1];

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('stitch.prototype.dialogLabel', { title })}
      tabIndex={-1}
      data-testid="prototype-player"
      data-screen={screen?.name}
      className="fixed inset-0 z-50 flex flex-col bg-zinc-950 text-white outline-none"
    >
      <div className="flex h-12 shrink-0 items-center gap-2 px-2 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          disabled={!canGoBack}
          data-testid="prototype-back"
          className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-zinc-100 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none disabled:opacity-40"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          {t('stitch.prototype.back')}
        </button>
        <div className="min-w-0 flex-1 text-center">
          <p className="truncate text-sm font-semibold" data-testid="prototype-screen-name" aria-live="polite">
            {screen?.name ?? ''}
          </p>
          <p className="truncate text-xs text-zinc-400">
            {t('stitch.prototype.position', { n: index + 1, total: screens.length, title })}
          </p>
        </div>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('stitch.prototype.close')}
            title={t('stitch.prototype.close')}
            data-testid="prototype-close"
            className="inline-flex size-9 items-center justify-center rounded-lg text-zinc-100 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : (
          <span className="size-9" />
        )}
      </div>
      <div ref={stageRef} className="flex min-h-0 flex-1 items-center justify-center overflow-hidden">
        {screen ? (
          <div
            data-testid="prototype-device"
            data-device={device}
            data-framed={framed}
            className={`relative shrink-0 overflow-hidden ${framed ? (device === 'mobile' ? 'rounded-[2.75rem] bg-zinc-800 shadow-2xl ring-1 ring-white/10' : 'rounded-xl bg-zinc-800 shadow-2xl ring-1 ring-white/10') : ''}`}
            style={{ padding: `${bezel.top}px ${bezel.x}px ${bezel.bottom}px` }}
          >
            {framed && device === 'web' ? (
              <span aria-hidden="true" className="absolute top-2.5 left-3 flex gap-1.5">
                <span className="size-2.5 rounded-full bg-zinc-600" />
                <span className="size-2.5 rounded-full bg-zinc-600" />
                <span className="size-2.5 rounded-full bg-zinc-600" />
              </span>
            ) : null}
            <div
              className={`relative overflow-hidden bg-white ${framed && device === 'mobile' ? 'rounded-[2rem]' : ''}`}
              style={{ width: size.width * scale, height: size.height * scale }}
            >
              {visits.map((visit) => (
                <PlayerFrame
                  key={visit.key}
                  html={visit.html}
                  title={t('stitch.screen.frameTitle', { name: screens[visit.index]?.name ?? '' })}
                  front={visit === newest}
                  shown={visit === newest ? visits.length === 1 || loaded === visit.key : true}
                  from={visit.from}
                  style={{ width: size.width, height: size.height, transform: `scale(${scale})` }}
                  onLoaded={() => setLoaded(visit.key)}
                  onMessage={(message) => onMessageRef.current(message)}
                />
              ))}
            </div>
          </div>
        ) : (
          <p className="text-sm text-zinc-400">{t('stitch.prototype.empty')}</p>
        )}
      </div>
    </div>
  );
}

/** Written out whole so Tailwind sees them; the keyframes are in index.css. */
const ENTER = {
  forward: 'motion-safe:animate-[cui-screen-forward_220ms_ease-out]',
  back: 'motion-safe:animate-[cui-screen-back_220ms_ease-out]',
} as const;

interface PlayerFrameProps {
  html: string;
  title: string;
  /** The newest visit: the one in front, and the only one whose clicks count. */
  front: boolean;
  /** False while a newer screen loads behind the current one. */
  shown: boolean;
  from: Visit['from'];
  style: React.CSSProperties;
  onLoaded: () => void;
  onMessage: (message: PrototypeMessage) => void;
}

function PlayerFrame({ html, title, front, shown, from, style, onLoaded, onMessage }: PlayerFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const handlers = useRef({ onLoaded, onMessage, front });
  handlers.current = { onLoaded, onMessage, front };

  // From the commit that mounts the frame: a quickly served preview asks before a passive effect runs.
  useLayoutEffect(() => {
    const played = withPrototypeBridge(html);
    const listener = (event: MessageEvent) => {
      const own = ref.current?.contentWindow;
      // Only this frame's own window, and only while it runs sandboxed (an opaque origin).
      if (!own || event.source !== own || event.origin !== 'null') return;
      if (isSandboxedReady(event)) sendPage(event.source, played);
      else if (isPreviewMessage(event.data, PREVIEW_MESSAGE.loaded)) handlers.current.onLoaded();
      else if (handlers.current.front) {
        const message = readPrototypeMessage(event.data);
        if (message) handlers.current.onMessage(message);
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [html]);

  return (
    <div className={`absolute inset-0 ${front ? 'z-[1]' : 'z-0'} ${shown ? (from ? ENTER[from] : '') : 'invisible'}`}>
      <iframe
        ref={ref}
        sandbox="allow-scripts"
        src={PREVIEW_PATH}
        title={title}
        data-testid={front ? 'prototype-frame' : undefined}
        aria-hidden={!front}
        tabIndex={front ? 0 : -1}
        className="absolute top-0 left-0 origin-top-left border-0"
        style={style}
      />
    </div>
  );
}
