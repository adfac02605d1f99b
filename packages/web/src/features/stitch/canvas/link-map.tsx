import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenEdge } from '../prototype/screen-graph';
import { boundsOf, type Rect } from './geometry';
import { linkArrows } from './link-arrows';

interface LinkMapProps {
  rects: Rect[];
  edges: ScreenEdge[];
  names: string[];
  zoom: number;
}

/** Box pixels of a line and an arrowhead, whatever the zoom. */
const STROKE = 2.5;
const HEAD = 14;

/** Arrows from each screen to the screens it links to, drawn on the canvas's stage above the screens. */
export const LinkMap = memo(function LinkMap({ rects, edges, names, zoom }: LinkMapProps) {
  const { t } = useTranslation();
  const arrows = useMemo(() => linkArrows(rects, edges, zoom, HEAD), [edges, rects, zoom]);
  const bounds = boundsOf(rects);
  return (
    <svg
      data-testid="link-map"
      role="img"
      aria-label={t('stitch.linkMap.label', { count: arrows.length })}
      className="pointer-events-none absolute top-0 left-0 z-20 overflow-visible"
      width={bounds.x + bounds.width}
      height={bounds.y + bounds.height}
    >
      {arrows.map((arrow) => (
        <g key={`${arrow.from}-${arrow.to}`} data-testid="link-arrow" data-from={names[arrow.from]} data-to={names[arrow.to]} className="text-indigo-500">
          <title>{t('stitch.linkMap.arrow', { from: names[arrow.from], to: names[arrow.to] })}</title>
          <path d={arrow.path} fill="none" stroke="currentColor" strokeWidth={STROKE / zoom} strokeLinecap="round" />
          <polygon points={arrow.head.map((p) => `${p.x},${p.y}`).join(' ')} fill="currentColor" />
        </g>
      ))}
    </svg>
  );
});
