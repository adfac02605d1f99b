import type { DeviceType } from '@cui/shared';

/** Native size of a screen's frame: screens are rendered once at this size and scaled. */
export const FRAME_SIZE: Record<DeviceType, { width: number; height: number }> = {
  mobile: { width: 390, height: 844 },
  web: { width: 1360, height: 768 },
};
export const FRAME_MARGIN = 24;
export const FIT_MIN = 0.1;
export const FIT_MAX = 1;

/*
 * The canvas: screens lie side by side at their native size on a stage; one view (an offset and a
 * zoom, 1 = a screen's real pixels) maps stage points to the canvas box: screen = stage × zoom + offset.
 */
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 3;
/** Stage pixels between two screens. */
export const SCREEN_GAP = 48;
/** Box pixels kept clear around the screens when fitting. */
export const CANVAS_MARGIN = 24;
/** Box pixels above each screen for its name, which is drawn at a constant size whatever the zoom. */
export const LABEL_BAND = 28;
/** A mouse notch (about 100 px of deltaY) zooms by about 14 %: several notches make a smooth ramp. */
export const WHEEL_RATE = 0.0015;
/** Trackpad pinches arrive as ctrl+wheel with small deltas, so they need a larger rate to feel direct. */
export const PINCH_WHEEL_RATE = 0.01;
/** A fast flick can report hundreds of pixels in one event; capping it keeps each event a small step. */
export const MAX_WHEEL_DELTA = 120;
/** The zoom buttons and + / − keys. */
export const STEP_FACTOR = 1.25;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface Rect extends Point, Size {}
export interface CanvasView {
  x: number;
  y: number;
  zoom: number;
}
export interface ZoomRange {
  min: number;
  max: number;
}
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}
export const DEFAULT_RANGE: ZoomRange = { min: ZOOM_MIN, max: ZOOM_MAX };
/** Box pixels at the bottom taken by the zoom controls (40 px tall, 16 px from the edge) and a gap. */
export const CONTROLS_BAND = 64;
export const FIT_MARGINS: Margins = { top: CANVAS_MARGIN + LABEL_BAND, right: CANVAS_MARGIN, bottom: CONTROLS_BAND, left: CANVAS_MARGIN };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The scale that fits a frame in a box with the margin on every side. */
export function fitScale(device: DeviceType, box: { width: number; height: number }): number {
  const { width, height } = FRAME_SIZE[device];
  if (box.width <= 0 || box.height <= 0) return FIT_MIN;
  const scale = Math.min((box.width - 2 * FRAME_MARGIN) / width, (box.height - 2 * FRAME_MARGIN) / height);
  return clamp(scale, FIT_MIN, FIT_MAX);
}

/** Where each screen lies on the stage: rows of `columns`, in the project's order (one row by default). */
export function layoutScreens(count: number, device: DeviceType, columns = count, rowGap = SCREEN_GAP): Rect[] {
  const { width, height } = FRAME_SIZE[device];
  const across = Math.max(1, columns);
  return Array.from({ length: count }, (_, i) => ({ x: (i % across) * (width + SCREEN_GAP), y: Math.floor(i / across) * (height + rowGap), width, height }));
}

/**
 * The screens arranged to be as large as the box allows, and the view that fits them: one row on a
 * wide box, a grid on a narrow one (five phone screens on a phone show 70 % larger as 3 + 2 than in a
 * row). Rows are spaced so each row's names (LABEL_BAND box pixels) clear the row above at the fit.
 * Ties go to fewer rows. An unmeasured box gets one row.
 */
export function arrangeScreens(count: number, device: DeviceType, box: Size, margins: Margins = FIT_MARGINS): { rects: Rect[]; view: CanvasView } {
  const { width, height } = FRAME_SIZE[device];
  const room = { width: box.width - margins.left - margins.right, height: box.height - margins.top - margins.bottom };
  let best = { columns: count, zoom: 0 };
  if (count > 0 && room.width > 0 && room.height > 0) {
    for (let columns = count; columns >= 1; columns--) {
      const rows = Math.ceil(count / columns);
      const labels = (rows - 1) * LABEL_BAND;
      if (labels >= room.height) continue;
      const zoom = Math.min(FIT_MAX, room.width / (columns * width + (columns - 1) * SCREEN_GAP), (room.height - labels) / (rows * height + (rows - 1) * SCREEN_GAP));
      if (zoom > best.zoom * 1.001) best = { columns, zoom };
    }
  }
  const rowGap = best.zoom > 0 ? SCREEN_GAP + LABEL_BAND / best.zoom : SCREEN_GAP;
  const rects = layoutScreens(count, device, best.columns, rowGap);
  return { rects, view: fitView(rects, box, margins) };
}

