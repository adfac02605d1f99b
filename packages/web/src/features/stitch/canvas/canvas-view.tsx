import type { DeviceType } from '@cui/shared';
import { Maximize, Minus, Plus, Waypoints } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import type { ScreenActions } from '../hooks/use-screen-actions';
import type { ScreenView } from '../state/designer-reducer';
import {
  arrangeScreens,
  type CanvasView as View,
  FIT_MARGINS,
  pinchView,
  type Point,
  stepZoom,
  wheelPixels,
  wheelZoom,
  zoomAt,
  zoomRange,
  type ZoomRange,
} from './geometry';
import { screenGraph } from '../prototype/screen-graph';
import { LINK_BAND } from './link-arrows';
import { LinkMap } from './link-map';
import { ScreenCard } from './screen-card';
import { useBoxSize } from './use-box-size';

interface CanvasViewProps {
  screens: ScreenView[];
  device: DeviceType;
  actions: ScreenActions;
  onEdit: (name: string) => void;
  /** Told of every change of the selected screen (null: none), so Play can start there. */
  onSelect?: (name: string | null) => void;
}

const KEY_PAN = 40;
/** A press that moves less than this is a tap (it selects), not a pan. */
const TAP_SLOP = 8;

interface Tap {
  pointer: number;
  origin: Point;
  moved: boolean;
  screen: string | null;
}

/**
 * All screens side by side at their real size on one stage; a single transform shows it. Until the user
 * zooms or pans the canvas follows the fit (every screen in view, also as screens arrive or the box
 * resizes); after that it keeps their view until they ask for the fit again.
 */
