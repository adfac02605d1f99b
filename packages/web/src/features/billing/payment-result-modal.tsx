import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import type { CheckoutResult } from './use-checkout';

/** What the checkout overlay ended with. The account refreshes by itself, so Close only closes. */
export function PaymentResultModal({ result, onClose }: { result: CheckoutResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const success = result === 'success';
  return (
    <Modal open={result !== null} onClose={onClose} testId="payment-result-modal" size="sm" title={success ? t('checkout.successTitle') : t('checkout.cancelledTitle')}>
      <p className="text-sm text-zinc-600">{success ? t('checkout.successText') : t('checkout.cancelledText')}</p>
      <div className="mt-5 flex justify-end">
        <button type="button" className={buttonClass('primary')} onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
