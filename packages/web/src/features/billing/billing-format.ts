import type { Transaction } from '@cui/shared';

// Prices and charges are in US dollars, written the US way in every UI language ($1,234.50).
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Amounts are dollars with two decimals; anything that is not a finite number is shown as given. */
export function formatAmount(amount: unknown): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? USD.format(amount) : String(amount);
}

export type StatusTone = 'green' | 'yellow' | 'red';

/** Completed reads as good, pending as waiting, and every other state (failed, refunded, …) as a problem. */
export function statusTone(status: string): StatusTone {
  const normalized = status.trim().toLowerCase();
  if (normalized === 'completed') return 'green';
  if (normalized === 'pending') return 'yellow';
  return 'red';
}

/** Whole percent of the allowance spent, within 0–100 (a grant can be spent past a lowered allowance). */
export function usagePercent(used: number, allowance: number): number {
  if (!(allowance > 0)) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((used / allowance) * 100)));
}


function csvField(value: string): string {
  // Quoted always; a leading formula character is defused so a spreadsheet shows text, not a formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const CSV_HEADER = ['Date', 'Amount', 'Currency', 'Description', 'Status', 'Type', 'ID'] as const;

/** Every transaction as CSV (RFC 4180, CRLF line ends), amounts as plain decimals for spreadsheets. */
export function transactionsToCsv(transactions: readonly Transaction[]): string {
  const rows = transactions.map((tx) =>
    [tx.date, tx.amount.toFixed(2), tx.currency ?? 'USD', tx.description, tx.status, tx.type, tx.id].map(csvField).join(','),
  );
  return [CSV_HEADER.map(csvField).join(','), ...rows].join('\r\n') + '\r\n';
}
