import { PAYMENT_MESSAGES } from '@atelier/commerce/server';
import { errorsFrom, OWNER_ERROR_TEXTS, type ErrorCatalogue } from '@atelier/platform';
import type { BillingErrorCode } from './generated/resolvers-types.ts';

/** Every code of the billing subgraph (its SDL enum BillingErrorCode) with its words, written once. */
export const BILLING_ERRORS = {
  ...OWNER_ERROR_TEXTS,
  SUBSCRIPTION_NOT_FOUND: 'This site has no subscription with that id.',
  PLAN_NOT_FOUND: 'There is no plan with that id.',
  PLAN_UNCHANGED: 'Your site is on this plan already.',
  PLAN_CHANGE_NOT_ALLOWED: 'This subscription’s plan cannot be changed here.',
  SUBSCRIPTION_EXPIRED: 'This subscription has expired. Pay for it to bring your site back, then change plan.',
  SUBSCRIPTION_PAST_DUE: 'A renewal of this subscription is unpaid. Pay it first, then change plan.',
  SUBSCRIPTION_RESOLD: 'This subscription was bought in an app store: change or cancel it there.',
  NOTHING_TO_PAY: 'Nothing is due on this subscription.',
  NO_PLAN_CHANGE: 'No plan change is waiting to be confirmed. Preview the change again.',
  PRICE_CHANGED: 'The price of this change is no longer the one you saw. Preview the change again.',
  OVER_PLAN_LIMIT: ({ problems }: { problems: string[] }) =>
    `Your site is over what this plan allows: ${problems.join('; ')}.`,
  FEATURE_NOT_IN_PLAN: ({ message }: { message: string }) => message,
  PAYMENT_METHOD_REQUIRED: 'Add a card to pay for your plan.',
  CARD_INVALID: PAYMENT_MESSAGES.invalidCard,
  PAYMENT_DECLINED: PAYMENT_MESSAGES.declined,
  PAYMENT_FAILED: PAYMENT_MESSAGES.failed,
  NOT_RESOLD: 'Only a subscription bought in an app store has a grace period.',
  INPUT_INVALID: ({ message }: { message: string }) => message,
} as const satisfies ErrorCatalogue<BillingErrorCode>;

export const { userError, refuse } = errorsFrom(BILLING_ERRORS);
