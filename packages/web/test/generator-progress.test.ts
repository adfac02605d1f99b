import { nextProgress, PROGRESS_CAP } from '../src/features/generation/progress';

describe('nextProgress', () => {
  it('moves a tenth of the remaining gap to 95', () => {
    expect(nextProgress(0)).toBe(9.5);
    expect(nextProgress(9.5)).toBeCloseTo(18.05, 2);
    expect(nextProgress(50)).toBe(54.5);
  });

  it('never passes the cap, however many steps', () => {
    let p = 0;
    for (let i = 0; i < 500; i++) {
      const next = nextProgress(p);
      expect(next).toBeGreaterThanOrEqual(p);
      p = next;
    }
    expect(p).toBeLessThanOrEqual(PROGRESS_CAP);
    expect(p).toBeGreaterThan(94);
    expect(nextProgress(100)).toBe(PROGRESS_CAP);
  });

  it('treats garbage as a fresh start', () => {
    expect(nextProgress(Number.NaN)).toBe(0);
    expect(nextProgress(-5)).toBe(0);
  });
});
