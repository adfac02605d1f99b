import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from './button-styles';
import { Modal } from './modal';

export function InvitationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('invitation.title')} size="sm" testId="invitation-dialog">
      <div className="space-y-4">
        <p className="flex items-start gap-3 rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800 ring-1 ring-emerald-200 ring-inset">
          <PartyPopper aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('invitation.body')}</span>
        </p>
        <div className="space-y-1.5">
          <label htmlFor="invitation-code" className="block text-sm font-medium text-zinc-500">
            {t('invitation.inputLabel')}
          </label>
          <input
            id="invitation-code"
            type="text"
            disabled
            placeholder={t('invitation.inputPlaceholder')}
            className={inputClass}
          />
        </div>
        <div className="flex justify-end">
          <button type="button" className={buttonClass('primary')} onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
