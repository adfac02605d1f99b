import type { SubscriptionTiers, UserMe } from '@cui/shared';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { EditProfileForm } from '../../account';
import { AccessTokens } from '../../tokens';

import { currentPlan } from './plan-info';
import { Card, Field, StatusBadge, TabHeading } from './ui';
import { formatDate } from '../../../lib/format-date';

type Explained = 'password' | 'twoFactor';

export function ProfileTab({ token, account, tiers, onChanged }: { token: string; account: UserMe; tiers: SubscriptionTiers; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const plan = currentPlan(account, tiers);
  const [explained, setExplained] = useState<Explained | null>(null);
  return (
    <div>
      <TabHeading title={t('dashboard.tabs.profile')} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="lg:col-span-2" title={t('account.editProfile')} testId="edit-profile-card">
          <EditProfileForm token={token} account={account} onChanged={onChanged} />
        </Card>
        <Card title={t('dashboard.profile.account')}>
          <div className="flex flex-col gap-4">
            <label className="block text-sm">
              <span className="mb-1 block text-xs font-medium text-zinc-500">{t('dashboard.profile.username')}</span>
              <input data-testid="profile-username" className={inputClass} value={account.username} readOnly />
            </label>
            <label className="block text-sm">
              <span className="mb-1 block text-xs font-medium text-zinc-500">{t('dashboard.email')}</span>
              <input data-testid="profile-email" className={inputClass} value={account.email} readOnly />
            </label>
          </div>
        </Card>
        <Card title={t('dashboard.profile.planPanel')}>
          <dl className="grid grid-cols-2 gap-4">
            <Field label={t('dashboard.plan')} value={t(`plans.${plan.tier}`)} />
            <Field label={t('dashboard.status.label')} value={<StatusBadge active={plan.active} />} />
            <Field label={t('dashboard.creditsPerMonth')} value={plan.creditsPerMonth} />
            <Field label={t('dashboard.expires')} value={formatDate(plan.periodEnd, i18n.language) ?? t('dashboard.never')} />
          </dl>
        </Card>
        <Card className="lg:col-span-2" title={t('tokens.title')} testId="access-tokens-card">
          <AccessTokens token={token} />
        </Card>
        <Card className="lg:col-span-2" title={t('dashboard.profile.security')}>
          <div className="flex flex-wrap gap-2">
            <button type="button" data-testid="profile-change-password" className={buttonClass('secondary')} onClick={() => setExplained('password')}>
              <KeyRound aria-hidden="true" className="size-4" />
              {t('dashboard.profile.changePassword')}
            </button>
            <button type="button" data-testid="profile-two-factor" className={buttonClass('secondary')} onClick={() => setExplained('twoFactor')}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('dashboard.profile.twoFactor')}
            </button>
          </div>
        </Card>
      </div>
      <Modal
        open={explained !== null}
        onClose={() => setExplained(null)}
        testId="passwordless-dialog"
        title={explained === 'twoFactor' ? t('dashboard.profile.twoFactorTitle') : t('dashboard.profile.passwordTitle')}
        size="sm"
      >
        <p className="text-sm text-zinc-600">{explained === 'twoFactor' ? t('dashboard.profile.twoFactorText') : t('dashboard.profile.passwordText')}</p>
        <p className="mt-3 text-sm text-zinc-600">{t('dashboard.profile.passwordlessHint', { email: account.email })}</p>
        <div className="mt-5 flex justify-end">
          <button type="button" className={buttonClass('primary')} onClick={() => setExplained(null)}>
            {t('dashboard.profile.gotIt')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
