/** The free plan gives 5 credits a month; one credit pays for one prompt. */
export const FREE_MONTHLY_CREDITS = 5;
export const CREDITS_PER_PROMPT = 1;
