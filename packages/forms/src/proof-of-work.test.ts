import { describe, expect, it } from 'vitest';
import { decodeCaptchaSolution, encodeCaptchaSolution, proofOfWorkHash, solveChallenge } from './proof-of-work.ts';
import { createChallenge, verifySolution } from './proof-of-work-server.ts';

const SECRET = 'a'.repeat(64);
const small = { siteId: 'site_1', maxNumber: 300, ttlSeconds: 60 };

describe('the built-in proof-of-work captcha', () => {
  it('is solved by trying numbers and accepted once solved', async () => {
    const challenge = createChallenge(SECRET, small);
    const solution = await solveChallenge(challenge);
    expect(solution).not.toBeNull();
    expect(await proofOfWorkHash(challenge.salt, solution!.number)).toBe(challenge.challenge);
    const check = verifySolution(SECRET, decodeCaptchaSolution(encodeCaptchaSolution(solution!))!, {
      siteId: 'site_1',
    });
    expect(check).toMatchObject({ ok: true, challenge: challenge.challenge });
  });

  it('refuses a wrong number, another secret, another site and an expired challenge', async () => {
    const challenge = createChallenge(SECRET, small);
    const solution = (await solveChallenge(challenge))!;
    expect(verifySolution(SECRET, { ...solution, number: solution.number + 1 }, { siteId: 'site_1' })).toEqual({
      ok: false,
      reason: 'wrong-answer',
    });
    expect(verifySolution('b'.repeat(64), solution, { siteId: 'site_1' })).toEqual({ ok: false, reason: 'forged' });
    expect(verifySolution(SECRET, solution, { siteId: 'site_2' })).toEqual({ ok: false, reason: 'other-site' });
    expect(verifySolution(SECRET, solution, { siteId: 'site_1', now: Date.now() + 61_000 })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a made-up challenge: its signature cannot be made without the secret', async () => {
    const salt = `00?expires=${Math.floor(Date.now() / 1000) + 60}&site=site_1`;
    const made = {
      algorithm: 'SHA-256' as const,
      challenge: await proofOfWorkHash(salt, 1),
      salt,
      number: 1,
      signature: '0'.repeat(64),
    };
    expect(verifySolution(SECRET, made, { siteId: 'site_1' })).toEqual({ ok: false, reason: 'forged' });
  });

  it('reads only well-formed answers', () => {
    for (const text of [undefined, 42, '', 'not base64!', btoa('[]'), btoa('{"algorithm":"MD5"}'), 'x'.repeat(2000)])
      expect(decodeCaptchaSolution(text)).toBeNull();
    const good = {
      algorithm: 'SHA-256' as const,
      challenge: 'a'.repeat(64),
      salt: 's',
      number: 3,
      signature: 'b'.repeat(64),
    };
    expect(decodeCaptchaSolution(encodeCaptchaSolution(good))).toEqual(good);
    expect(decodeCaptchaSolution(encodeCaptchaSolution({ ...good, number: -1 }))).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await solveChallenge(createChallenge(SECRET, small), { signal: controller.signal })).toBeNull();
  });
});
