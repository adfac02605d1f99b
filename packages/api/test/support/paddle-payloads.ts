/** Paddle Billing notification `data` objects, shaped as Paddle sends them (snake_case, amounts as strings in minor units). */

export interface Period {
  starts_at: string;
  ends_at: string;
}

/** A subscription's `data`; `addOns` are prices of other items, listed before the plan's (Paddle keeps no order). */
export function subscriptionData(o: { id: string; customerId: string; priceId: string; addOns?: string[]; status?: string; period: Period; userId?: string; cancelAt?: string }) {
  const at = o.period.starts_at;
  const item = (priceId: string) => ({
    status: 'active',
    quantity: 1,
    recurring: true,
    created_at: at,
    updated_at: at,
    previously_billed_at: at,
    next_billed_at: o.period.ends_at,
    trial_dates: null,
    price: {
      id: priceId,
      product_id: 'pro_01test',
      type: 'standard',
      name: 'Monthly',
      description: 'Monthly',
      tax_mode: 'account_setting',
      billing_cycle: { interval: 'month', frequency: 1 },
      trial_period: null,
      unit_price: { amount: '2400', currency_code: 'USD' },
      unit_price_overrides: [],
      quantity: { minimum: 1, maximum: 1 },
      status: 'active',
      custom_data: null,
      import_meta: null,
      created_at: at,
      updated_at: at,
    },
    product: { id: 'pro_01test', name: 'CUI', type: 'standard', tax_category: 'standard', description: null, image_url: null, custom_data: null, status: 'active', import_meta: null, created_at: at, updated_at: at },
  });
  return {
    id: o.id,
    status: o.status ?? 'active',
    customer_id: o.customerId,
    address_id: 'add_01test',
    business_id: null,
    currency_code: 'USD',
    created_at: at,
    updated_at: at,
    started_at: at,
    first_billed_at: at,
    next_billed_at: o.cancelAt ? null : o.period.ends_at,
    paused_at: null,
    canceled_at: o.status === 'canceled' ? (o.cancelAt ?? at) : null,
    discount: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period: o.status === 'canceled' ? null : o.period,
    billing_cycle: { interval: 'month', frequency: 1 },
    scheduled_change: o.cancelAt && o.status !== 'canceled' ? { action: 'cancel', effective_at: o.cancelAt, resume_at: null } : null,
    items: [...(o.addOns ?? []), o.priceId].map(item),
    custom_data: o.userId ? { user_id: o.userId, plan_id: 'pro' } : null,
    management_urls: { update_payment_method: null, cancel: 'https://sandbox-buyer-portal.paddle.com/cancel' },
    import_meta: null,
  };
}

export function transactionData(o: {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  priceId: string;
  /** Prices of other items, listed before the plan's. */
  addOns?: string[];
  total: string;
  period: Period | null;
  origin?: string;
  userId?: string;
}) {
  const at = o.period?.starts_at ?? '2026-11-21T12:00:00.000Z';
  return {
    id: o.id,
    status: 'completed',
    customer_id: o.customerId,
    address_id: 'add_01test',
    business_id: null,
    custom_data: o.userId ? { user_id: o.userId, plan_id: 'pro' } : null,
    currency_code: 'USD',
    origin: o.origin ?? 'web',
    subscription_id: o.subscriptionId,
    invoice_id: 'inv_01test',
    invoice_number: '123-10001',
    collection_mode: 'automatic',
    discount_id: null,
    billing_details: null,
    billing_period: o.period,
    items: [...(o.addOns ?? []), o.priceId].map((priceId) => ({ price_id: priceId, price: { id: priceId, description: 'Monthly' }, quantity: 1, proration: null })),
    details: {
      tax_rates_used: [],
      totals: { subtotal: o.total, discount: '0', tax: '0', total: o.total, credit: '0', balance: '0', grand_total: o.total, fee: null, earnings: null, currency_code: 'USD' },
      line_items: [],
    },
    payments: [{ amount: o.total, status: 'captured', created_at: at, captured_at: at, method_details: { type: 'card' } }],
    checkout: { url: null },
    created_at: at,
    updated_at: at,
    billed_at: at,
  };
}
