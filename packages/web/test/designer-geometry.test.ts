import fc from 'fast-check';
import {
  arrangeScreens,
  type CanvasView,
  LABEL_BAND,
  clampZoom,
  FIT_MARGINS,
  fitScale,
  fitView,
  layoutScreens,
  pinchView,
  type Rect,
  stepZoom,
  toBox,
  wheelPixels,
  wheelZoom,
  zoomAt,
  zoomRange,
  ZOOM_MAX,
  ZOOM_MIN,
} from '../src/features/stitch/canvas/geometry';
import { firstName, greetingKey } from '../src/features/stitch/start/greeting';

describe('greeting by hour', () => {
  it.each([
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [20, 'evening'],
    [21, 'night'],
    [0, 'night'],
  ])('%i h is %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });

  it('uses the first name, else User', () => {
    expect(firstName('Ada Lovelace')).toBe('Ada');
    expect(firstName('  ')).toBe('User');
    expect(firstName(null)).toBe('User');
  });
});

describe('frame fit', () => {
  it('fits a mobile frame with a 24 px margin on every side', () => {
    expect(fitScale('mobile', { width: 1000, height: 844 / 2 + 48 })).toBeCloseTo(0.5);
    expect(fitScale('web', { width: 1360 / 4 + 48, height: 2000 })).toBeCloseTo(0.25);
  });

  it('never enlarges past 1 nor shrinks below 0.1', () => {
    expect(fitScale('mobile', { width: 5000, height: 5000 })).toBe(1);
    expect(fitScale('web', { width: 60, height: 60 })).toBe(0.1);
  });
});

// Property runs print their seed; replay a failure with CANVAS_SEED=<seed>.
const seed = process.env.CANVAS_SEED ? Number(process.env.CANVAS_SEED) : Math.floor(Math.random() * 2 ** 31);
console.log(`canvas geometry seed=${seed} (replay: CANVAS_SEED=${seed} npx jest test/designer-geometry.test.ts)`);

/** Where a box point lies on the stage under a view. */
const toStage = (view: CanvasView, at: { x: number; y: number }) => ({ x: (at.x - view.x) / view.zoom, y: (at.y - view.y) / view.zoom });

describe('canvas zoom', () => {
  it('is clamped to 0.1–3, and the range reaches down to the fit when that is smaller', () => {
    expect(clampZoom(5)).toBe(3);
    expect(clampZoom(0.01)).toBe(0.1);
    expect(zoomRange(0.5)).toEqual({ min: ZOOM_MIN, max: ZOOM_MAX });
    expect(zoomRange(0.04)).toEqual({ min: 0.04, max: ZOOM_MAX });
    expect(clampZoom(0.01, zoomRange(0.04))).toBe(0.04);
  });

  it('zooms by a ratio proportional to the wheel distance: four notches are a gentle ramp, not 100 % to 20 %', () => {
    let zoom = 1;
    const seen = [];
    for (let notch = 0; notch < 4; notch++) {
      const next = wheelZoom(zoom, 100);
      expect(next / zoom).toBeGreaterThan(0.8);
      expect(next / zoom).toBeLessThan(0.95);
      seen.push((zoom = next));
    }
    expect(zoom).toBeGreaterThan(0.5);
    // Equal turns make equal ratios at any zoom, and a turn back undoes a turn.
    expect(wheelZoom(0.2, 100) / 0.2).toBeCloseTo(wheelZoom(2, 100) / 2);
    expect(wheelZoom(wheelZoom(0.7, 100), -100)).toBeCloseTo(0.7);
    // A flick reported as one huge event is still one small step.
    expect(wheelZoom(1, 5000)).toBeCloseTo(wheelZoom(1, 120));
  });

  it('reads a trackpad pinch (ctrl+wheel, small deltas) with a stronger rate', () => {
    expect(wheelZoom(1, -10, true)).toBeGreaterThan(1.08);
    expect(wheelZoom(1, -10, false)).toBeLessThan(1.02);
  });

  it('converts line and page wheel units to pixels', () => {
    expect(wheelPixels(3, 1, 800)).toBe(48);
    expect(wheelPixels(1, 2, 800)).toBe(800);
    expect(wheelPixels(53, 0, 800)).toBe(53);
  });

  it('steps the buttons by a quarter, either way', () => {
    expect(stepZoom(1, 1)).toBeCloseTo(1.25);
    expect(stepZoom(1, -1)).toBeCloseTo(0.8);
    expect(stepZoom(stepZoom(0.3, 1), -1)).toBeCloseTo(0.3);
  });

  it('keeps the point under the cursor in place', () => {
    const next = zoomAt({ x: 10, y: 20, zoom: 1 }, 2, { x: 110, y: 120 });
    expect(next).toEqual({ zoom: 2, x: -90, y: -80 });
  });

  it('keeps the stage point under the pointer there for any view, zoom and pointer, clamped or not', () => {
    fc.assert(
      fc.property(
        fc.record({ x: fc.double({ min: -5000, max: 5000, noNaN: true }), y: fc.double({ min: -5000, max: 5000, noNaN: true }), zoom: fc.double({ min: 0.05, max: 3, noNaN: true }) }),
        fc.record({ x: fc.double({ min: 0, max: 2000, noNaN: true }), y: fc.double({ min: 0, max: 2000, noNaN: true }) }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.boolean(),
        (view, at, deltaY, pinch) => {
          const range = zoomRange(0.05);
          const next = zoomAt(view, wheelZoom(view.zoom, deltaY, pinch), at, range);
          expect(next.zoom).toBeGreaterThanOrEqual(range.min);
          expect(next.zoom).toBeLessThanOrEqual(range.max);
          const before = toStage(view, at);
          const after = toStage(next, at);
          expect(after.x).toBeCloseTo(before.x, 6);
          expect(after.y).toBeCloseTo(before.y, 6);
        },
      ),
      { seed, numRuns: 500 },
    );
  });
});

describe('pinch', () => {
  it('follows the spread of two fingers and keeps the stage point between them under their midpoint', () => {
    const start = { x: 40, y: 60, zoom: 0.5 };
    const next = pinchView(start, [{ x: 100, y: 200 }, { x: 200, y: 200 }], [{ x: 50, y: 250 }, { x: 250, y: 250 }]);
    expect(next.zoom).toBeCloseTo(1);
    expect(toStage(next, { x: 150, y: 250 })).toEqual(toStage(start, { x: 150, y: 200 }));
  });

  it('pans with two fingers that move together, and stays within the range', () => {
    const start = { x: 0, y: 0, zoom: 1 };
    expect(pinchView(start, [{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 30, y: 40 }, { x: 130, y: 40 }])).toEqual({ x: 30, y: 40, zoom: 1 });
    expect(pinchView(start, [{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 0, y: 0 }, { x: 1000, y: 0 }]).zoom).toBe(ZOOM_MAX);
    expect(pinchView(start, [{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 0, y: 0 }, { x: 1, y: 0 }]).zoom).toBe(ZOOM_MIN);
  });

  it('keeps the midpoint anchored for any two-finger move', () => {
    const point = fc.record({ x: fc.double({ min: 0, max: 1000, noNaN: true }), y: fc.double({ min: 0, max: 1000, noNaN: true }) });
    fc.assert(
      fc.property(point, point, point, point, fc.double({ min: 0.1, max: 3, noNaN: true }), (a, b, c, d, zoom) => {
        fc.pre(Math.hypot(a.x - b.x, a.y - b.y) > 1);
        const start = { x: 10, y: -20, zoom };
        const next = pinchView(start, [a, b], [c, d]);
        const before = toStage(start, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
        const after = toStage(next, { x: (c.x + d.x) / 2, y: (c.y + d.y) / 2 });
        expect(after.x).toBeCloseTo(before.x, 6);
        expect(after.y).toBeCloseTo(before.y, 6);
      }),
      { seed, numRuns: 300 },
    );
  });
});

describe('fit to screen', () => {
  /** Every rect lies inside the box, clear of the margins (the top one leaves room for the names). */
  const allInside = (rects: Rect[], view: CanvasView, box: { width: number; height: number }) =>
    rects.every((rect) => {
      const shown = toBox(view, rect);
      const slack = 1e-6;
      return (
        shown.x >= FIT_MARGINS.left - slack &&
        shown.y >= FIT_MARGINS.top - slack &&
        shown.x + shown.width <= box.width - FIT_MARGINS.right + slack &&
        shown.y + shown.height <= box.height - FIT_MARGINS.bottom + slack
      );
    });

  it('shows five phone screens on a laptop canvas, centred, where 100 % showed two and a half', () => {
    const rects = layoutScreens(5, 'mobile');
    const box = { width: 960, height: 780 };
    const view = fitView(rects, box);
    expect(allInside(rects, view, box)).toBe(true);
    expect(allInside(rects, { x: 0, y: 0, zoom: 1 }, box)).toBe(false);
    expect(view.zoom).toBeCloseTo((960 - 48) / (5 * 390 + 4 * 48));
    const shown = toBox(view, { x: 0, y: 0, width: 5 * 390 + 4 * 48, height: 844 });
    expect(shown.x + shown.width / 2).toBeCloseTo(FIT_MARGINS.left + (960 - FIT_MARGINS.left - FIT_MARGINS.right) / 2);
  });

  it('shows real size at the margins while the box is not measured yet', () => {
    expect(fitView(layoutScreens(3, 'web'), { width: 0, height: 0 })).toEqual({ x: FIT_MARGINS.left, y: FIT_MARGINS.top, zoom: 1 });
  });

  it('never enlarges a single small screen past its real size', () => {
    const view = fitView(layoutScreens(1, 'mobile'), { width: 2560, height: 1400 });
    expect(view.zoom).toBe(1);
  });

  it('goes below the usual minimum when that is what showing every screen takes, and the range follows', () => {
    const rects = layoutScreens(6, 'web');
    const box = { width: 390, height: 700 };
    const view = fitView(rects, box);
    expect(view.zoom).toBeLessThan(ZOOM_MIN);
    expect(allInside(rects, view, box)).toBe(true);
    expect(zoomRange(view.zoom).min).toBe(view.zoom);
  });

  it('shows every screen of any layout in any box, touching the margins on one axis', () => {
    const rect = fc.record({
      x: fc.integer({ min: -3000, max: 3000 }),
      y: fc.integer({ min: -3000, max: 3000 }),
      width: fc.integer({ min: 20, max: 2000 }),
      height: fc.integer({ min: 20, max: 2000 }),
    });
    const layout = fc.oneof(
      fc.tuple(fc.integer({ min: 1, max: 12 }), fc.constantFrom('mobile' as const, 'web' as const)).map(([count, device]) => layoutScreens(count, device)),
      fc.array(rect, { minLength: 1, maxLength: 10 }),
    );
    const box = fc.record({ width: fc.integer({ min: 200, max: 3000 }), height: fc.integer({ min: 200, max: 2000 }) });
    fc.assert(
      fc.property(layout, box, (rects, size) => {
        const view = fitView(rects, size);
        expect(allInside(rects, view, size)).toBe(true);
        if (view.zoom < 1) {
          // Not smaller than it has to be: the content spans the room on one axis.
          const content = toBox(view, { x: Math.min(...rects.map((r) => r.x)), y: Math.min(...rects.map((r) => r.y)), width: 0, height: 0 });
          const right = Math.max(...rects.map((r) => r.x + r.width)) * view.zoom + view.x;
          const bottom = Math.max(...rects.map((r) => r.y + r.height)) * view.zoom + view.y;
          const spansWidth = Math.abs(right - content.x - (size.width - FIT_MARGINS.left - FIT_MARGINS.right)) < 1e-6;
          const spansHeight = Math.abs(bottom - content.y - (size.height - FIT_MARGINS.top - FIT_MARGINS.bottom)) < 1e-6;
          expect(spansWidth || spansHeight).toBe(true);
        }
      }),
      { seed, numRuns: 500 },
    );
  });
});

describe('arranging the screens', () => {
  it('keeps one row on a laptop canvas', () => {
    const { rects } = arrangeScreens(5, 'mobile', { width: 960, height: 780 });
    expect(rects.every((rect) => rect.y === 0)).toBe(true);
  });

  it('makes a grid on a phone, larger than a row would show', () => {
    const box = { width: 390, height: 620 };
    const { rects, view } = arrangeScreens(5, 'mobile', box);
    expect(new Set(rects.map((rect) => rect.y)).size).toBe(2);
    expect(view.zoom).toBeGreaterThan(1.6 * fitView(layoutScreens(5, 'mobile'), box).zoom);
    const web = arrangeScreens(5, 'web', box);
    expect(web.view.zoom).toBeGreaterThan(2 * fitView(layoutScreens(5, 'web'), box).zoom);
  });

  it('lays out one row until the box is measured', () => {
    expect(arrangeScreens(4, 'web', { width: 0, height: 0 }).rects.every((rect) => rect.y === 0)).toBe(true);
  });

  it('fits every screen of any count in any box, names clear of the row above, never smaller than one row', () => {
    const box = fc.record({ width: fc.integer({ min: 200, max: 3000 }), height: fc.integer({ min: 200, max: 2000 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.constantFrom('mobile' as const, 'web' as const), box, (count, device, size) => {
        const { rects, view } = arrangeScreens(count, device, size);
        expect(rects).toHaveLength(count);
        for (const rect of rects) {
          const shown = toBox(view, rect);
          expect(shown.x).toBeGreaterThanOrEqual(FIT_MARGINS.left - 1e-6);
          expect(shown.y).toBeGreaterThanOrEqual(FIT_MARGINS.top - 1e-6);
          expect(shown.x + shown.width).toBeLessThanOrEqual(size.width - FIT_MARGINS.right + 1e-6);
          expect(shown.y + shown.height).toBeLessThanOrEqual(size.height - FIT_MARGINS.bottom + 1e-6);
        }
        const tops = [...new Set(rects.map((rect) => rect.y))].sort((a, b) => a - b);
        for (let row = 1; row < tops.length; row++) {
          const above = toBox(view, rects.find((rect) => rect.y === tops[row - 1])!);
          const below = toBox(view, rects.find((rect) => rect.y === tops[row])!);
          expect(below.y - (above.y + above.height)).toBeGreaterThanOrEqual(LABEL_BAND - 1e-6);
        }
        expect(view.zoom).toBeGreaterThanOrEqual(fitView(layoutScreens(count, device), size).zoom - 1e-9);
      }),
      { seed, numRuns: 500 },
    );
  });
});
