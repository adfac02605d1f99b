import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-lg bg-zinc-900 text-white shadow-sm">
        <svg viewBox="0 0 32 32" className="size-4">
          <path d="M21.5 10.2a7 7 0 1 0 0 11.6" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
      </span>
      <span className="text-[15px] font-semibold tracking-tight text-zinc-900">{t('app.name')}</span>
      <span className="rounded-full bg-zinc-100 px-1.5 py-0.5 text-[10px] whitespace-nowrap font-semibold tracking-wider text-zinc-600 uppercase ring-1 ring-zinc-200 ring-inset">
        {t('app.beta')}
      </span>
    </Link>
  );
}
