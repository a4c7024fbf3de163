import { describe, expect, it } from 'vitest';
import { endSentence } from './sentence-end.ts';

describe('endSentence', () => {
  it('adds one full stop after a name without one', () => {
    expect(endSentence('It is back in stock at Kiln & Co')).toBe('It is back in stock at Kiln & Co.');
  });
  it('keeps the stop a name already ends with, so there are never two', () => {
    expect(endSentence('It is back in stock at Atelier Supply Co.')).toBe('It is back in stock at Atelier Supply Co.');
    expect(endSentence('It is back at Atelier Supply Co.  ')).toBe('It is back at Atelier Supply Co.');
  });
  it('keeps a question mark, an exclamation mark or an ellipsis as the end', () => {
    expect(endSentence('Back at Why Not?')).toBe('Back at Why Not?');
    expect(endSentence('Back at Yes!')).toBe('Back at Yes!');
    expect(endSentence('Back at And so on…')).toBe('Back at And so on…');
  });
});
