import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newDailySalt, saltsPastUse, visitorHash } from './visitor-hash.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('the daily salted visitor hash', () => {
  it('is the same for one visitor on one site all day', () => {
    const salt = newDailySalt();
    expect(visitorHash(salt, 'site_a', '203.0.113.7', CHROME)).toBe(visitorHash(salt, 'site_a', '203.0.113.7', CHROME));
  });

  it('differs by site, by address, by browser and by day, and holds no part of the address', () => {
    const [today, tomorrow] = [newDailySalt(), newDailySalt()];
    const hash = visitorHash(today, 'site_a', '203.0.113.7', CHROME);
    expect(
      new Set([
        hash,
        visitorHash(today, 'site_b', '203.0.113.7', CHROME),
        visitorHash(today, 'site_a', '203.0.113.8', CHROME),
        visitorHash(today, 'site_a', '203.0.113.7', `${CHROME} Edg/120`),
        visitorHash(tomorrow, 'site_a', '203.0.113.7', CHROME),
      ]).size,
    ).toBe(5);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hash).not.toContain('203');
  });

  it('is the SHA-256 of its parts joined by NUL: a day’s hashes stay the same across versions and processes', () => {
    const salt = newDailySalt();
    const parts = [salt, 'site_a', '203.0.113.7', CHROME];
    const reference = parts.reduce((digest, part, i) => digest.update(i ? `\0${part}` : part), createHash('sha256'));
    expect(visitorHash(salt, 'site_a', '203.0.113.7', CHROME)).toBe(reference.digest('base64url').slice(0, 22));
  });

  it('cannot be confused by moving text between the parts', () => {
    const salt = newDailySalt();
    expect(visitorHash(salt, 'site_a', '1.2.3.4', 'x')).not.toBe(visitorHash(salt, 'site_a1', '.2.3.4', 'x'));
  });

  it('gets a fresh random salt each day, and every earlier day’s salt is deleted', () => {
    expect(newDailySalt()).not.toBe(newDailySalt());
    expect(newDailySalt()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(saltsPastUse(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'], '2026-11-26')).toEqual([
      '2026-11-24',
      '2026-11-25',
    ]);
  });
});
