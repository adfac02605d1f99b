/** A date for people, in `locale` (e.g. "Nov 26, 2026"); an unparseable value is shown as it came. */
export function formatDate(value: string | null | undefined, locale?: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
