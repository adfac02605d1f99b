import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-styles';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
  danger?: boolean;
}

export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, testId, danger = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={title} description={message} testId={testId} size="sm">
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          data-testid={testId ? `${testId}-confirm` : undefined}
          className={danger ? buttonClass('primary', 'md', 'bg-red-600 hover:bg-red-500 disabled:hover:bg-red-600') : buttonClass('primary')}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
