import { useAtomValue } from 'jotai';
import { Loader2, MousePointerClick } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenerationApi } from '../generation';
import { htmlAtom, sectionPeekAtom, streamHtmlAtom, workingAtom } from '../page';
import { getElementHtml } from '@cui/shared';
import { SectionPopup } from '../sections';
import { PreviewFrame } from './preview-frame';

interface PreviewPaneProps {
  generation: GenerationApi;
  refreshKey: number;
}

export function PreviewPane({ generation, refreshKey }: PreviewPaneProps) {
  const { t } = useTranslation();
  const html = useAtomValue(htmlAtom);
  const streamHtml = useAtomValue(streamHtmlAtom);
  const working = useAtomValue(workingAtom);
  const peek = useAtomValue(sectionPeekAtom);
  const [selectMode, setSelectMode] = useState(false);
  const [picked, setPicked] = useState<{ id: string; html: string } | null>(null);
  // While a page streams the preview follows the stream; before its <html> arrives it keeps the old page.
  const shown = working === 'page' && streamHtml ? streamHtml : html;

  const onSelect = useCallback(
    (id: string, outerHTML: string) => {
      // Prefer the section as written in the source: that is what gets replaced.
      setPicked({ id, html: getElementHtml(html, id) ?? outerHTML });
    },
    [html],
  );

  const toggleSelect = () => {
    if (!selectMode && generation.guardBusy()) return;
    setSelectMode((on) => !on);
    setPicked(null);
  };

  const regenerate = async (instructions: string) => {
    if (!picked) return;
    const started = await generation.regenerateSection(picked.id, instructions, picked.html);
    if (started) {
      setPicked(null);
      setSelectMode(false);
    }
  };

  return (
    <section aria-label={t('generator.preview.title')} className="flex h-full min-h-0 flex-col bg-zinc-100">
      <header className="flex h-10 shrink-0 items-center justify-between gap-2 border-b border-zinc-200 bg-white px-3">
        <div className="flex items-center gap-2">
          <span className="flex gap-1" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-red-400/80" />
            <span className="size-2.5 rounded-full bg-amber-400/80" />
            <span className="size-2.5 rounded-full bg-emerald-400/80" />
          </span>
          <h2 className="text-[13px] font-medium text-zinc-700">{t('generator.preview.title')}</h2>
          {working === 'page' ? (
            <span className="inline-flex items-center gap-1 text-xs text-zinc-400">
              <Loader2 aria-hidden="true" className="size-3 animate-spin" />
              {t('generator.preview.live')}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          data-testid="visual-edit-toggle"
          aria-pressed={selectMode}
          disabled={!html || working !== null}
          onClick={toggleSelect}
          className={`inline-flex h-7 items-center gap-1.5 rounded-lg px-2.5 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none disabled:opacity-40 ${
            selectMode ? 'bg-indigo-600 text-white hover:bg-indigo-500' : 'text-zinc-600 ring-1 ring-zinc-200 ring-inset hover:bg-zinc-50'
          }`}
        >
          <MousePointerClick aria-hidden="true" className="size-3.5" />
          {t('generator.visualEdit.toggle')}
        </button>
      </header>
      <div className="relative min-h-0 flex-1">
        {selectMode && !picked ? (
          <p className="pointer-events-none absolute top-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg">
            {t('generator.visualEdit.hint')}
          </p>
        ) : null}
        <PreviewFrame html={shown} working={working !== null} selectMode={selectMode} refreshKey={refreshKey} onSelect={onSelect} />
        {picked ? (
          <SectionPopup
            key={picked.id}
            sectionId={picked.id}
            sectionHtml={picked.html}
            onCancel={() => setPicked(null)}
            onRegenerate={(instructions) => void regenerate(instructions)}
          />
        ) : null}
        {working === 'section' ? (
          <div data-testid="section-peek" className="absolute right-3 bottom-3 left-3 z-20 mx-auto max-w-xl overflow-hidden rounded-xl bg-zinc-950/95 shadow-2xl ring-1 ring-white/10">
            <p className="flex items-center gap-2 border-b border-white/10 px-3 py-2 text-xs font-medium text-zinc-300">
              <Loader2 aria-hidden="true" className="size-3.5 animate-spin text-indigo-400" />
              {t('generator.visualEdit.regenerating')}
            </p>
            <pre className="h-[10.6rem] overflow-hidden px-3 py-2 font-mono text-[11px] leading-[1.2rem] whitespace-pre text-emerald-300">
              {peek || ' '}
            </pre>
          </div>
        ) : null}
      </div>
    </section>
  );
}
