/** SPEC §9: the free plan gives 5 credits a month; one credit is one prompt. */
export const FREE_MONTHLY_CREDITS = 5;
export const CREDITS_PER_PROMPT = 1;
