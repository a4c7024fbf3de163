import { describe, expect, it } from 'vitest';
import { PAGE_TYPES } from '@atelier/site';
import { trackingMode } from './tracking-policy.ts';
import { pageIsTracked } from './tracked-pages.ts';
import { campaignOf, externalReferrer } from './census.ts';

const on = { trackingEnabled: true, cookieBanner: false };
const free = { doNotTrack: false, globalPrivacyControl: false, consent: undefined };

describe('which pages are tracked (SPEC section 6)', () => {
  it('leaves out the not-found, lock-screen and member-access-denied pages, and signed-in owners', () => {
    expect(pageIsTracked(PAGE_TYPES.NOT_FOUND, false)).toBe(false);
    expect(pageIsTracked(PAGE_TYPES.LOCK_SCREEN, false)).toBe(false);
    expect(pageIsTracked(PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED, false)).toBe(false);
    expect(pageIsTracked(PAGE_TYPES.CONTENT_ITEM, true)).toBe(false);
    for (const type of [
      PAGE_TYPES.MAIN_CONTENT,
      PAGE_TYPES.PAGE,
      PAGE_TYPES.CONTENT_ITEM,
      PAGE_TYPES.SEARCH,
      PAGE_TYPES.ORDER_CONFIRMED,
    ])
      expect(pageIsTracked(type, false)).toBe(true);
  });
});

describe('what the page script does', () => {
  it('tracks by default', () => {
    expect(trackingMode(on, free)).toBe('track');
  });

  it('clears the census cookies when the site turns tracking off, or on Do-Not-Track or Global Privacy Control', () => {
    expect(trackingMode({ ...on, trackingEnabled: false }, free)).toBe('clear');
    expect(trackingMode(on, { ...free, doNotTrack: true })).toBe('clear');
    expect(trackingMode(on, { ...free, globalPrivacyControl: true })).toBe('clear');
    expect(trackingMode(on, { ...free, doNotTrack: true, consent: 'accepted' })).toBe('clear');
  });

  it('asks first when the owner wants a cookie banner, then follows the answer', () => {
    const banner = { ...on, cookieBanner: true };
    expect(trackingMode(banner, free)).toBe('ask');
    expect(trackingMode(banner, { ...free, consent: 'accepted' })).toBe('track');
    expect(trackingMode(banner, { ...free, consent: 'declined' })).toBe('clear');
  });

  it('keeps to a decline after the owner takes the banner away', () => {
    expect(trackingMode(on, { ...free, consent: 'declined' })).toBe('clear');
    expect(trackingMode(on, { ...free, consent: 'accepted' })).toBe('track');
  });
});

describe('census data', () => {
  it('reads the campaign from the utm parameters', () => {
    expect(campaignOf('?utm_source=news&utm_medium=email&utm_campaign=spring%20sale&x=1')).toEqual({
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: 'spring sale',
    });
    expect(campaignOf('')).toEqual({ utmSource: '', utmMedium: '', utmCampaign: '' });
  });

  it("keeps another site's referrer without its query, and none for the site itself", () => {
    expect(externalReferrer('https://www.example.com/a/b?q=secret', 'http://kiln.localhost:3000')).toBe(
      'https://www.example.com/a/b',
    );
    expect(externalReferrer('http://kiln.localhost:3000/shop', 'http://kiln.localhost:3000')).toBe('');
    expect(externalReferrer('not a url', 'http://kiln.localhost:3000')).toBe('');
  });
});
