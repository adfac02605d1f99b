import { useAtom } from 'jotai';
import { Coins, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { usePublicConfig } from '../auth';
import { outOfCreditsAtom } from './credits-atoms';

/** The out-of-credits modal closes 200 ms after the choice. */
export const OUT_OF_CREDITS_CLOSE_MS = 200;

export function OutOfCreditsModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useAtom(outOfCreditsAtom);
  const [closing, setClosing] = useState(false);
  // Without a payment provider the plans page could only say that nothing can be bought there.
  const config = usePublicConfig();
  const canBuy = config.data?.billing.paddle.enabled ?? true;
  const [shown, setShown] = useState(state);
  if (state && state !== shown) setShown(state);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => {
      setClosing(false);
      setState(null);
    }, OUT_OF_CREDITS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closing, setState]);

  const upgrade = () => {
    setState(null);
    navigate('/dashboard', { state: { tab: 'allplans' } });
  };

  return (
    <Modal
      open={state !== null && !closing}
      onClose={() => setClosing(true)}
      title={t('generator.credits.title')}
      description={canBuy ? t('generator.credits.body') : t('generator.credits.noBilling')}
      testId="out-of-credits-modal"
      size="sm"
    >
      <div className="flex items-center justify-center gap-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
        <span className="flex items-center gap-1.5">
          <Coins aria-hidden="true" className="size-4 text-amber-500" />
          {t('generator.credits.balance', { balance: shown?.currentBalance ?? 0 })}
        </span>
        {shown?.requiredCredits ? <span>{t('generator.credits.required', { required: shown.requiredCredits })}</span> : null}
      </div>
      {canBuy ? <p className="mt-3 text-xs text-zinc-500">{t('auth.premiumNote')}</p> : null}
      <div className="mt-5 flex flex-col gap-2">
        {canBuy ? (
          <>
            <button type="button" data-testid="upgrade-now" className={buttonClass('primary', 'md', 'w-full')} onClick={upgrade}>
              <Zap aria-hidden="true" className="size-4" />
              {t('generator.credits.upgrade')}
            </button>
            <button type="button" className={buttonClass('ghost', 'md', 'w-full')} onClick={() => setClosing(true)}>
              {t('generator.credits.decline')}
            </button>
          </>
        ) : (
          <button type="button" className={buttonClass('secondary', 'md', 'w-full')} onClick={() => setClosing(true)}>
            {t('generator.credits.understood')}
          </button>
        )}
      </div>
    </Modal>
  );
}
