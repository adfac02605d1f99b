import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';

/** Server-side redirect flow: the API sends the browser to Google and back to /auth/callback. */
export const GOOGLE_LOGIN_PATH = '/api/auth/google';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.07H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.93l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  );
}

export function GoogleButton({ enabled, loading }: { enabled: boolean; loading: boolean }) {
  const { t } = useTranslation();
  const disabled = !enabled;
  const hint = !loading && disabled ? t('auth.googleDisabled') : undefined;

  return (
    // Disabled buttons swallow pointer events, so the tooltip hangs off a wrapper.
    <span className="group relative block" title={hint}>
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'w-full')}
        disabled={disabled}
        aria-describedby={hint ? 'google-login-hint' : undefined}
        onClick={() => window.location.assign(GOOGLE_LOGIN_PATH)}
      >
        <GoogleMark />
        {t('auth.continueWithGoogle')}
      </button>
      {hint ? (
        <span
          id="google-login-hint"
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 w-max max-w-64 -translate-x-1/2 rounded-md bg-zinc-900 px-2.5 py-1.5 text-center text-xs text-white opacity-0 shadow-lg transition-opacity group-hover:opacity-100 group-focus-within:opacity-100"
        >
          {hint}
        </span>
      ) : null}
    </span>
  );
}
