import { PAID_TIERS, PLANS, type SubscriptionTier, type SubscriptionTiers, type UserMe } from '@cui/shared';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { formatAmount, type useCheckout } from '../../billing';
import { CheckoutErrorBanner, FeatureList, TabHeading } from './ui';

const POPULAR: SubscriptionTier = 'pro';

/** Paid plans that can actually be bought here: the server knows a price for them. */
export function purchasableTiers(tiers: SubscriptionTiers) {
  return PAID_TIERS.filter((id) => Boolean(tiers[id]?.paddle_price_id?.trim()));
}

export function AllPlansTab({ account, tiers, checkout }: { account: UserMe; tiers: SubscriptionTiers; checkout: ReturnType<typeof useCheckout> }) {
  const { t } = useTranslation();
  const userTier = account.subscription.tier;
  const onFree = userTier === 'free';
  const paid = purchasableTiers(tiers);
  return (
    <div>
      <TabHeading title={t('dashboard.plans.headline')} subtitle={t('dashboard.plans.subtitle')} />
      <div className="mb-6 flex flex-wrap gap-2 text-xs font-medium">
        <span data-testid="plans-credit-note" className="rounded-full bg-zinc-900 px-3 py-1 text-white">
          {t('dashboard.plans.oneCredit')}
        </span>
        <span className="rounded-full bg-white px-3 py-1 text-zinc-700 ring-1 ring-zinc-200 ring-inset">
          {t('dashboard.plans.unlockAll')} · {t('dashboard.plans.equalAccess')}
        </span>
      </div>
      <CheckoutErrorBanner message={checkout.error} onDismiss={checkout.clearError} />

      <section
        data-testid="free-plan-banner"
        data-active={onFree}
        className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200"
      >
        <div>
          <p className="text-base font-semibold text-zinc-900">{t('plans.free')}</p>
          <p className="text-sm text-zinc-500">
            {t('dashboard.creditsPerMonthCount', { count: PLANS.free.credits_per_month })} · {t('dashboard.plans.freeForever', { price: formatAmount(0) })}
          </p>
        </div>
        {onFree ? (
          <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset">
            {t('dashboard.status.active')}
          </span>
        ) : null}
      </section>

      {paid.length === 0 ? (
        <p data-testid="plans-unavailable" className="rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-500 ring-1 ring-zinc-200 ring-inset">
          {t('dashboard.plans.noPaidPlans')}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {paid.map((id) => {
            const tier = tiers[id];
            const current = id === userTier;
            const processing = checkout.pendingTier === id;
            return (
              <article
                key={id}
                data-testid={`plan-card-${id}`}
                data-current={current}
                className={`relative flex flex-col overflow-hidden rounded-2xl bg-white p-6 shadow-xs ring-1 ${current ? 'ring-2 ring-emerald-500' : id === POPULAR ? 'ring-zinc-900' : 'ring-zinc-200'}`}
              >
                {current ? (
                  <span data-testid={`plan-active-${id}`} className="absolute top-3 -right-9 w-32 rotate-45 bg-emerald-500 py-1 text-center text-[10px] font-bold tracking-wider text-white uppercase">
                    {t('dashboard.status.active')}
                  </span>
                ) : null}
                <div className="flex items-center gap-2">
                  <h3 className="text-lg font-semibold text-zinc-900">{t(`plans.${id}`)}</h3>
                  {id === POPULAR ? (
                    <span data-testid={`plan-popular-${id}`} className="inline-flex items-center gap-1 rounded-full bg-zinc-900 px-2 py-0.5 text-[10px] font-bold tracking-wider text-white uppercase">
                      <Sparkles aria-hidden="true" className="size-3" />
                      {t('dashboard.plans.popular')}
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-zinc-500">{t(`dashboard.plans.taglines.${id}`)}</p>
                <p className="mt-5 flex items-baseline gap-1">
                  <span data-testid={`plan-price-${id}`} className="text-3xl font-semibold text-zinc-900 tabular-nums">
                    {formatAmount(tier.price)}
                  </span>
                  <span className="text-sm text-zinc-500">{t('dashboard.plans.month')}</span>
                </p>
                <p data-testid={`plan-credits-${id}`} className="mt-1 text-sm font-medium text-zinc-700">
                  {t('dashboard.creditsPerMonthCount', { count: tier.credits_per_month })}
                </p>
                <FeatureList features={tier.features} creditsPerMonth={tier.credits_per_month} className="flex-1" />
                <button
                  type="button"
                  data-testid={`plan-upgrade-${id}`}
                  disabled={current || checkout.pendingTier !== null}
                  className={buttonClass(current ? 'secondary' : 'primary', 'md', 'mt-6 w-full')}
                  onClick={() => void checkout.start(id)}
                >
                  {current ? t('dashboard.plans.current') : processing ? t('dashboard.plans.processing') : t('dashboard.plans.upgrade')}
                </button>
              </article>
            );
          })}
        </div>
      )}
    </div>
  );
}
