import type { DeviceType } from '@cui/shared';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import type { ScreenActions } from '../hooks/use-screen-actions';
import type { ScreenView } from '../state/designer-reducer';
import { type CanvasView as View, fitScale, INITIAL_VIEW, stepZoom, wheelZoom, zoomAt } from './geometry';
import { ScreenCard } from './screen-card';
import { useBoxSize } from './use-box-size';

interface CanvasViewProps {
  screens: ScreenView[];
  device: DeviceType;
  actions: ScreenActions;
  onEdit: (name: string) => void;
}

/** Room for a screen's name above its frame. */
const LABEL_HEIGHT = 28;
const KEY_PAN = 40;

/** All screens side by side; drag pans, the wheel zooms. Only the stage's one transform changes. */
export function CanvasView({ screens, device, actions, onEdit }: CanvasViewProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const box = useBoxSize(boxRef);
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const scale = fitScale(device, { width: box.width, height: box.height - LABEL_HEIGHT });

  // React's wheel listener is passive; the page must not scroll while the canvas zooms.
  useEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      setView((v) => zoomAt(v, wheelZoom(v.zoom, event.deltaY), { x: event.clientX - rect.left, y: event.clientY - rect.top }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const frames = useMemo(
    () => screens.map((screen) => <ScreenCard key={screen.name} screen={screen} device={device} scale={scale} actions={actions} onEdit={onEdit} />),
    [actions, device, onEdit, scale, screens],
  );

  const center = () => ({ x: box.width / 2, y: box.height / 2 });
  const step = (direction: 1 | -1) => setView((v) => zoomAt(v, stepZoom(v.zoom, direction), center()));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('[data-no-pan], button, textarea')) return;
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const pan: Record<string, [number, number]> = { ArrowLeft: [KEY_PAN, 0], ArrowRight: [-KEY_PAN, 0], ArrowUp: [0, KEY_PAN], ArrowDown: [0, -KEY_PAN] };
    if (pan[event.key]) {
      const [dx, dy] = pan[event.key];
      setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    } else if (event.key === '+' || event.key === '=') step(1);
    else if (event.key === '-') step(-1);
    else if (event.key === '0') setView(INITIAL_VIEW);
    else return;
    event.preventDefault();
  };

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={boxRef}
        role="region"
        tabIndex={0}
        aria-label={t('stitch.panel.canvasLabel')}
        data-testid="screens-canvas"
        className="relative min-h-0 flex-1 cursor-grab touch-none overflow-hidden bg-[radial-gradient(circle,_#d4d4d8_1px,_transparent_1px)] [background-size:20px_20px] focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none focus-visible:ring-inset active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        <div
          data-testid="canvas-stage"
          className="absolute top-0 left-0 flex origin-top-left items-start gap-12 p-6"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
        >
          {frames}
        </div>
      </div>
      <div className="absolute right-4 bottom-4 flex items-center gap-1 rounded-xl bg-white p-1 shadow-md ring-1 ring-zinc-200">
        <IconButton label={t('stitch.panel.zoomOut')} onClick={() => step(-1)} disabled={view.zoom <= 0.1}>
          <Minus aria-hidden="true" className="size-4" />
        </IconButton>
        <button
          type="button"
          data-testid="zoom-reset"
          title={t('stitch.panel.resetZoom')}
          aria-label={`${t('stitch.panel.resetZoom')} (${Math.round(view.zoom * 100)}%)`}
          className="h-8 min-w-14 rounded-lg px-2 text-[13px] font-medium text-zinc-700 tabular-nums hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
          onClick={() => setView(INITIAL_VIEW)}
        >
          {Math.round(view.zoom * 100)}%
        </button>
        <IconButton label={t('stitch.panel.zoomIn')} onClick={() => step(1)} disabled={view.zoom >= 3}>
          <Plus aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
    </div>
  );
}
