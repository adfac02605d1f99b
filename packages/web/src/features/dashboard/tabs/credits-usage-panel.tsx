import type { CreditUsage } from '@cui/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { usagePercent } from '../../billing';
import { Card } from './ui';
import { formatDate } from '../../../lib/format-date';

/** The panel's element id: "View usage" leads here. */
export const CREDITS_USAGE_ID = 'credits-usage';

/** Credits spent this period, from the server's ledger. */
export function CreditsUsagePanel({ usage, action }: { usage: UseQueryResult<CreditUsage>; action: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t('dashboard.myPlan.usageTitle')} testId="credits-usage" id={CREDITS_USAGE_ID}>
      {usage.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-zinc-500">
          <Spinner />
          {t('common.loading')}
        </div>
      ) : usage.isError ? (
        <p data-testid="usage-error" className="text-sm text-zinc-500">
          {t('dashboard.myPlan.usageUnavailable')}
        </p>
      ) : (
        <UsageBody usage={usage.data} locale={i18n.language} />
      )}
      {action ? <div className="mt-5">{action}</div> : null}
    </Card>
  );
}

function UsageBody({ usage, locale }: { usage: CreditUsage; locale: string }) {
  const { t } = useTranslation();
  const percent = usagePercent(usage.used, usage.allowance);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span data-testid="usage-used" className="text-zinc-700">
          {t('dashboard.myPlan.used', { used: usage.used, count: usage.allowance })}
        </span>
        <span data-testid="usage-percent" className="font-medium text-zinc-900 tabular-nums">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        data-testid="usage-bar"
        aria-label={t('dashboard.myPlan.usageTitle')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-100"
      >
        <div className={`h-full rounded-full ${percent >= 90 ? 'bg-red-500' : 'bg-zinc-900'}`} style={{ width: `${percent}%` }} />
      </div>
      <p data-testid="usage-reset" className="mt-3 text-xs text-zinc-500">
        {t('dashboard.myPlan.resets', { date: formatDate(usage.period_end, locale) })}
      </p>
    </div>
  );
}
