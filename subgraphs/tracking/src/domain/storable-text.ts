/**
 * NUL characters (text columns cannot hold them, jsonb refuses them) and lone UTF-16 surrogates (no
 * Unicode character; jsonb refuses them too). The gateway refuses them in requests, but a JSON
 * string field (data, commonData, custom) carries them escaped past that check: one such value would
 * fail the whole batch's INSERT, so they are taken out here.
 */
const UNSTORABLE = /\u0000|\p{Cs}/gu;

export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '');
}

export function isStorable(text: string): boolean {
  UNSTORABLE.lastIndex = 0;
  return !UNSTORABLE.test(text);
}
