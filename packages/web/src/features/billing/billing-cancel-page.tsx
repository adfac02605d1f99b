import { XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { StatusCard } from '../../components/status-card';

export function BillingCancelPage() {
  const { t } = useTranslation();
  return (
    <StatusCard
      icon={<XCircle aria-hidden="true" className="size-6" />}
      title={t('billing.cancelTitle')}
      actions={
        <Link to="/dashboard" className={buttonClass('primary')}>
          {t('billing.goToDashboard')}
        </Link>
      }
    >
      {t('billing.cancelText')}
    </StatusCard>
  );
}
