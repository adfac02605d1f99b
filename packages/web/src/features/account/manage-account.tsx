import type { UserMe } from '@cui/shared';
import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { toast } from '../../lib/toast';
import { useSignOut } from '../auth';
import { downloadBlob } from '../../lib/files';
import { accountApi } from './account-api';

/** Export my data: the account as a ZIP, downloaded by the browser. */
export function ExportData({ token }: { token: string }) {
  const { t } = useTranslation();
  const exporting = useMutation({
    mutationFn: () => accountApi.exportZip(token),
    onSuccess: ({ blob, fileName }) => {
      downloadBlob(blob, fileName);
      toast.success(t('account.exported'));
    },
    onError: (error: Error) => toast.error(error.message || t('account.exportFailed')),
  });
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm text-zinc-600">{t('account.exportText')}</p>
      <button type="button" data-testid="export-data" disabled={exporting.isPending} className={buttonClass('secondary', 'md', 'w-full sm:w-auto')} onClick={() => exporting.mutate()}>
        {exporting.isPending ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
        {exporting.isPending ? t('account.exporting') : t('account.exportButton')}
      </button>
    </div>
  );
}

/** Delete my account: confirmed by typing the account's e-mail; afterwards the tab is signed out. */
export function DeleteAccount({ token, account }: { token: string; account: UserMe }) {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === account.email.toLowerCase();
  const paid = account.subscription.tier !== 'free';
  const deleting = useMutation({
    mutationFn: () => accountApi.deleteAccount(token, typed),
    onSuccess: async ({ subscription }) => {
      setOpen(false);
      await signOut();
      toast.success(t('account.deleted'));
      // The server had no way to tell Paddle: only the user can stop the next charge now.
      if (subscription === 'not_cancelled') toast.warning(t('account.subscriptionNotCancelled'), { autoClose: false });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const close = () => {
    if (deleting.isPending) return;
    setOpen(false);
    setTyped('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !deleting.isPending) deleting.mutate();
  };

  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm text-zinc-600">{t('account.deleteText')}</p>
      <button
        type="button"
        data-testid="delete-account"
        className={buttonClass('destructive', 'md', 'w-full sm:w-auto')}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('account.deleteButton')}
      </button>
      <Modal open={open} onClose={close} title={t('account.deleteDialogTitle')} testId="delete-account-dialog" size="sm">
        <form className="flex flex-col gap-4" onSubmit={onSubmit}>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-zinc-600">
            <li>{t('account.deleteRemoves')}</li>
            <li>{t('account.deleteKeeps')}</li>
            {paid ? <li>{t('account.deleteSubscription')}</li> : null}
          </ul>
          <label htmlFor={inputId} className="block text-sm">
            <span className="mb-1 block text-xs font-medium break-words text-zinc-600">{t('account.deleteConfirmLabel', { email: account.email })}</span>
            <input
              id={inputId}
              data-testid="delete-account-confirm-input"
              className={inputClass}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('secondary')} onClick={close} disabled={deleting.isPending}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              data-testid="delete-account-confirm"
              disabled={!matches || deleting.isPending}
              className={buttonClass('destructive')}
            >
              {deleting.isPending ? <Spinner /> : null}
              {deleting.isPending ? t('account.deleting') : t('account.deleteConfirm')}
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
