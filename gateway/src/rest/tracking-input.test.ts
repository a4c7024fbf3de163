import { describe, expect, it } from 'vitest';
import { beaconBody, readAnalyticsEvent, readCensusHit, visitCountOf } from './tracking-input.ts';

describe('the collector’s legacy bodies', () => {
  it('read the visit count from a visit-record cookie, and nothing from anything else', () => {
    expect(visitCountOf('a1b2|1764000000000|1764000000000|1764100000000|12')).toBe(12);
    // packages/tracking's rule: four positive integers (a leading zero is allowed there, unlike the timestamp's).
    expect(visitCountOf('a1b2|1|2|3|012')).toBe(12);
    for (const bad of [
      'a1b2|1|2|3',
      'a1b2|1|2|3|0',
      'a1b2|1|2|3|2147483648',
      'a b|1|2|3|4',
      'a|1|2|3|4|5',
      '',
      7,
      undefined,
    ])
      expect(visitCountOf(bad), String(bad)).toBeNull();
  });

  it('read a text/plain beacon as JSON when it is JSON, else as a form', () => {
    expect(beaconBody('{"customSchemaName":"x"}')).toEqual({ customSchemaName: 'x' });
    expect(beaconBody('event=1&data=%7B%7D')).toEqual({ event: '1', data: '{}' });
    expect(beaconBody('{broken')).toEqual({});
  });

  it('map census event types, and refuse unknown ones and another site’s id', () => {
    const data = JSON.stringify({ websiteId: 'site_a', path: '/x', searchTerm: 'linen' });
    expect(readCensusHit({ event: '2', data }, 'site_a', undefined)).toMatchObject({
      ok: true,
      value: { kind: 'SITE_SEARCH', path: '/x', searchTerm: 'linen', visitCount: null },
    });
    expect(readCensusHit({ event: '1', data }, 'site_a', undefined)).toMatchObject({ value: { searchTerm: null } });
    expect(readCensusHit({ event: '4', data }, 'site_a', undefined)).toMatchObject({ ok: false, field: 'event' });
    expect(readCensusHit({ event: '1', data }, 'site_b', undefined)).toEqual({
      ok: false,
      field: 'data.websiteId',
      message: 'websiteId is not this site.',
    });
  });

  it('map the commerce schemas of the events service to their kinds', () => {
    const commonData = JSON.stringify({ websiteId: 'site_a' });
    expect(readAnalyticsEvent({ customSchemaName: 'commerce_add_to_cart', commonData }, 'site_a')).toMatchObject({
      value: { kind: 'ADD_TO_CART' },
    });
    expect(readAnalyticsEvent({ customSchemaName: 'commerce_purchase', commonData }, 'site_a')).toMatchObject({
      value: { kind: 'PURCHASE' },
    });
    expect(readAnalyticsEvent({ customSchemaName: 'scroll_depth', commonData }, 'site_a')).toMatchObject({
      value: { kind: 'ANALYTICS', schemaName: 'scroll_depth', commonData, data: '{}' },
    });
  });
});
