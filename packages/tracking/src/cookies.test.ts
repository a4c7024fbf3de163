import { describe, expect, it } from 'vitest';
import {
  COOKIE_MAX_AGE_SECONDS,
  cookieAssignment,
  cookieValue,
  formatVisitRecord,
  parseAnalyticsId,
  parseConsent,
  parseVisitRecord,
  parseVisitTimestamp,
} from './cookies.ts';

const ID = '3f2b8c1e-0d4a-4b7e-9a61-2c5d8e9f1a03';

describe('the visit-record cookie', () => {
  it('reads an id followed by four positive integers separated by bars', () => {
    expect(parseVisitRecord(`${ID}|1700000000000|1700000100000|1700000200000|3`)).toEqual({
      id: ID,
      firstVisit: 1700000000000,
      previousVisit: 1700000100000,
      currentVisit: 1700000200000,
      count: 3,
    });
  });

  it('writes what it reads', () => {
    const value = `${ID}|1|2|3|4`;
    expect(formatVisitRecord(parseVisitRecord(value)!)).toBe(value);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['three numbers', `${ID}|1|2|3`],
    ['five numbers', `${ID}|1|2|3|4|5`],
    ['no id', '|1|2|3|4'],
    ['an id with a space', 'a b|1|2|3|4'],
    ['an id of 65 characters', `${'a'.repeat(65)}|1|2|3|4`],
    ['a zero', `${ID}|1|2|3|0`],
    ['a negative number', `${ID}|1|2|-3|4`],
    ['a plus sign', `${ID}|1|2|+3|4`],
    ['a fraction', `${ID}|1|2|3|4.5`],
    ['an exponent', `${ID}|1e3|2|3|4`],
    ['an empty part', `${ID}|1||3|4`],
    ['a number past 2^53', `${ID}|1|2|3|9007199254740993`],
    ['spaces', `${ID}| 1|2|3|4`],
    ['commas', `${ID},1,2,3,4`],
  ])('is invalid when %s', (_, value) => {
    expect(parseVisitRecord(value)).toBeUndefined();
  });
});

describe('the visit-timestamp cookie', () => {
  it('reads a positive integer', () => {
    expect(parseVisitTimestamp('1700000000000')).toBe(1700000000000);
    expect(parseVisitTimestamp('1')).toBe(1);
  });

  it.each([['0'], ['01700000000000'], ['-1'], ['1.5'], ['1e12'], [' 1'], ['abc'], [''], ['9007199254740993']])(
    'is invalid as %j',
    (value) => {
      expect(parseVisitTimestamp(value)).toBeUndefined();
    },
  );
});

describe('lifetimes (SPEC section 9)', () => {
  it('keeps the visit record 2 years, the timestamp 30 minutes and the analytics id 390 days', () => {
    expect(COOKIE_MAX_AGE_SECONDS.visitRecord).toBe(2 * 365 * 86_400);
    expect(COOKIE_MAX_AGE_SECONDS.visitTimestamp).toBe(1_800);
    expect(COOKIE_MAX_AGE_SECONDS.analyticsId).toBe(390 * 86_400);
  });
});

describe('cookie text', () => {
  it('sets a site-wide Lax cookie, Secure on https, and clears it with a max age of 0', () => {
    expect(cookieAssignment('ss_cvt', '123', 1800, false)).toBe('ss_cvt=123; Max-Age=1800; Path=/; SameSite=Lax');
    expect(cookieAssignment('ss_cvr', 'a|1', 0, true)).toBe('ss_cvr=a|1; Max-Age=0; Path=/; SameSite=Lax; Secure');
    expect(cookieAssignment('x', 'a b;c,"d\\é', 60, false)).toBe(
      'x=a%20b%3Bc%2C%22d%5C%C3%A9; Max-Age=60; Path=/; SameSite=Lax',
    );
  });

  it('reads one cookie back, decoded, and nothing from a malformed one', () => {
    const cookies = 'crumb=abc; ss_cvr=a%7C1%7C2%7C3%7C4; ss_cvt=%E0%A4%A';
    expect(cookieValue(cookies, 'ss_cvr')).toBe('a|1|2|3|4');
    expect(cookieValue(cookies, 'ss_cvt')).toBeUndefined();
    expect(cookieValue(cookies, 'ss_cid')).toBeUndefined();
  });

  it('reads the analytics id and the consent only in their own shapes', () => {
    expect(parseAnalyticsId(ID)).toBe(ID);
    expect(parseAnalyticsId('a;b')).toBeUndefined();
    expect(parseConsent('accepted')).toBe('accepted');
    expect(parseConsent('declined')).toBe('declined');
    expect(parseConsent('yes')).toBeUndefined();
  });
});
