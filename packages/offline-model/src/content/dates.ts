/**
 * Dates an upcoming event shows, counted from the day the page is made (injected, never read
 * here), so a page made today never announces a date that has passed.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The first `weekday` (0 = Sunday) at least `daysAhead` days after `today` (YYYY-MM-DD, UTC). */
export function upcoming(today: string, weekday: number, daysAhead = 120): Date {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

export function addDays(d: Date, days: number): Date {
  const out = new Date(d);
  out.setUTCDate(out.getUTCDate() + days);
  return out;
}

/** "Saturday, 14 June 2027". */
export function longDate(d: Date): string {
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "18–20 July 2027", or "30 July – 1 August 2027" across months. */
export function dateRange(from: Date, to: Date): string {
  if (from.getUTCMonth() === to.getUTCMonth()) return `${from.getUTCDate()}–${to.getUTCDate()} ${MONTHS[to.getUTCMonth()]} ${to.getUTCFullYear()}`;
  return `${from.getUTCDate()} ${MONTHS[from.getUTCMonth()]} – ${to.getUTCDate()} ${MONTHS[to.getUTCMonth()]} ${to.getUTCFullYear()}`;
}

/** "1 May". */
export function dayMonth(d: Date): string {
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}
