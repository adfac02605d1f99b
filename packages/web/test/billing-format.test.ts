import { PLANS, type SubscriptionTiers } from '@cui/shared';
import { CSV_HEADER, formatAmount, statusTone, transactionsToCsv, usagePercent } from '../src/features/billing/billing-format';
import { precheckCheckout } from '../src/features/billing/checkout-precheck';
import { initialTab } from '../src/features/dashboard/dashboard-tabs';

describe('amounts', () => {
  it('shows dollars with two decimals', () => {
    expect(formatAmount(9)).toBe('$9.00');
    expect(formatAmount(24.5)).toBe('$24.50');
    expect(formatAmount(0)).toBe('$0.00');
  });
  it('groups thousands and puts a minus before the sign', () => {
    expect(formatAmount(1234.5)).toBe('$1,234.50');
    expect(formatAmount(-5)).toBe('-$5.00');
  });
  it('shows anything that is not a number as given', () => {
    expect(formatAmount('free')).toBe('free');
    expect(formatAmount(Number.NaN)).toBe('NaN');
  });
});

describe('status colours', () => {
  it.each([
    ['completed', 'green'],
    ['Completed', 'green'],
    ['pending', 'yellow'],
    ['failed', 'red'],
    ['refunded', 'red'],
    ['', 'red'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('usage percent', () => {
  it('is the spent share of the allowance, rounded', () => {
    expect(usagePercent(0, 50)).toBe(0);
    expect(usagePercent(12, 50)).toBe(24);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(50, 50)).toBe(100);
  });
  it('stays within 0–100', () => {
    expect(usagePercent(80, 50)).toBe(100);
    expect(usagePercent(-3, 50)).toBe(0);
    expect(usagePercent(2, 0)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
  });
});

describe('transactions CSV', () => {
  it('has a header and one quoted row per transaction, newest first as given', () => {
    const csv = transactionsToCsv([
      { id: 'txn_2', date: '2026-11-02T10:00:00Z', amount: 24, currency: 'USD', description: 'Pro plan', status: 'completed', type: 'subscription' },
      { id: 'txn_1', date: '2026-10-02T10:00:00Z', amount: 9.5, description: 'Starter, "monthly"', status: 'pending', type: 'subscription' },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.map((h) => `"${h}"`).join(','));
    expect(lines[1]).toBe('"2026-11-02T10:00:00Z","24.00","USD","Pro plan","completed","subscription","txn_2"');
    expect(lines[2]).toBe('"2026-10-02T10:00:00Z","9.50","USD","Starter, ""monthly""","pending","subscription","txn_1"');
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });
  it('defuses spreadsheet formulas', () => {
    const csv = transactionsToCsv([{ id: 'x', date: 'd', amount: 1, description: '=HYPERLINK("evil")', status: 'completed', type: 'subscription' }]);
    expect(csv).toContain(`"'=HYPERLINK(""evil"")"`);
  });
  it('is only the header when there is nothing', () => {
    expect(transactionsToCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('dashboard tab from navigation state', () => {
  it('opens the named tab', () => {
    expect(initialTab({ tab: 'allplans' })).toBe('allplans');
    expect(initialTab({ tab: 'billing' })).toBe('billing');
  });
  it('falls back to the overview', () => {
    expect(initialTab(null)).toBe('overview');
    expect(initialTab({ tab: 'settings' })).toBe('overview');
    expect(initialTab({ tab: 3 })).toBe('overview');
    expect(initialTab('allplans')).toBe('overview');
  });
});

describe('checkout precheck', () => {
  const tiers = {
    free: { ...PLANS.free },
    starter: { ...PLANS.starter, paddle_price_id: 'pri_starter' },
    pro: { ...PLANS.pro, paddle_price_id: '  ' },
    studio: { ...PLANS.studio },
  } as SubscriptionTiers;

  it('needs the plans loaded', () => {
    expect(precheckCheckout(undefined, 'starter')).toEqual({ ok: false, reason: 'tiersLoading' });
  });
  it('needs a known plan', () => {
    expect(precheckCheckout(tiers, 'enterprise')).toEqual({ ok: false, reason: 'planUnavailable' });
  });
  it('asks no payment for the free plan', () => {
    expect(precheckCheckout(tiers, 'free')).toEqual({ ok: false, reason: 'freePlan' });
  });
  it('reports a paid plan without a price id as a set-up fault', () => {
    expect(precheckCheckout(tiers, 'studio')).toEqual({ ok: false, reason: 'priceMissing' });
    expect(precheckCheckout(tiers, 'pro')).toEqual({ ok: false, reason: 'priceMissing' });
  });
  it('gives the price id to pay', () => {
    expect(precheckCheckout(tiers, 'starter')).toEqual({ ok: true, priceId: 'pri_starter' });
  });
});
