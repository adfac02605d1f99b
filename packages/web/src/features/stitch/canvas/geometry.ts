import type { DeviceType } from '@cui/shared';

/** Native size of a screen's frame: screens are rendered once at this size and scaled. */
export const FRAME_SIZE: Record<DeviceType, { width: number; height: number }> = {
  mobile: { width: 390, height: 844 },
  web: { width: 1360, height: 768 },
};
export const FRAME_MARGIN = 24;
export const FIT_MIN = 0.1;
export const FIT_MAX = 1;
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.1;
export const WHEEL_FACTOR = 0.001;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Zoom levels are kept to one decimal so the buttons land on 10 % steps. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The scale that fits a frame in a box with the margin on every side. */
export function fitScale(device: DeviceType, box: { width: number; height: number }): number {
  const { width, height } = FRAME_SIZE[device];
  if (box.width <= 0 || box.height <= 0) return FIT_MIN;
  const scale = Math.min((box.width - 2 * FRAME_MARGIN) / width, (box.height - 2 * FRAME_MARGIN) / height);
  return clamp(scale, FIT_MIN, FIT_MAX);
}

export function clampZoom(zoom: number): number {
  return round(clamp(zoom, ZOOM_MIN, ZOOM_MAX));
}

/** A wheel turn: up zooms in, down zooms out, proportionally to the scroll distance. */
export function wheelZoom(zoom: number, deltaY: number): number {
  return clampZoom(zoom - deltaY * WHEEL_FACTOR);
}

export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clampZoom(Math.round((zoom + direction * ZOOM_STEP) * 10) / 10);
}

export interface CanvasView {
  x: number;
  y: number;
  zoom: number;
}
export const INITIAL_VIEW: CanvasView = { x: 0, y: 0, zoom: 1 };

/** Zooms keeping the stage point under `at` (relative to the canvas box) where it was. */
export function zoomAt(view: CanvasView, zoom: number, at: { x: number; y: number }): CanvasView {
  const next = clampZoom(zoom);
  const ratio = next / view.zoom;
  return { zoom: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}
