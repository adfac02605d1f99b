import { ArrowUp, Square } from 'lucide-react';
import { useAtom } from 'jotai';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSubmitKey, useAutoGrow } from '../hooks/use-auto-grow';
import { designerDraftAtom } from '../state/designer-atoms';

interface ChatInputProps {
  loading: boolean;
  onSend: (text: string) => Promise<boolean> | void;
  onStop: () => void;
}

/**
 * Enter sends, Shift+Enter breaks the line; sending is off while empty or while the AI works. What
 * is typed is the tab's draft: a reload keeps it, and a message the server refused comes back to it.
 */
export function ChatInput({ loading, onSend, onStop }: ChatInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useAtom(designerDraftAtom);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const canSend = !loading && text.trim().length > 0;

  useAutoGrow(areaRef, text);

  const send = () => {
    if (!canSend) return;
    const value = text;
    setText('');
    void onSend(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSubmitKey(event)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="border-t border-zinc-200 bg-white p-3">
      <div className="flex items-end gap-2 rounded-2xl bg-zinc-50 p-2 ring-1 ring-zinc-200 focus-within:ring-2 focus-within:ring-zinc-900">
        <label htmlFor={id} className="sr-only">
          {t('stitch.chat.inputLabel')}
        </label>
        <textarea
          ref={areaRef}
          id={id}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('stitch.chat.placeholder')}
          className="max-h-24 min-h-9 flex-1 resize-none bg-transparent px-2 py-2 text-sm text-zinc-900 placeholder:text-zinc-400 focus:outline-none"
          data-testid="chat-input"
        />
        {loading ? (
          <button
            type="button"
            onClick={onStop}
            aria-label={t('stitch.chat.stop')}
            title={t('stitch.chat.stop')}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-zinc-200 text-zinc-800 hover:bg-zinc-300 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
          >
            <Square aria-hidden="true" className="size-3.5 fill-current" />
          </button>
        ) : (
          <button
            type="button"
            onClick={send}
            disabled={!canSend}
            aria-label={t('stitch.chat.send')}
            title={t('stitch.chat.send')}
            data-testid="chat-send"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-zinc-900 text-white hover:bg-zinc-800 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
