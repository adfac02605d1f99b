import { useAtom, useAtomValue } from 'jotai';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_BREAKPOINT, useMediaQuery } from '../../lib/use-media-query';
import { viewAtom } from '../page';
import { uiPrefsAtom } from './generator-atoms';

/** Code pane 40 % wide by default at ≥1024 px, never narrower than 100 px. */
export const MIN_PANE_PX = 100;

interface SplitPaneProps {
  code: ReactNode;
  preview: ReactNode;
}

export function SplitPane({ code, preview }: SplitPaneProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(EDITOR_BREAKPOINT);
  const view = useAtomValue(viewAtom);
  const [ui, setUi] = useAtom(uiPrefsAtom);
  const containerRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);

  const clampPercent = (percent: number) => {
    const width = containerRef.current?.clientWidth ?? 1000;
    const min = (MIN_PANE_PX / width) * 100;
    return Math.min(100 - min, Math.max(min, percent));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging || !containerRef.current) return;
    const rect = containerRef.current.getBoundingClientRect();
    const percent = clampPercent(((event.clientX - rect.left) / rect.width) * 100);
    setUi((u) => ({ ...u, codeWidth: Math.round(percent * 10) / 10 }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? -2 : event.key === 'ArrowRight' ? 2 : 0;
    if (!step) return;
    event.preventDefault();
    setUi((u) => ({ ...u, codeWidth: clampPercent(u.codeWidth + step) }));
  };

  if (!wide) {
    return (
      <div className="relative min-h-0 flex-1">
        <div className={view === 'code' ? 'absolute inset-0' : 'hidden'}>{code}</div>
        <div className={view === 'preview' ? 'absolute inset-0' : 'invisible absolute inset-0'}>{preview}</div>
      </div>
    );
  }

  const codeWidth = ui.editorOpen ? `max(${MIN_PANE_PX}px, ${ui.codeWidth}%)` : '0px';
  return (
    <div ref={containerRef} className={`relative flex min-h-0 flex-1 ${dragging ? 'cursor-col-resize select-none' : ''}`}>
      <div style={{ width: codeWidth }} className={`min-h-0 shrink-0 overflow-hidden ${ui.editorOpen ? '' : 'hidden'}`}>
        {code}
      </div>
      {ui.editorOpen ? (
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('generator.view.resize')}
          aria-valuenow={Math.round(ui.codeWidth)}
          aria-valuemin={0}
          aria-valuemax={100}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => setDragging(false)}
          onPointerCancel={() => setDragging(false)}
          onDoubleClick={() => setUi((u) => ({ ...u, codeWidth: 40 }))}
          onKeyDown={onKeyDown}
          className="group relative z-10 w-1.5 shrink-0 cursor-col-resize bg-zinc-200 transition-colors hover:bg-indigo-400 focus-visible:bg-indigo-500 focus-visible:outline-none"
        >
          <span className="absolute top-1/2 left-1/2 h-8 w-1 -translate-x-1/2 -translate-y-1/2 rounded-full bg-zinc-400 group-hover:bg-white" />
        </div>
      ) : null}
      <div className="min-h-0 min-w-[100px] flex-1">{preview}</div>
      {/* Iframes swallow pointer events; a shield keeps the drag alive over the preview. */}
      {dragging ? <div className="absolute inset-0 z-20 cursor-col-resize" /> : null}
    </div>
  );
}
