import { LayoutTemplate } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { StatusCard } from '../../components/status-card';

/** Placeholder for the screen designer (/stitch and /stitch/create). */
export function StitchPage() {
  const { t } = useTranslation();
  return (
    <StatusCard
      icon={<LayoutTemplate aria-hidden="true" className="size-6" />}
      title={t('stitch.title')}
      actions={
        <Link to="/" className={buttonClass('secondary')}>
          {t('common.backToApp')}
        </Link>
      }
    >
      {t('stitch.subtitle')}
    </StatusCard>
  );
}
