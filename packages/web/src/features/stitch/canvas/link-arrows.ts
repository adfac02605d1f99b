import type { Point, Rect } from './geometry';

export interface LinkArrow {
  from: number;
  to: number;
  /** An SVG path in stage pixels, ending at the target's edge. */
  path: string;
  /** The arrowhead's three points, in stage pixels. */
  head: [Point, Point, Point];
}

/**
 * How far (box pixels, whatever the zoom) an arc between screens of one row rises above it or sinks
 * below it: more for screens further apart, so arcs from one screen do not overlap, up to LINK_BAND.
 */
const ARC_BASE = 36;
const ARC_STEP = 24;
/** Box pixels the link map needs above and below a row of screens; the canvas keeps them clear when fitting. */
export const LINK_BAND = 96;
/** Box pixels an arrow between rows swings aside, so it does not run along the screens' edges. */
const SWING = 40;

const fmt = (n: number) => Math.round(n * 10) / 10;

/**
 * Arrows between screens on the canvas, drawn as curves that stay clear of the screens they pass: in
 * one row a link to a screen on the right arcs over the row, one to the left under it (so a pair of
 * screens that link both ways shows two arrows, not one line); between rows it runs from the bottom of
 * the upper screen to the top of the lower one. `zoom` is the canvas's: the arcs' rise and the
 * arrowhead (`head` box pixels long) keep their size on screen at any zoom.
 */
export function linkArrows(rects: readonly Rect[], edges: readonly { from: number; to: number }[], zoom: number, head = 14): LinkArrow[] {
  const unit = 1 / zoom;
  const size = head * unit;
  return edges.flatMap(({ from, to }) => {
    const a = rects[from];
    const b = rects[to];
    if (!a || !b || from === to) return [];
    let start: Point;
    let end: Point;
    let control: Point;
    if (Math.abs(a.y - b.y) < 1) {
      const rightward = b.x > a.x;
      const y = rightward ? a.y : a.y + a.height;
      // Ends off the middle, so the arrows of a two-way pair leave and arrive at different points.
      start = { x: a.x + a.width * (rightward ? 0.6 : 0.4), y };
      end = { x: b.x + b.width * (rightward ? 0.4 : 0.6), y };
      // A quadratic curve peaks halfway to its control point.
      const rise = Math.min(LINK_BAND - 8, ARC_BASE + ARC_STEP * (Math.abs(to - from) - 1)) * unit * 2;
      control = { x: (start.x + end.x) / 2, y: rightward ? y - rise : y + rise };
    } else {
      const downward = b.y > a.y;
      start = { x: a.x + a.width / 2, y: downward ? a.y + a.height : a.y };
      end = { x: b.x + b.width / 2, y: downward ? b.y : b.y + b.height };
      control = { x: (start.x + end.x) / 2 + (downward ? 1 : -1) * SWING * unit, y: (start.y + end.y) / 2 };
    }
    // The head points along the curve's last stretch (control → end) and the line stops at its base.
    const dx = end.x - control.x;
    const dy = end.y - control.y;
    const length = Math.hypot(dx, dy) || 1;
    const ux = dx / length;
    const uy = dy / length;
    const base = { x: end.x - ux * size, y: end.y - uy * size };
    const half = size * 0.5;
    const head: [Point, Point, Point] = [
      { x: fmt(end.x), y: fmt(end.y) },
      { x: fmt(base.x - uy * half), y: fmt(base.y + ux * half) },
      { x: fmt(base.x + uy * half), y: fmt(base.y - ux * half) },
    ];
    const path = `M ${fmt(start.x)} ${fmt(start.y)} Q ${fmt(control.x)} ${fmt(control.y)} ${fmt(base.x)} ${fmt(base.y)}`;
    return [{ from, to, path, head }];
  });
}
