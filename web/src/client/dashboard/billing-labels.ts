import type { BillingInterval } from '../../graphql/generated/dashboard.ts';

/** A timestamp of the billing API (milliseconds) as a day the owner reads: "10 Dec 2026". */
export const billingDay = (timestamp: number) =>
  new Date(timestamp).toLocaleDateString(undefined, { dateStyle: 'medium' });

export const INTERVAL_TEXT: Readonly<Record<BillingInterval, string>> = { MONTHLY: 'monthly', YEARLY: 'yearly' };
export const PER_INTERVAL: Readonly<Record<BillingInterval, string>> = { MONTHLY: 'a month', YEARLY: 'a year' };

export const INVOICE_STATUS_TEXT: Readonly<Record<string, string>> = { PAID: 'Paid', FAILED: 'Failed', OPEN: 'Open' };

/** The plan a link asks the panel to open the change on (/admin/billing?plan=commerce-advanced), once. */
export function takePlanFromAddress(): string | null {
  const params = new URLSearchParams(window.location.search);
  const plan = params.get('plan');
  if (plan) {
    params.delete('plan');
    const rest = params.toString();
    // A reload or the back button should not start the change again.
    window.history.replaceState(window.history.state, '', window.location.pathname + (rest ? `?${rest}` : ''));
  }
  return plan;
}
