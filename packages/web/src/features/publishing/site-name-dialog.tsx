import { FOLDER_NAME_MAX, isValidFolderName } from '@cui/shared';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { PencilLine, Rocket } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { tokenAtom } from '../auth';
import { publishingApi } from './publishing-api';

/** Keystrokes settle this long before a name is checked with the server. */
const CHECK_DELAY_MS = 300;

export interface SiteNameDialogProps {
  open: boolean;
  /** What the field starts with: a suggested name, or the site's name when renaming. */
  suggestion: string;
  /** The site's name when renaming: unchanged, it is nothing to confirm. */
  current?: string;
  title: string;
  description: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: (name: string) => void;
}

/** Asks for a site's name: checked against the rules as typed, and with the server once typing pauses. */
export function SiteNameDialog({ open, suggestion, current, title, description, confirmLabel, onCancel, onConfirm }: SiteNameDialogProps) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const [name, setName] = useState(suggestion);
  const [settled, setSettled] = useState(suggestion);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) {
      setName(suggestion);
      setSettled(suggestion);
    }
  }, [open, suggestion]);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(name), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [name]);

  const valid = isValidFolderName(name);
  const check = useQuery({
    queryKey: ['site-name', settled, token],
    queryFn: ({ signal }) => publishingApi.checkName(settled, token, signal),
    enabled: open && token !== null && settled !== current && isValidFolderName(settled),
    staleTime: 10_000,
  });
  // An answer about what was typed before is no answer about what is there now.
  const answer = settled === name ? check.data : undefined;
  const status = !name || name === current ? null : !valid ? 'invalid' : !answer ? 'checking' : answer.available ? 'available' : answer.reason === 'invalid' ? 'invalid' : 'taken';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'available') onConfirm(name);
  };

  return (
    <Modal open={open} onClose={onCancel} title={title} description={description} testId="site-name-dialog" initialFocusRef={input} size="sm">
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label className="text-sm font-medium text-zinc-700" htmlFor="site-name-input">
          {t('generator.publish.nameLabel')}
        </label>
        <input
          id="site-name-input"
          ref={input}
          data-testid="site-name-input"
          value={name}
          maxLength={FOLDER_NAME_MAX + 20}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={status === 'invalid' || status === 'taken' ? true : undefined}
          aria-describedby="site-name-status"
          onChange={(event) => setName(event.target.value.trim().toLowerCase())}
          className="h-10 w-full rounded-lg bg-white px-3 font-mono text-sm text-zinc-900 ring-1 ring-zinc-200 ring-inset focus:ring-2 focus:ring-zinc-900 focus:outline-none aria-invalid:ring-red-400"
        />
        <p id="site-name-status" data-testid="site-name-status" data-status={status ?? ''} aria-live="polite" className={`min-h-5 text-xs ${status === 'available' ? 'text-emerald-700' : status === 'checking' || !status ? 'text-zinc-500' : 'text-red-600'}`}>
          {status === 'invalid' ? t('generator.publish.nameInvalid') : status === 'taken' ? t('generator.publish.nameTaken') : status === 'available' ? t('generator.publish.nameAvailable') : status === 'checking' ? t('generator.publish.nameChecking') : ''}
        </p>
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" className={buttonClass('ghost', 'md')} onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" data-testid="site-name-confirm" disabled={status !== 'available'} className={buttonClass('primary', 'md')}>
            {current === undefined ? <Rocket aria-hidden="true" className="size-4" /> : <PencilLine aria-hidden="true" className="size-4" />}
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
