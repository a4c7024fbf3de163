import { BillingSubscriptionSchema } from './billing-subscription.ts';
import { InvoiceSchema } from './invoice.ts';
import { SiteBillingSchema } from './site-billing.ts';

/** The billing schema's entities; test_payment_ledger and rate_limit are written in SQL. */
export const billingEntities = [SiteBillingSchema, BillingSubscriptionSchema, InvoiceSchema];
