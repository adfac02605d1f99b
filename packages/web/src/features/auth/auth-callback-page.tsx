import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { StatusCard } from '../../components/status-card';
import { signInAtom } from './atoms';

/** How long the callback screen stays after storing the token before opening the dashboard. */
export const CALLBACK_REDIRECT_DELAY_MS = 1000;

export function AuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSetAtom(signInAtom);
  const token = params.get('token');

  useEffect(() => {
    if (!token) {
      navigate('/', { replace: true });
      return;
    }
    // Name and e-mail arrive with the profile call that the new token triggers.
    signIn({ token });
    // Keep the token out of the address bar and of any Referer; the router still holds it.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const timer = window.setTimeout(() => navigate('/dashboard', { replace: true }), CALLBACK_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [token, navigate, signIn]);

  if (!token) return null;

  return (
    <StatusCard icon={<Spinner className="size-6" />} title={t('auth.callbackTitle')}>
      <p role="status">{t('auth.callbackSigningIn')}</p>
    </StatusCard>
  );
}
