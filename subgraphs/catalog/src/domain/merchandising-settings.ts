import type { MerchandisingSettings } from '@atelier/commerce';
import type { UserError } from './user-error.ts';
import type { MerchandisingSettingsInput } from '../generated/resolvers-types.ts';
import { fail } from './user-error.ts';

export const MAX_SOLD_OUT_TEXT = 100;
export const MAX_SIGN_UP_MESSAGE = 500;

/** The store's merchandising settings as its owner saves them: texts trimmed, within their lengths. */
export function merchandisingOfInput(input: MerchandisingSettingsInput): { ok: true; settings: MerchandisingSettings } | { ok: false; error: UserError } {
  const soldOut = (input.customSoldOutText ?? '').trim();
  const success = (input.restockNotificationsSuccessText ?? '').trim();
  if (soldOut.length > MAX_SOLD_OUT_TEXT) return { ok: false, error: fail(['input', 'customSoldOutText'], 'TEXT_TOO_LONG', `The sold-out text may be at most ${MAX_SOLD_OUT_TEXT} characters.`) };
  if (success.length > MAX_SIGN_UP_MESSAGE) return { ok: false, error: fail(['input', 'restockNotificationsSuccessText'], 'TEXT_TOO_LONG', `The sign-up message may be at most ${MAX_SIGN_UP_MESSAGE} characters.`) };
  return {
    ok: true,
    settings: {
      customSoldOutText: soldOut,
      restockNotificationsEnabled: input.restockNotificationsEnabled,
      restockNotificationsSuccessText: success,
      soldOutVariantsDropdownDisabled: input.soldOutVariantsDropdownDisabled,
    },
  };
}
