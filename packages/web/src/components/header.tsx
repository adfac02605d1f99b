import { useSetAtom } from 'jotai';
import { Coins, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginModalAtom, ProfileMenu, useAuth } from '../features/auth';
import { feedbackOpenAtom } from '../features/feedback';
import { buttonClass } from './button-styles';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

// Below `md` these buttons show their icon only: square, so a 360 px header holds every control.
const ICON_ON_PHONE = 'max-md:w-8 max-md:px-0';

export function Header() {
  const { t } = useTranslation();
  const { isSignedIn, profile } = useAuth();
  const openLogin = useSetAtom(loginModalAtom);
  const openFeedback = useSetAtom(feedbackOpenAtom);

  // 3.5rem in all, border included: the generator and the designer fill exactly `100dvh - 3.5rem` below it.
  return (
    <header className="sticky top-0 z-30 h-14 border-b border-zinc-200/80 bg-white/80 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <Logo />
        <nav aria-label={t('header.nav')} className="flex items-center gap-0.5 sm:gap-1.5">
          <button
            type="button"
            data-testid="feedback-button"
            className={buttonClass('ghost', 'sm', ICON_ON_PHONE)}
            onClick={() => openFeedback(true)}
            aria-label={t('header.feedback')}
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            <span className="hidden md:inline">{t('header.feedback')}</span>
          </button>
          <LanguageSwitcher />
          {isSignedIn && profile ? (
            <Link
              to="/dashboard"
              data-testid="credits-counter"
              title={t('header.creditsTitle')}
              aria-label={t('header.creditsAria', { count: profile.credits })}
              className="inline-flex h-8 items-center gap-1.5 rounded-full bg-amber-50 px-3 text-sm font-semibold text-amber-900 tabular-nums ring-1 ring-amber-200 ring-inset transition-colors hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
            >
              <Coins aria-hidden="true" className="size-4 text-amber-500" />
              {profile.credits}
            </Link>
          ) : null}
          <span aria-hidden="true" className="mx-1 hidden h-5 w-px bg-zinc-200 sm:block" />
          {isSignedIn ? (
            <ProfileMenu />
          ) : (
            <button
              type="button"
              data-testid="login-button"
              className={buttonClass('primary', 'sm')}
              onClick={() => openLogin('login')}
            >
              {t('header.login')}
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}
