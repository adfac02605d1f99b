/** The progress bar creeps toward 95 % by a tenth of the remaining gap every 300 ms. */
export const PROGRESS_CAP = 95;
export const PROGRESS_STEP_MS = 300;
export const PROGRESS_RESET_MS = 600;

export function nextProgress(current: number): number {
  if (!Number.isFinite(current) || current < 0) return 0;
  if (current >= PROGRESS_CAP) return PROGRESS_CAP;
  const next = current + (PROGRESS_CAP - current) * 0.1;
  // Round so the bar's width settles instead of chasing ever-smaller fractions.
  return Math.min(PROGRESS_CAP, Math.round(next * 100) / 100);
}
