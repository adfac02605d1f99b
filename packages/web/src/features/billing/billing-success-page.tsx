import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { StatusCard } from '../../components/status-card';

export function BillingSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');

  useEffect(() => {
    // The checkout session id is only logged; the payment provider's webhook updates the subscription.
    if (sessionId) console.info('Checkout session completed:', sessionId);
  }, [sessionId]);

  return (
    <StatusCard
      tone="success"
      icon={<CheckCircle2 aria-hidden="true" className="size-6" />}
      title={t('billing.successTitle')}
      actions={
        <Link to="/dashboard" className={buttonClass('primary')}>
          {t('billing.goToDashboard')}
        </Link>
      }
    >
      {t('billing.successText')}
    </StatusCard>
  );
}