export function boundsOf(rects: readonly Rect[]): Rect {
  if (rects.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The view that shows every rect inside the box, clear of the margins, centred. It never enlarges past
 * real size (one small screen stays crisp), and may go below ZOOM_MIN: showing everything comes first.
 */
export function fitView(rects: readonly Rect[], box: Size, margins: Margins = FIT_MARGINS): CanvasView {
  const content = boundsOf(rects);
  // Not measured yet (the first render, or a hidden panel): real size, rather than a fit to nothing.
  if (box.width <= 0 || box.height <= 0) return { x: margins.left - content.x, y: margins.top - content.y, zoom: 1 };
  const room = { width: Math.max(1, box.width - margins.left - margins.right), height: Math.max(1, box.height - margins.top - margins.bottom) };
  if (content.width <= 0 || content.height <= 0) return { x: margins.left, y: margins.top, zoom: 1 };
  const zoom = Math.min(FIT_MAX, room.width / content.width, room.height / content.height);
  return {
    zoom,
    x: margins.left + (room.width - content.width * zoom) / 2 - content.x * zoom,
    y: margins.top + (room.height - content.height * zoom) / 2 - content.y * zoom,
  };
}

/** The user's zoom range; it always reaches down to the fit, so zooming out can show every screen. */
export function zoomRange(fitZoom: number): ZoomRange {
  return { min: Math.min(ZOOM_MIN, fitZoom), max: ZOOM_MAX };
}

export function clampZoom(zoom: number, range: ZoomRange = DEFAULT_RANGE): number {
  return clamp(zoom, range.min, range.max);
}

/** Zooms keeping the stage point under `at` (relative to the canvas box) where it was. */
export function zoomAt(view: CanvasView, zoom: number, at: Point, range: ZoomRange = DEFAULT_RANGE): CanvasView {
  const next = clampZoom(zoom, range);
  const ratio = next / view.zoom;
  return { zoom: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/** A wheel event's vertical distance in pixels, whichever unit the device reported it in. */
export function wheelPixels(deltaY: number, deltaMode: number, pageHeight: number): number {
  if (deltaMode === 1) return deltaY * 16;
  if (deltaMode === 2) return deltaY * pageHeight;
  return deltaY;
}

/**
 * A wheel turn or trackpad pinch (ctrl+wheel): a multiplicative step proportional to the distance, so
 * equal turns make equal ratios at any zoom; down or pinch-in zooms out. Unclamped: zoomAt clamps.
 */
export function wheelZoom(zoom: number, deltaY: number, pinch = false): number {
  const distance = clamp(deltaY, -MAX_WHEEL_DELTA, MAX_WHEEL_DELTA);
  return zoom * Math.exp(-distance * (pinch ? PINCH_WHEEL_RATE : WHEEL_RATE));
}

export function stepZoom(zoom: number, direction: 1 | -1): number {
  return zoom * STEP_FACTOR ** direction;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two fingers that moved from `from` to `to` since the gesture began on `start`: the zoom follows the
 * spread, and the stage point that was under their midpoint follows the midpoint (a pinch that also pans).
 */
export function pinchView(start: CanvasView, from: readonly [Point, Point], to: readonly [Point, Point], range: ZoomRange = DEFAULT_RANGE): CanvasView {
  const spread = distance(from[0], from[1]);
  const zoom = clampZoom(spread > 0 ? (start.zoom * distance(to[0], to[1])) / spread : start.zoom, range);
  const a = midpoint(from[0], from[1]);
  const b = midpoint(to[0], to[1]);
  const stage = { x: (a.x - start.x) / start.zoom, y: (a.y - start.y) / start.zoom };
  return { zoom, x: b.x - stage.x * zoom, y: b.y - stage.y * zoom };
}

/** A stage rect as it lies in the canvas box. */
export function toBox(view: CanvasView, rect: Rect): Rect {
  return { x: rect.x * view.zoom + view.x, y: rect.y * view.zoom + view.y, width: rect.width * view.zoom, height: rect.height * view.zoom };
}
