import { describe, expect, it } from 'vitest';
import { errorsFrom, ruleText, type ErrorCatalogue } from './error-catalogue.ts';
import { ownedSiteId } from './owner-errors.ts';
import { Refusal, unlessRefused } from './user-error.ts';

const CATALOGUE = {
  NOT_FOUND: 'There is no such thing.',
  TOO_MANY: ({ max }: { max: number }) => `Send at most ${max} at once.`,
  WRONG_TYPE: ruleText,
} as const satisfies ErrorCatalogue<'NOT_FOUND' | 'TOO_MANY' | 'WRONG_TYPE'>;

const { refuse, userError } = errorsFrom(CATALOGUE);

describe('a catalogue’s refuse and userError', () => {
  it('give the code’s words from the catalogue, at the input path (list positions as text)', () => {
    expect(userError('NOT_FOUND', ['requests', 2, 'variantId'])).toEqual({
      field: ['requests', '2', 'variantId'],
      message: 'There is no such thing.',
      code: 'NOT_FOUND',
    });
    expect(refuse('NOT_FOUND')).toEqual({
      ok: false,
      errors: [{ field: null, message: 'There is no such thing.', code: 'NOT_FOUND' }],
    });
  });

  it('build the words of a code from its parameters, or take a shared rule’s words as they are', () => {
    expect(userError('TOO_MANY', ['requests'], { max: 100 }).message).toBe('Send at most 100 at once.');
    expect(
      userError('WRONG_TYPE', ['answers', 'email'], { message: 'The answer to "Email" should be a text.' }).message,
    ).toBe('The answer to "Email" should be a text.');
  });
});

describe('unlessRefused', () => {
  it('answers the failure a Refusal carries, and throws anything else on', async () => {
    await expect(unlessRefused(async () => Promise.reject(new Refusal(refuse('NOT_FOUND', ['id']))))).resolves.toEqual(
      refuse('NOT_FOUND', ['id']),
    );
    await expect(unlessRefused(async () => 'done')).resolves.toBe('done');
    await expect(unlessRefused(async () => Promise.reject(new Error('the database is gone')))).rejects.toThrow(
      'the database is gone',
    );
  });
});

describe('ownedSiteId', () => {
  const request = (signedIn: boolean, siteId: string | undefined, owns: boolean) => ({
    signedIn,
    siteId,
    ownsSite: async () => owns,
  });

  it('answers the site of an owner, and why not for anyone else', async () => {
    expect(await ownedSiteId(request(true, 'site_1', true))).toEqual({ ok: true, value: 'site_1' });
    expect(await ownedSiteId(request(false, 'site_1', false))).toEqual({
      ok: false,
      errors: [{ field: null, message: 'Your session has ended. Please sign in again.', code: 'NOT_SIGNED_IN' }],
    });
    for (const stranger of [request(true, 'site_1', false), request(true, undefined, true)]) {
      expect(await ownedSiteId(stranger)).toEqual({
        ok: false,
        errors: [{ field: null, message: 'Only the owner of this site can change it.', code: 'FORBIDDEN' }],
      });
    }
  });
});
