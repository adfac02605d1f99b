import { clampZoom, fitScale, stepZoom, wheelZoom, zoomAt } from '../src/features/stitch/canvas/geometry';
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

describe('canvas zoom', () => {
  it('is clamped to 0.1–3', () => {
    expect(clampZoom(5)).toBe(3);
    expect(clampZoom(0.01)).toBe(0.1);
  });

  it('turns the wheel by 0.001 per pixel: down zooms out, up zooms in', () => {
    expect(wheelZoom(1, 100)).toBeCloseTo(0.9);
    expect(wheelZoom(1, -250)).toBeCloseTo(1.25);
    expect(wheelZoom(2.9, -1000)).toBe(3);
  });

  it('steps by 0.1 within the clamp', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(0.1, -1)).toBe(0.1);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(1.25, -1)).toBe(1.2);
  });

  it('keeps the point under the cursor in place', () => {
    const next = zoomAt({ x: 10, y: 20, zoom: 1 }, 2, { x: 110, y: 120 });
    expect(next).toEqual({ zoom: 2, x: -90, y: -80 });
  });
});
