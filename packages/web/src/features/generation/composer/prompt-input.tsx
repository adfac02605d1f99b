import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { workingAtom } from '../../page';
import { isImageModeAtom, promptAtom } from '../generation-atoms';

/** The prompt grows with its text from 40 px to 120 px, then scrolls. */
export const PROMPT_MIN_HEIGHT = 40;
export const PROMPT_MAX_HEIGHT = 120;

export function PromptInput({ onSubmit, autoFocus = false }: { onSubmit: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useAtom(promptAtom);
  const imageMode = useAtomValue(isImageModeAtom);
  const working = useAtomValue(workingAtom);
  const ref = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // An empty prompt is one line: reading scrollHeight would make the browser lay out the whole
    // page inside React's commit, which on the first render is most of the start-up's longest task.
    if (prompt === '') {
      el.style.height = `${PROMPT_MIN_HEIGHT}px`;
      return;
    }
    el.style.height = 'auto';
    el.style.height = `${Math.min(PROMPT_MAX_HEIGHT, Math.max(PROMPT_MIN_HEIGHT, el.scrollHeight))}px`;
  }, [prompt]);

  // Focused in a task after the commit rather than with the autoFocus attribute, which focuses
  // inside the commit and so forces the same layout there.
  useEffect(() => {
    if (!autoFocus) return;
    const timer = setTimeout(() => ref.current?.focus({ preventScroll: true }), 0);
    return () => clearTimeout(timer);
  }, [autoFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an IME is composing) inserts a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  };

  return (
    <textarea
      ref={ref}
      data-testid="prompt-input"
      rows={1}
      value={prompt}
      readOnly={working !== null}
      onChange={(event) => setPrompt(event.target.value)}
      onKeyDown={onKeyDown}
      aria-label={t('generator.prompt.label')}
      placeholder={imageMode ? t('generator.prompt.placeholderImage') : t('generator.prompt.placeholder')}
      style={{ minHeight: PROMPT_MIN_HEIGHT, maxHeight: PROMPT_MAX_HEIGHT }}
      className="block w-full resize-none border-0 bg-transparent px-1 py-2 text-[15px] leading-6 text-zinc-900 placeholder:text-zinc-400 focus:ring-0 focus:outline-none read-only:text-zinc-500"
    />
  );
}
