import { describe, expect, it } from 'vitest';
import { answerText, WEBHOOK_EVENTS } from './webhook-labels.ts';

describe('webhook labels', () => {
  it('offers each of the 13 events once', () => {
    expect(WEBHOOK_EVENTS).toHaveLength(13);
    expect(new Set(WEBHOOK_EVENTS).size).toBe(13);
  });
  it('writes an answer as its status and the start of its body, or why none came', () => {
    expect(answerText({ attempts: 0 })).toBe('Not sent yet');
    expect(answerText({ attempts: 1, lastStatus: 200, lastAnswer: 'thanks' })).toBe('200 · thanks');
    expect(answerText({ attempts: 2, lastStatus: 500, lastAnswer: '' })).toBe('500');
    expect(answerText({ attempts: 1, lastStatus: null, lastAnswer: 'No answer within 10 seconds.' })).toBe(
      'No answer within 10 seconds.',
    );
    expect(answerText({ attempts: 1, lastStatus: 502, lastAnswer: 'x'.repeat(200) })).toBe(`502 · ${'x'.repeat(120)}…`);
  });
});