export function CanvasView({ screens, device, actions, onEdit, onSelect }: CanvasViewProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const box = useBoxSize(boxRef);
  const [linkMap, setLinkMap] = useState(false);
  // With the link map on, the fit leaves room above and below the screens for its arcs.
  const margins = useMemo(() => (linkMap ? { ...FIT_MARGINS, top: FIT_MARGINS.top + LINK_BAND, bottom: FIT_MARGINS.bottom + LINK_BAND } : FIT_MARGINS), [linkMap]);
  const { rects, view: fitted } = useMemo(() => arrangeScreens(screens.length, device, box, margins), [screens.length, device, box, margins]);
  const range = zoomRange(fitted.zoom);
  const [chosen, setChosen] = useState<View | null>(null);
  const [selected, setSelectedState] = useState<string | null>(null);
  const view = chosen ?? fitted;
  const graph = useMemo(() => screenGraph(screens), [screens]);
  const names = useMemo(() => screens.map((s) => s.name), [screens]);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const setSelected = useCallback((name: string | null) => {
    setSelectedState(name);
    onSelectRef.current?.(name);
  }, []);

  // Event handlers registered once read the current fit and view through these.
  const latest = useRef({ fitted, range, view });
  latest.current = { fitted, range, view };
  const change = useCallback((next: (view: View, range: ZoomRange) => View) => {
    setChosen((current) => next(current ?? latest.current.fitted, latest.current.range));
  }, []);

  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ start: View; from: [Point, Point] } | null>(null);
  const tap = useRef<Tap | null>(null);
  /** A finished tap's screen (null: the empty canvas) until its click arrives. */
  const tapped = useRef<string | null | undefined>(undefined);

  // React's wheel listener is passive; the page must not scroll while the canvas zooms.
  useEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const at = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      // A sideways trackpad swipe (or Shift+wheel) pans; a vertical turn zooms, as the canvas always has.
      if (!event.ctrlKey && Math.abs(event.deltaX) > Math.abs(event.deltaY)) {
        const dx = wheelPixels(event.deltaX, event.deltaMode, element.clientWidth);
        change((v) => ({ ...v, x: v.x - dx }));
        return;
      }
      const distance = wheelPixels(event.deltaY, event.deltaMode, element.clientHeight);
      // Chromium, Firefox and Safari report a trackpad pinch as a wheel event with ctrlKey set.
      change((v, r) => zoomAt(v, wheelZoom(v.zoom, distance, event.ctrlKey), at, r));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [change]);

  const center = () => ({ x: box.width / 2, y: box.height / 2 });
  const step = (direction: 1 | -1) => change((v, r) => zoomAt(v, stepZoom(v.zoom, direction), center(), r));
  const actualSize = () => change((v, r) => zoomAt(v, 1, center(), r));
  const fit = () => setChosen(null);

  const local = (event: PointerEvent<HTMLDivElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const firstTwo = (): [Point, Point] => {
    const [a, b] = [...pointers.current.values()];
    return [a, b];
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('[data-no-pan], button, textarea')) return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    tapped.current = undefined;
    if (pointers.current.size === 1) {
      const card = (event.target as Element).closest<HTMLElement>('[data-screen]');
      tap.current = { pointer: event.pointerId, origin: point, moved: false, screen: card?.dataset.screen ?? null };
    } else {
      tap.current = null;
      if (pointers.current.size === 2) pinch.current = { start: latest.current.view, from: firstTwo() };
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    const pressed = tap.current;
    if (pressed && Math.hypot(point.x - pressed.origin.x, point.y - pressed.origin.y) > TAP_SLOP) pressed.moved = true;
    const gesture = pinch.current;
    if (gesture && pointers.current.size >= 2) {
      const to = firstTwo();
      change((_, r) => pinchView(gesture.start, gesture.from, to, r));
    } else if (pointers.current.size === 1 && (point.x !== previous.x || point.y !== previous.y)) {
      const dx = point.x - previous.x;
      const dy = point.y - previous.y;
      change((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    }
  };
  const endPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    // A third finger lifting leaves a pinch of the other two, measured afresh from here.
    pinch.current = pointers.current.size === 2 ? { start: latest.current.view, from: firstTwo() } : null;
    const pressed = tap.current;
    if (pressed?.pointer === event.pointerId) {
      tap.current = null;
      if (event.type === 'pointerup' && !pressed.moved) tapped.current = pressed.screen;
    }
  };
  // The selection waits for the tap's click: made on pointerup, it would show the screen's actions
  // before the click is aimed, and the click would land on whichever action now lies under the finger.
  const onClick = () => {
    if (tapped.current === undefined) return;
    setSelected(tapped.current);
    tapped.current = undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const pan: Record<string, [number, number]> = { ArrowLeft: [KEY_PAN, 0], ArrowRight: [-KEY_PAN, 0], ArrowUp: [0, KEY_PAN], ArrowDown: [0, -KEY_PAN] };
    if (pan[event.key]) {
      const [dx, dy] = pan[event.key];
      change((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    } else if (event.key === '+' || event.key === '=') step(1);
    else if (event.key === '-') step(-1);
    else if (event.key === '0') actualSize();
    // Shift+1 fits, as in the common design tools; `code` because Shift+1 is not '!' on every layout.
    else if (event.code === 'Digit1' && event.shiftKey) fit();
    else if (event.key === 'Escape' && selected) setSelected(null);
    else return;
    event.preventDefault();
  };

  const frames = useMemo(
    () =>
      screens.map((screen, i) => {
        const rect = rects[i];
        const isSelected = screen.name === selected;
        return (
          <div key={screen.name} className={`absolute ${isSelected ? 'z-10' : ''}`} style={{ left: rect.x, top: rect.y }}>
            <ScreenCard screen={screen} device={device} scale={1} actions={actions} onEdit={onEdit} selected={isSelected} />
          </div>
        );
      }),
    [actions, device, onEdit, rects, screens, selected],
  );

  const percent = Math.round(view.zoom * 100);
  const stageStyle = { transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`, '--canvas-zoom': view.zoom } as CSSProperties;

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={boxRef}
        role="region"
        tabIndex={0}
        aria-label={t('stitch.panel.canvasLabel')}
        aria-keyshortcuts="+ - 0 Shift+1"
        data-testid="screens-canvas"
        data-fitted={chosen === null}
        className="relative min-h-0 flex-1 cursor-grab touch-none overflow-hidden bg-[radial-gradient(circle,_#d4d4d8_1px,_transparent_1px)] [background-size:20px_20px] select-none focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none focus-visible:ring-inset active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endPointer}
        onPointerCancel={endPointer}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div data-testid="canvas-stage" data-zoom={view.zoom} className="absolute top-0 left-0 origin-top-left" style={stageStyle}>
          {frames}
          {linkMap ? <LinkMap rects={rects} edges={graph.edges} names={names} zoom={view.zoom} /> : null}
        </div>
      </div>
      <div className="absolute right-4 bottom-4 flex items-center gap-1 rounded-xl bg-white p-1 shadow-md ring-1 ring-zinc-200">
        <IconButton label={t('stitch.linkMap.toggle')} data-testid="link-map-toggle" aria-pressed={linkMap} active={linkMap} onClick={() => setLinkMap((on) => !on)}>
          <Waypoints aria-hidden="true" className="size-4" />
        </IconButton>
        <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-zinc-200" />
        <IconButton label={t('stitch.panel.zoomOut')} onClick={() => step(-1)} disabled={view.zoom <= range.min + 1e-6}>
          <Minus aria-hidden="true" className="size-4" />
        </IconButton>
        <button
          type="button"
          data-testid="zoom-reset"
          title={t('stitch.panel.resetZoom')}
          aria-label={t('stitch.panel.resetZoomAt', { percent })}
          className="h-8 min-w-14 rounded-lg px-2 text-[13px] font-medium text-zinc-700 tabular-nums hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
          onClick={actualSize}
        >
          {percent}%
        </button>
        <IconButton label={t('stitch.panel.zoomIn')} onClick={() => step(1)} disabled={view.zoom >= range.max - 1e-6}>
          <Plus aria-hidden="true" className="size-4" />
        </IconButton>
        <IconButton label={t('stitch.panel.fitScreens')} data-testid="zoom-fit" aria-pressed={chosen === null} onClick={fit}>
          <Maximize aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
    </div>
  );
}
