/**
 * Ends a sentence whose last words are a name (a store's, a product's) with one full stop: a
 * name that already ends in a stop, a question or exclamation mark or an ellipsis ("Atelier
 * Supply Co.", "Yes!") keeps its own, so a mail never reads "Co.." Trailing spaces are dropped.
 */
export function endSentence(words: string): string {
  const text = words.trimEnd();
  return /[.!?…]$/u.test(text) ? text : `${text}.`;
}
