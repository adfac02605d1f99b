import { ArrowLeft, Coins, CreditCard, Mail, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../auth/use-auth';
import { planLabelKey } from './plan-label';

/** Account page; the full dashboard (plans, billing, tabs) replaces it later. */
export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tokenLoading, token, profile, profileLoading, displayName, displayEmail } = useAuth();

  if (tokenLoading) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center gap-2 py-24 text-sm text-zinc-500">
        <Spinner />
        {t('common.loading')}
      </div>
    );
  }
  if (!token) return <Navigate to="/" replace />;

  const name = profile?.name ?? displayName;
  const email = profile?.email ?? displayEmail;

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
      <button type="button" className={buttonClass('ghost', 'sm', '-ml-3')} onClick={() => navigate('/')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('common.backToApp')}
      </button>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl">
        {t('dashboard.welcome', { name })}
      </h1>
      <p className="mt-1 text-sm text-zinc-500">{t('dashboard.subtitle')}</p>

      <dl className="mt-8 grid gap-3 sm:grid-cols-2">
        <Field icon={<User className="size-4" />} label={t('dashboard.name')} value={name} />
        <Field icon={<Mail className="size-4" />} label={t('dashboard.email')} value={email || '—'} />
        <Field
          icon={<Coins className="size-4" />}
          label={t('dashboard.credits')}
          value={profileLoading ? <Spinner /> : (profile?.credits ?? '—')}
          testId="dashboard-credits"
        />
        <Field
          icon={<CreditCard className="size-4" />}
          label={t('dashboard.plan')}
          value={t(planLabelKey(profile?.tier))}
          testId="dashboard-plan"
        />
      </dl>

      <p className="mt-8 rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-500 ring-1 ring-zinc-200 ring-inset">
        {t('dashboard.comingSoon')}
      </p>
    </div>
  );
}

function Field({ icon, label, value, testId }: { icon: ReactNode; label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-zinc-200">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-zinc-500 uppercase">
        <span aria-hidden="true" className="text-zinc-400">
          {icon}
        </span>
        {label}
      </dt>
      <dd data-testid={testId} className="mt-2 truncate text-base font-semibold text-zinc-900 tabular-nums">
        {value}
      </dd>
    </div>
  );
}
