/** What an operator may set of billing. */
export interface BillingSettings {
  /** How long a new site's trial lasts. */
  trialDays: number;
}

export const DEFAULT_TRIAL_DAYS = 14;

/** ATELIER_TRIAL_DAYS (1 to 365) or 14. */
export function billingSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): BillingSettings {
  const days = Number(env.ATELIER_TRIAL_DAYS);
  return { trialDays: Number.isInteger(days) && days >= 1 && days <= 365 ? days : DEFAULT_TRIAL_DAYS };
}
