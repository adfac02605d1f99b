import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { StatusCard } from '../../components/status-card';
import { errorText } from '../../lib/error-text';

export function AuthErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const message = errorText(params.get('code'), params.get('message')?.trim() ?? '');

  return (
    <StatusCard
      tone="danger"
      icon={<ShieldAlert aria-hidden="true" className="size-6" />}
      title={t('auth.errorTitle')}
      actions={
        <>
          <Link to="/" className={buttonClass('primary')}>
            {t('common.goHome')}
          </Link>
          {/* Retry login is shown but not wired to anything yet. */}
          <button type="button" className={buttonClass('secondary')}>
            {t('auth.retryLogin')}
          </button>
        </>
      }
    >
      <p role="alert">{message || t('auth.unknownError')}</p>
    </StatusCard>
  );
}
