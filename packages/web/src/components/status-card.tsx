import type { ReactNode } from 'react';

type Tone = 'success' | 'neutral' | 'danger';

const TONES: Record<Tone, string> = {
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-200',
  neutral: 'bg-zinc-100 text-zinc-600 ring-zinc-200',
  danger: 'bg-red-50 text-red-600 ring-red-200',
};

/** Centered card for one-message screens: payment results, sign-in callback and errors. */
export function StatusCard({
  icon,
  tone = 'neutral',
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  tone?: Tone;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <section className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-zinc-200">
        <div className={`mx-auto flex size-12 items-center justify-center rounded-full ring-1 ring-inset ${TONES[tone]}`}>
          {icon}
        </div>
        <h1 className="mt-5 text-xl font-semibold tracking-tight text-zinc-900">{title}</h1>
        {children ? <div className="mt-2 text-sm text-zinc-500">{children}</div> : null}
        {actions ? <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div> : null}
      </section>
    </div>
  );
}
