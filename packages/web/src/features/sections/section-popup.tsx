import { Check, Copy, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { copyText } from '../../lib/files';
import { toast } from '../../lib/toast';

interface SectionPopupProps {
  sectionId: string;
  sectionHtml: string;
  onCancel: () => void;
  onRegenerate: (instructions: string) => void;
}

/** The Visual Edit popup: which section was picked, and what to change in it. */
export function SectionPopup({ sectionId, sectionHtml, onCancel, onRegenerate }: SectionPopupProps) {
  const { t } = useTranslation();
  const [instructions, setInstructions] = useState('');
  const [copied, setCopied] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const canRegenerate = sectionHtml.trim().length > 0 && instructions.trim().length > 0;

  useEffect(() => {
    textRef.current?.focus();
  }, [sectionId]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);

  const copyId = async () => {
    try {
      await copyText(sectionId);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1200);
    } catch {
      toast.error(t('generator.errors.copyFailed'));
    }
  };

  return (
    <div
      role="dialog"
      aria-label={t('generator.visualEdit.popupTitle')}
      data-testid="section-popup"
      className="absolute right-3 bottom-3 left-3 z-20 mx-auto max-w-md rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-zinc-950/10 sm:left-auto sm:w-96"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
          <Sparkles aria-hidden="true" className="size-4 text-indigo-500" />
          {t('generator.visualEdit.popupTitle')}
        </h3>
      </div>
      <div className="mt-3 flex items-center gap-2 rounded-lg bg-zinc-50 px-2.5 py-1.5 ring-1 ring-zinc-200 ring-inset">
        <span className="text-xs text-zinc-500">{t('generator.visualEdit.sectionId')}</span>
        <code data-testid="section-id" className="min-w-0 flex-1 truncate font-mono text-xs font-semibold text-zinc-900">
          {sectionId}
        </code>
        <button
          type="button"
          onClick={() => void copyId()}
          aria-label={t('generator.visualEdit.copyId')}
          title={t('generator.visualEdit.copyId')}
          className="rounded-md p-1 text-zinc-400 hover:bg-zinc-200 hover:text-zinc-700"
        >
          {copied ? <Check aria-hidden="true" className="size-3.5 text-emerald-600" /> : <Copy aria-hidden="true" className="size-3.5" />}
        </button>
      </div>
      <label htmlFor="section-instructions" className="mt-3 block text-xs font-medium text-zinc-600">
        {t('generator.visualEdit.instructions')}
      </label>
      <textarea
        id="section-instructions"
        ref={textRef}
        data-testid="section-instructions"
        rows={3}
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && canRegenerate) onRegenerate(instructions);
        }}
        placeholder={t('generator.visualEdit.placeholder')}
        className="mt-1.5 block w-full resize-none rounded-lg border-0 px-3 py-2 text-sm text-zinc-900 ring-1 ring-zinc-200 ring-inset placeholder:text-zinc-400 focus:ring-2 focus:ring-zinc-900 focus:outline-none"
      />
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          data-testid="section-regenerate"
          className={buttonClass('primary', 'sm')}
          disabled={!canRegenerate}
          onClick={() => onRegenerate(instructions)}
        >
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('generator.visualEdit.regenerate')}
        </button>
      </div>
    </div>
  );
}
