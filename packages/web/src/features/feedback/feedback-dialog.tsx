import { FEEDBACK_MAX_LENGTH } from '@cui/shared';
import { useAtom } from 'jotai';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { api, isApiError } from '../../lib/api';
import { feedbackOpenAtom } from './atoms';

/** After a successful send the thank-you stays this long, then the dialog clears and closes. */
export const FEEDBACK_CLOSE_DELAY_MS = 1200;

type Status = 'idle' | 'sending' | 'sent';

export function FeedbackDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(feedbackOpenAtom);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = window.setTimeout(() => {
      setText('');
      setStatus('idle');
      setOpen(false);
    }, FEEDBACK_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, setOpen]);

  const close = () => {
    if (status === 'sent') setText('');
    setStatus('idle');
    setError(null);
    setOpen(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'idle') return;
    if (!text.trim()) {
      setError(t('feedback.empty'));
      return;
    }
    setStatus('sending');
    setError(null);
    try {
      await api.sendFeedback(text.trim());
      setStatus('sent');
    } catch (err) {
      console.error('Feedback failed', err);
      setError(isApiError(err) && err.status === 400 ? t('feedback.empty') : t('feedback.failed'));
      setStatus('idle');
    }
  };

  const canSend = status === 'idle' && text.trim().length > 0;

  return (
    <Modal
      open={open}
      onClose={close}
      testId="feedback-dialog"
      initialFocusRef={textRef}
      title={t('feedback.title')}
      description={t('feedback.description')}
    >
      {status === 'sent' ? (
        <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
          <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-500" />
          <p className="text-sm font-medium text-zinc-900">{t('feedback.thanks')}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-3">
          <label htmlFor="feedback-text" className="sr-only">
            {t('feedback.label')}
          </label>
          <textarea
            ref={textRef}
            id="feedback-text"
            data-testid="feedback-text"
            rows={6}
            maxLength={FEEDBACK_MAX_LENGTH}
            value={text}
            onChange={(event) => {
              setText(event.target.value.slice(0, FEEDBACK_MAX_LENGTH));
              if (error) setError(null);
            }}
            placeholder={t('feedback.placeholder')}
            disabled={status === 'sending'}
            aria-describedby="feedback-counter"
            className={`${inputClass} resize-y`}
          />
          <div className="flex items-start justify-between gap-3">
            <p role="alert" className="min-h-5 text-sm text-red-600">
              {error}
            </p>
            <p id="feedback-counter" className="shrink-0 text-xs text-zinc-400 tabular-nums">
              {t('feedback.counter', { length: text.length, max: FEEDBACK_MAX_LENGTH })}
            </p>
          </div>
          <div className="flex justify-end gap-2 pt-1">
            <button type="button" className={buttonClass('secondary')} onClick={close}>
              {t('common.cancel')}
            </button>
            <button type="submit" data-testid="feedback-send" className={buttonClass('primary')} disabled={!canSend}>
              {status === 'sending' ? <Spinner /> : null}
              {status === 'sending' ? t('feedback.sending') : t('feedback.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
