import { atom } from 'jotai';

/** Set when the server refuses a paid request for want of credits; opens the out-of-credits modal. */
export const outOfCreditsAtom = atom<{ requiredCredits: number | null; currentBalance: number | null } | null>(null);
