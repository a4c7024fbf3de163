import type { MerchandisingSettings } from '@atelier/commerce';
import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode, MerchandisingSettingsInput } from '../generated/resolvers-types.ts';

export const MAX_SOLD_OUT_TEXT = 100;
export const MAX_SIGN_UP_MESSAGE = 500;

/** The store's merchandising settings as its owner saves them: texts trimmed, within their lengths. */
export function merchandisingOfInput(
  input: MerchandisingSettingsInput,
): Outcome<MerchandisingSettings, CatalogErrorCode> {
  const soldOut = (input.customSoldOutText ?? '').trim();
  const success = (input.restockNotificationsSuccessText ?? '').trim();
  if (soldOut.length > MAX_SOLD_OUT_TEXT)
    return refuse('TEXT_TOO_LONG', ['input', 'customSoldOutText'], { of: 'soldOutText', max: MAX_SOLD_OUT_TEXT });
  if (success.length > MAX_SIGN_UP_MESSAGE)
    return refuse('TEXT_TOO_LONG', ['input', 'restockNotificationsSuccessText'], {
      of: 'signUpMessage',
      max: MAX_SIGN_UP_MESSAGE,
    });
  return ok({
    customSoldOutText: soldOut,
    restockNotificationsEnabled: input.restockNotificationsEnabled,
    restockNotificationsSuccessText: success,
    soldOutVariantsDropdownDisabled: input.soldOutVariantsDropdownDisabled,
  });
}
