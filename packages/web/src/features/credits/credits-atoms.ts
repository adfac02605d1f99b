import { creditFiguresSchema } from '@cui/shared';
import { atom } from 'jotai';

export interface OutOfCredits {
  requiredCredits: number | null;
  currentBalance: number | null;
}

/** Set when the server refuses a paid request for want of credits; opens the out-of-credits modal. */
export const outOfCreditsAtom = atom<OutOfCredits | null>(null);

/** The modal's figures from a refusal's body or error event (an ApiError's `data`); unknown ones are null. */
export function outOfCreditsFrom(data: Record<string, unknown> | null): OutOfCredits {
  const parsed = creditFiguresSchema.safeParse(data ?? {});
  const figures = parsed.success ? parsed.data : {};
  return { requiredCredits: figures.required_credits ?? null, currentBalance: figures.current_balance ?? null };
}
