import { RESTOCK_MESSAGES } from '@atelier/forms';
import type { UserError } from '@atelier/platform';
import type { SendRefusal } from './send-refusal.ts';

/**
 * Why a restock request is refused. The e-mail texts are SPEC section 8's; the restock box shows
 * whatever message the server gives (SPEC: "Restock failure shows the server message").
 */
export const RESTOCK_ERRORS = {
  emailBlank: { field: ['input', 'siteVisitorEmail'], code: 'EMAIL_BLANK', message: RESTOCK_MESSAGES.emailBlank },
  emailInvalid: { field: ['input', 'siteVisitorEmail'], code: 'EMAIL_INVALID', message: RESTOCK_MESSAGES.emailInvalid },
  captchaRequired: { field: ['input', 'captchaToken'], code: 'CAPTCHA_REQUIRED', message: RESTOCK_MESSAGES.captchaRequired },
  captchaInvalid: { field: ['input', 'captchaToken'], code: 'CAPTCHA_INVALID', message: 'The CAPTCHA answer was not accepted. Please try it again.' },
  variantNotFound: { field: ['input', 'variantId'], code: 'VARIANT_NOT_FOUND', message: 'This product or variant is not sold here.' },
  notSoldOut: { field: ['input', 'variantId'], code: 'NOT_SOLD_OUT', message: 'This variant is in stock: you can buy it now.' },
  disabled: { field: null, code: 'RESTOCK_DISABLED', message: 'This store does not take restock sign-ups.' },
  rateLimited: { field: null, code: 'RATE_LIMITED', message: 'Please try again in a few seconds.' },
  noSite: { field: null, code: 'VARIANT_NOT_FOUND', message: 'There is no store at this address.' },
  sendEmpty: { field: ['requests'], code: 'INPUT_EMPTY', message: 'Name at least one variant to send the notice for.' },
  tokenInvalid: { field: ['token'], code: 'TOKEN_INVALID', message: 'This unsubscribe link is not valid for this site.' },
} as const satisfies Record<string, UserError>;

export const sendTooLarge = (max: number): UserError => ({ field: ['requests'], code: 'INPUT_TOO_LARGE', message: `Send for at most ${max} variants at once.` });

/**
 * Why the owner cannot send the notice for one variant (send-refusal.ts), in the words the panel
 * shows beside the disabled button and the send answers with.
 */
export const SEND_REFUSAL_MESSAGES: Readonly<Record<SendRefusal, string>> = {
  NOT_FOUND: 'This variant does not exist.',
  PRODUCT_ARCHIVED: 'Archived: this product is not for sale, so no notice can say it is back.',
  OUT_OF_STOCK: 'Out of stock: set stock first.',
};

/** The refusal of the request at this place of sendRestockNotices(requests:). */
export const sendRefused = (refusal: SendRefusal, index: number): UserError => ({ field: ['requests', String(index), 'variantId'], code: refusal, message: SEND_REFUSAL_MESSAGES[refusal] });
