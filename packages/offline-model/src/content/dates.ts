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

/**
 * The first day of an event lasting `days` more days. When the event's name carries a year
 * ("NodeConf Lisbon 2026") every date is in that year: the usual day about four months ahead if it
 * is; else the first such weekday two weeks ahead while that year still has room; else (a year
 * already past, or one further off) the usual day of the year, moved into the named year.
 */
export function eventStart(today: string, weekday: number, days: number, year?: number): Date {
  const usual = upcoming(today, weekday);
  if (year === undefined || (usual.getUTCFullYear() === year && addDays(usual, days).getUTCFullYear() === year)) return usual;
  if (year <= usual.getUTCFullYear()) {
    const soon = upcoming(today, weekday, 14);
    if (soon.getUTCFullYear() === year && addDays(soon, days).getUTCFullYear() === year) return soon;
  }
  const moved = new Date(Date.UTC(year, usual.getUTCMonth(), Math.min(usual.getUTCDate(), 28), 12));
  while (moved.getUTCDay() !== weekday) moved.setUTCDate(moved.getUTCDate() + 1);
  while (addDays(moved, days).getUTCFullYear() > year) moved.setUTCDate(moved.getUTCDate() - 7);
  return moved;
}

/** The year an event's name carries ("JSConf 2026" → 2026), the last if several. */
export function yearInName(name: string): number | undefined {
  const years = [...name.matchAll(/(?:^|\D)(20\d{2})(?!\d)/g)].map((m) => Number(m[1]));
  return years.at(-1);
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

const SHORT = MONTHS.map((m) => m.slice(0, 3));

/** The day (YYYY-MM-DD, UTC) a clock reads. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** "Mar 12, 2026". */
export function shortDate(d: Date): string {
  return `${SHORT[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/**
 * The copy's sample dates ("Mar 12, 2025" on a post, an order) only say how far apart things are:
 * they were written as if the page were made on this day, and are moved to the same distance
 * before the real day, so a new page never shows last year's news.
 */
const WRITTEN_ON = Date.UTC(2025, 2, 15);

/** A sample date moved to the same distance before `today`; text that is no such date is kept. */
export function recentDate(sample: string, today: string): string {
  const d = readShort(sample);
  if (!d) return sample;
  const daysBefore = Math.round((WRITTEN_ON - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())) / 86_400_000);
  return shortDate(addDays(new Date(`${today}T12:00:00Z`), -Math.max(0, daysBefore)));
}

/** "Mar 12, 2026" read back (null for other text). */
function readShort(s: string): Date | null {
  const m = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(s);
  const month = m ? SHORT.indexOf(m[1]) : -1;
  return m && month >= 0 ? new Date(Date.UTC(Number(m[3]), month, Number(m[2]), 12)) : null;
}

/** "Mar 12, 2026" as a Chinese date ("2026 年 3 月 12 日"), or as "2026-03-12" for a table. */
export function zhDate(s: string, numeric = false): string {
  const d = readShort(s);
  if (!d) return s;
  return numeric ? d.toISOString().slice(0, 10) : `${d.getUTCFullYear()} 年 ${d.getUTCMonth() + 1} 月 ${d.getUTCDate()} 日`;
}
