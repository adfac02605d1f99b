import { useLayoutEffect, type RefObject } from 'react';

/** Prompt boxes grow with their text up to about four lines. */
export const PROMPT_MAX_PX = 96;

export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string, max = PROMPT_MAX_PX) {
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, max)}px`;
  }, [max, ref, value]);
}

/** Enter submits, Shift+Enter (or an IME composition) keeps typing. */
export function isSubmitKey(event: { key: string; shiftKey: boolean; nativeEvent: { isComposing?: boolean } }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}
