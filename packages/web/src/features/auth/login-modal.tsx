import { LOGIN_CODE_LENGTH, emailSchema } from '@cui/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { AlertCircle, ArrowLeft, Info, Mail, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { buttonClass, inputClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { api, isApiError } from '../../lib/api';
import { loginModalAtom, signInAtom, type LoginMode } from './atoms';
import { GoogleButton } from './google-button';
import { nameFromEmail } from './profile';

export const CONFIG_QUERY_KEY = ['config'] as const;

/** The server's public settings; the start-up requests them before the first render (app/start-queries). */
export const publicConfigQuery = queryOptions({ queryKey: CONFIG_QUERY_KEY, queryFn: ({ signal }) => api.getConfig(signal), staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}

export function LoginModal() {
  const [mode, setMode] = useAtom(loginModalAtom);
  // Keep the last mode while the dialog fades out so its title does not flip mid-animation.
  const [shownMode, setShownMode] = useState<LoginMode>('login');
  if (mode && mode !== shownMode) setShownMode(mode);
  const { t } = useTranslation();
  const emailRef = useRef<HTMLInputElement>(null);

  return (
    <Modal
      open={mode !== null}
      onClose={() => setMode(null)}
      testId="login-modal"
      initialFocusRef={emailRef}
      title={shownMode === 'register' ? t('auth.registerTitle') : t('auth.loginTitle')}
      description={shownMode === 'register' ? t('auth.registerSubtitle') : t('auth.loginSubtitle')}
    >
      <LoginForm mode={shownMode} onModeChange={setMode} emailRef={emailRef} onDone={() => setMode(null)} />
    </Modal>
  );
}

type Step = 'email' | 'code';

interface LoginFormProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  onDone: () => void;
  emailRef: RefObject<HTMLInputElement | null>;
}

