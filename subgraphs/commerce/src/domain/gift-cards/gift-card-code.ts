import { createHmac } from 'node:crypto';

/**
 * A gift card's code: 16 characters of a 32-letter alphabet without the look-alikes 0/O and 1/I,
 * 80 bits in all, so that guessing one is hopeless. It is derived from the server secret and the card's random
 * id, so a mail that failed can be sent again without the code ever being stored.
 */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 16;

export function giftCardCode(secret: string, cardId: string): string {
  const digest = createHmac('sha256', secret).update(`gift-card:${cardId}`).digest();
  let code = '';
  // Five bits per character from the digest's bytes: 32 letters, each equally likely.
  let bits = 0;
  let value = 0;
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < LENGTH) {
      bits -= 5;
      code += GIFT_CARD_ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
    if (code.length === LENGTH) break;
  }
  return code;
}

/** The code as a shopper reads it: four groups of four. */
export const formatGiftCardCode = (code: string): string => code.match(/.{1,4}/g)!.join('-');

/**
 * The code a shopper typed, as it is looked up: case, spaces and dashes do not matter. Null when
 * it cannot be a code at all, so nothing is looked up for it.
 */
export function normalizeGiftCardCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 64) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== LENGTH) return null;
  return [...code].every((c) => GIFT_CARD_ALPHABET.includes(c)) ? code : null;
}
