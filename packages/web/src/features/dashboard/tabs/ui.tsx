import { AlertCircle, Check, X } from 'lucide-react';
import type { PlanFeature } from '@cui/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Card({ title, children, className = '', testId, id }: { title?: ReactNode; children: ReactNode; className?: string; testId?: string; id?: string }) {
  return (
    // Focusable when another screen leads to it by id ("View usage"), so it is where reading starts.
    <section id={id} tabIndex={id ? -1 : undefined} data-testid={testId} className={`scroll-mt-20 rounded-2xl bg-white focus:outline-none p-5 shadow-xs ring-1 ring-zinc-200 ${className}`}>
      {title ? <h3 className="mb-4 text-sm font-semibold text-zinc-900">{title}</h3> : null}
      {children}
    </section>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="dashboard-plan-status"
      data-active={active}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
        active ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-zinc-100 text-zinc-600 ring-zinc-200'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? 'bg-emerald-500' : 'bg-zinc-400'}`} />
      {active ? t('dashboard.status.active') : t('dashboard.status.inactive')}
    </span>
  );
}

export function TabHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-sm text-zinc-500">{subtitle}</p> : null}
    </header>
  );
}

export function Field({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd data-testid={testId} className="mt-1 text-sm font-semibold text-zinc-900 tabular-nums">
        {value}
      </dd>
    </div>
  );
}

export function CheckoutErrorBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div role="alert" data-testid="checkout-error" className="mb-6 flex items-start gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200 ring-inset">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{message}</p>
      <button type="button" aria-label={t('common.close')} className="rounded p-0.5 hover:bg-red-100" onClick={onDismiss}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** A plan's features in the visitor's language, each with a check mark (My Plan and the plan cards). */
export function FeatureList({ features, creditsPerMonth, className = '' }: { features: PlanFeature[]; creditsPerMonth: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`mt-5 flex flex-col gap-2 ${className}`}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-sm text-zinc-700">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          {t(`plans.features.${feature}`, { count: creditsPerMonth })}
        </li>
      ))}
    </ul>
  );
}
