import { useAtomValue, useSetAtom } from 'jotai';
import { Check, Code2, Copy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { copyText } from '../../lib/files';
import { toast } from '../../lib/toast';
import { htmlAtom, streamCodeAtom, workingAtom } from '../page';

// Monaco is a few MB: loaded only when the code pane first shows, never on the landing.
const MonacoEditor = lazy(() => import('./monaco-editor'));

/** The "copied" state of a button lasts 1.2 s. */
const COPIED_MS = 1200;

export function CodePane({ onBusyEdit }: { onBusyEdit: () => void }) {
  const { t } = useTranslation();
  const html = useAtomValue(htmlAtom);
  const setHtml = useSetAtom(htmlAtom);
  const working = useAtomValue(workingAtom);
  const streamCode = useAtomValue(streamCodeAtom);
  const [copied, setCopied] = useState(false);
  const streaming = working === 'page';
  const value = streaming ? streamCode : html;

  const copy = async () => {
    try {
      await copyText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error(t('generator.errors.copyFailed'));
    }
  };

  return (
    <section data-testid="code-pane" aria-label={t('generator.code.title')} className="flex h-full min-h-0 flex-col bg-[#1e1e1e]">
      <header className="flex h-10 shrink-0 items-center justify-between gap-2 border-b border-white/10 px-3 text-zinc-300">
        <div className="flex min-w-0 items-center gap-2">
          <Code2 aria-hidden="true" className="size-4 text-zinc-400" />
          <h2 className="truncate text-[13px] font-medium text-zinc-100">{t('generator.code.title')}</h2>
          <span className="rounded bg-white/10 px-1.5 py-0.5 font-mono text-[10px] font-semibold tracking-wider text-zinc-300 uppercase">
            html
          </span>
          {streaming ? (
            <span className="inline-flex items-center gap-1.5 text-xs text-emerald-400">
              <span className="size-1.5 animate-pulse rounded-full bg-emerald-400" />
              {t('generator.code.streaming')}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => void copy()}
          disabled={!value}
          className="inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-xs text-zinc-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-white/60 focus-visible:outline-none disabled:opacity-40"
        >
          {copied ? <Check aria-hidden="true" className="size-3.5 text-emerald-400" /> : <Copy aria-hidden="true" className="size-3.5" />}
          {copied ? t('generator.code.copied') : t('generator.code.copy')}
        </button>
      </header>
      <div className="relative min-h-0 flex-1">
        <Suspense
          fallback={
            <div className="flex h-full items-center justify-center gap-2 text-sm text-zinc-400">
              <Spinner />
              {t('generator.code.loading')}
            </div>
          }
        >
          <MonacoEditor value={value} streaming={streaming} readOnly={working !== null} onChange={setHtml} onReadOnlyEdit={onBusyEdit} />
        </Suspense>
      </div>
    </section>
  );
}
