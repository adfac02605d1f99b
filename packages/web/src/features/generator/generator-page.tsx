import { useSetAtom } from 'jotai';
import { ArrowRight, LayoutTemplate, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { loginModalAtom } from '../auth/atoms';
import { useAuth } from '../auth/use-auth';

/** Placeholder home for the code generator; the generator itself replaces this file. */
export function GeneratorPage() {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  const openLogin = useSetAtom(loginModalAtom);

  return (
    <div className="relative isolate flex flex-1 flex-col items-center justify-center overflow-hidden px-4 py-20 text-center sm:py-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_50%_0%,rgba(24,24,27,0.08),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_50%_50%_at_50%_40%,black,transparent)] bg-[linear-gradient(to_right,#e4e4e7_1px,transparent_1px),linear-gradient(to_bottom,#e4e4e7_1px,transparent_1px)] bg-[size:48px_48px] opacity-60"
      />
      <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-medium text-zinc-600 shadow-xs ring-1 ring-zinc-200">
        <Sparkles aria-hidden="true" className="size-3.5 text-amber-500" />
        {t('home.badge')}
      </span>
      <h1 className="mt-6 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-6xl">
        {t('home.title')}
      </h1>
      <p className="mt-5 max-w-xl text-base text-pretty text-zinc-500 sm:text-lg">{t('home.subtitle')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {isSignedIn ? (
          <Link to="/dashboard" className={buttonClass('primary', 'lg')}>
            {t('home.openDashboard')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <button type="button" className={buttonClass('primary', 'lg')} onClick={() => openLogin('register')}>
            {t('home.getStarted')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        )}
        <Link to="/stitch" className={buttonClass('secondary', 'lg')}>
          <LayoutTemplate aria-hidden="true" className="size-4" />
          {t('home.tryDesigner')}
        </Link>
      </div>
      <p className="mt-6 text-xs text-zinc-400">{t('home.freeNote')}</p>
    </div>
  );
}
