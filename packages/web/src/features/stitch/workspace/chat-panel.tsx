import { ArrowLeft, ChevronDown, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import type { DesignerState } from '../state/designer-reducer';
import { ChatInput } from './chat-input';

interface ChatPanelProps {
  state: DesignerState;
  onSend: (text: string) => Promise<boolean> | void;
  onStop: () => void;
  onPick: (index: number) => void;
}

/** The conversation with the designer, the list of its screens, and the message box. */
export function ChatPanel({ state, onSend, onStop, onPick }: ChatPanelProps) {
  const { t } = useTranslation();
  const [listOpen, setListOpen] = useState(true);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [state.messages.length, state.loading]);

  return (
    <div className="flex min-h-0 flex-1 flex-col bg-white">
      <div className="flex items-center gap-2 border-b border-zinc-200 px-4 py-2.5">
        <Link
          to="/stitch"
          className="inline-flex size-8 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
          aria-label={t('stitch.chat.back')}
          title={t('stitch.chat.back')}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
        </Link>
        <h2 className="text-sm font-semibold text-zinc-900">{t('stitch.title')}</h2>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4" role="log" aria-live="polite" aria-label={t('stitch.chat.title')}>
        <ul className="flex flex-col gap-4">
          {state.messages.map((message, i) => (
            <li key={i} className={`flex flex-col gap-1 ${message.sender === 'user' ? 'items-end' : 'items-start'}`} data-testid={`chat-message-${message.sender}`}>
              <span className="text-xs font-medium text-zinc-500">{message.sender === 'user' ? t('stitch.chat.you') : t('stitch.chat.ai')}</span>
              <p
                className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap ${
                  message.sender === 'user' ? 'bg-zinc-900 text-white' : 'bg-zinc-100 text-zinc-900'
                }`}
              >
                {message.text}
              </p>
            </li>
          ))}
        </ul>
        {/* Screens with no conversation come from a remix: say where to start rather than show an empty log. */}
        {!state.messages.length && state.screens.length > 0 && !state.loading ? (
          <p className="rounded-2xl bg-zinc-50 px-3.5 py-3 text-sm text-zinc-600" data-testid="chat-empty-remix">
            {t('stitch.chat.startFromScreens', { count: state.screens.length })}
          </p>
        ) : null}
        {state.loading ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-zinc-500" data-testid="generating-indicator">
            <Spinner className="size-4" />
            {t('stitch.chat.generating')}
          </p>
        ) : null}
        <div ref={endRef} />
      </div>

      {state.screens.length > 0 ? (
        <div className="border-t border-zinc-200 px-4 py-2">
          <button
            type="button"
            aria-expanded={listOpen}
            onClick={() => setListOpen((open) => !open)}
            className="flex w-full items-center gap-2 rounded-lg py-1 text-left text-xs font-semibold text-zinc-700 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
          >
            <Sparkles aria-hidden="true" className="size-3.5" />
            <span className="flex-1">
              {t('stitch.chat.screens')} ({state.screens.length})
            </span>
            <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${listOpen ? 'rotate-180' : ''}`} />
          </button>
          {listOpen ? (
            <ol className="mt-1 max-h-40 overflow-y-auto" aria-label={t('stitch.chat.screens')}>
              {state.screens.map((screen, i) => (
                <li key={screen.name}>
                  <button
                    type="button"
                    onClick={() => onPick(i)}
                    className="flex w-full items-center gap-2 rounded-md px-2 py-1 text-left text-sm text-zinc-700 hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
                  >
                    <span className="w-5 text-right text-xs text-zinc-400 tabular-nums">{i + 1}.</span>
                    <span className="min-w-0 flex-1 truncate">{screen.name}</span>
                    {screen.status !== 'completed' ? <Spinner className="size-3 text-zinc-400" /> : null}
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}

      <ChatInput loading={state.loading} onSend={onSend} onStop={onStop} />
    </div>
  );
}