function LoginForm({ mode, onModeChange, onDone, emailRef }: LoginFormProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const signIn = useSetAtom(signInAtom);
  const codeRef = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | null>(null);

  const failureText = mode === 'register' ? t('auth.registrationFailed') : t('auth.loginFailed');
  // Each step's field takes focus once it is on screen (a timer may run before React has drawn it).
  const stepShown = useRef(false);
  useEffect(() => {
    if (!stepShown.current) {
      stepShown.current = true;
      return;
    }
    (step === 'code' ? codeRef : emailRef).current?.focus();
  }, [step, emailRef]);

  const describe = (err: unknown) => (isApiError(err) && err.status > 0 && err.message ? err.message : failureText);

  const requestCode = async (kind: 'send' | 'resend') => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(t('auth.invalidEmail'));
      emailRef.current?.focus();
      return;
    }
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      await api.sendLoginCode(parsed.data, nameFromEmail(parsed.data));
      setEmail(parsed.data);
      setCode('');
      setStep('code');
      if (kind === 'resend') setNotice(t('auth.codeResent'));
      if (kind === 'resend') codeRef.current?.focus();
    } catch (err) {
      console.error('Login code request failed', err);
      setError(describe(err));
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    if (!new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`).test(code)) {
      setError(t('auth.invalidCode'));
      codeRef.current?.focus();
      return;
    }
    setBusy('verify');
    setError(null);
    setNotice(null);
    try {
      const result = await api.verifyLoginCode(email, nameFromEmail(email), code);
      signIn({ token: result.token, name: result.user.name, email: result.user.email });
      toast.success(t('auth.loginSuccess', { name: result.user.name || nameFromEmail(email) }));
      onDone();
    } catch (err) {
      console.error('Login failed', err);
      setError(describe(err));
      codeRef.current?.select();
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === 'email') void requestCode('send');
    else void verify();
  };

  const mailToLog = config.data?.mail.delivery === 'log';

  return (
    <div className="space-y-5">
      <GoogleButton enabled={config.data?.google.enabled === true} loading={config.isPending} />

      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-zinc-400 uppercase">
        <span className="h-px flex-1 bg-zinc-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-zinc-200" />
      </div>

      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {step === 'email' ? (
          <div className="space-y-1.5">
            <label htmlFor="login-email" className="block text-sm font-medium text-zinc-700">
              {t('auth.emailLabel')}
            </label>
            <input
              ref={emailRef}
              id="login-email"
              data-testid="login-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={t('auth.emailPlaceholder')}
              className={inputClass}
              disabled={busy !== null}
            />
          </div>
        ) : (
          <div className="space-y-1.5">
            <p className="flex items-start gap-2 text-sm text-zinc-600">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-400" />
              <span>{t('auth.codeSentTo', { email })}</span>
            </p>
            {mailToLog ? (
              <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-200 ring-inset">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{t('auth.codeInLog')}</span>
              </p>
            ) : null}
            <label htmlFor="login-code" className="block pt-1 text-sm font-medium text-zinc-700">
              {t('auth.codeLabel')}
            </label>
            <input
              ref={codeRef}
              id="login-code"
              data-testid="login-code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d*"
              maxLength={LOGIN_CODE_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH))}
              placeholder="000000"
              className={`${inputClass} text-center font-mono text-lg tracking-[0.5em]`}
              disabled={busy === 'verify'}
            />
          </div>
        )}

        {notice && !error ? (
          <p role="status" className="text-sm text-emerald-700">
            {notice}
          </p>
        ) : null}

        <div
          data-testid="login-error"
          role="alert"
          aria-live="assertive"
          className={error ? 'flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200 ring-inset' : 'hidden'}
        >
          {error ? (
            <>
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{error}</span>
            </>
          ) : null}
        </div>

        {step === 'email' ? (
          <button
            type="submit"
            data-testid="login-send-code"
            className={buttonClass('primary', 'md', 'w-full')}
            disabled={busy !== null || email.trim() === ''}
          >
            {busy === 'send' ? <Spinner /> : null}
            {busy === 'send' ? t('auth.sendingCode') : t('auth.sendCode')}
          </button>
        ) : (
          <div className="space-y-3">
            <button
              type="submit"
              data-testid="login-submit"
              className={buttonClass('primary', 'md', 'w-full')}
              disabled={busy !== null || code.length !== LOGIN_CODE_LENGTH}
            >
              {busy === 'verify' ? <Spinner /> : null}
              {busy === 'verify' ? t('auth.signingIn') : t('auth.signIn')}
            </button>
            <div className="flex items-center justify-between gap-2 text-sm">
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded text-zinc-600 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
                onClick={() => {
                  setStep('email');
                  setCode('');
                  setError(null);
                  setNotice(null);
                }}
                disabled={busy !== null}
              >
                <ArrowLeft aria-hidden="true" className="size-3.5" />
                {t('auth.useDifferentEmail')}
              </button>
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded font-medium text-zinc-900 hover:underline focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none disabled:opacity-50"
                onClick={() => void requestCode('resend')}
                disabled={busy !== null}
              >
                {busy === 'resend' ? <Spinner className="size-3.5" /> : null}
                {t('auth.resendCode')}
              </button>
            </div>
          </div>
        )}
      </form>

      {/* Premium is only a promise where plans are sold. */}
      {config.data?.billing.paddle.enabled === true ? (
        <p className="flex items-center gap-2 rounded-lg bg-zinc-50 px-3 py-2 text-xs text-zinc-600">
          <Sparkles aria-hidden="true" className="size-3.5 shrink-0 text-amber-500" />
          {t('auth.premiumNote')}
        </p>
      ) : null}

      <p className="text-center text-sm text-zinc-500">
        {mode === 'login' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
        <button
          type="button"
          className="rounded font-medium text-zinc-900 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
          onClick={() => {
            setError(null);
            onModeChange(mode === 'login' ? 'register' : 'login');
          }}
        >
          {mode === 'login' ? t('auth.register') : t('auth.logIn')}
        </button>
      </p>
    </div>
  );
}
