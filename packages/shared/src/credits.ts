/** The free plan gives 5 credits a month; a prompt costs its model's credits (one for most). */
export const FREE_MONTHLY_CREDITS = 5;
