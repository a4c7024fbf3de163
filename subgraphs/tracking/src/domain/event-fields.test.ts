import { describe, expect, it } from 'vitest';
import { dataOf, eventFields, pathOf, referrerHostOf } from './event-fields.ts';
import { withoutPersonalData } from './personal-data.ts';

describe('an event’s fields', () => {
  it('keep a page’s path without its query or fragment, from a path or a URL', () => {
    expect(pathOf('/shop/linen-shirt?email=a@example.com#top')).toBe('/shop/linen-shirt');
    expect(pathOf('https://shop.example/blog/post?x=1')).toBe('/blog/post');
    expect(pathOf('shop')).toBeNull();
    expect(pathOf('/'.padEnd(1500, 'a'))).toHaveLength(500);
    expect(pathOf(`/${'й'.repeat(800)}`)).toHaveLength(500);
  });

  it('keep only a referrer’s host', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=linen')).toBe('www.google.com');
    expect(referrerHostOf('news.example:8080')).toBe('news.example:8080');
    expect(referrerHostOf('not a url/at all')).toBeNull();
    expect(referrerHostOf('')).toBeNull();
  });

  it('keep data that is a JSON object of at most 4 KB, without personal data', () => {
    expect(dataOf('{"productName":"Linen","email":"a@example.com","note":"write to a@example.com","qty":2}')).toEqual({
      data: { productName: 'Linen', qty: 2 },
    });
    expect(dataOf('[1]')).toEqual({ data: null, problem: 'data is not a JSON object: dropped.' });
    expect(dataOf('{nope')).toEqual({ data: null, problem: 'data is not JSON: dropped.' });
    expect(dataOf(JSON.stringify({ x: 'y'.repeat(5000) })).problem).toMatch(/longer than 4096/);
  });

  it('never keep a name, e-mail, phone or address, however deep', () => {
    expect(
      withoutPersonalData({
        customer: { firstName: 'Ada', last_name: 'L', phone: '1', items: [{ sku: 'A', email: 'x' }] },
        name: 'Ada',
        billingAddress: 'x',
      }),
    ).toEqual({ customer: { items: [{ sku: 'A' }] } });
  });

  it('take the path, referrer, session and account from analytics common fields, dropping bad ones with warnings', () => {
    const { fields, warnings } = eventFields({
      kind: 'add_to_cart',
      schemaName: 'commerce_add_to_cart',
      commonData: JSON.stringify({
        websiteId: 'site_a',
        pagePath: '/shop/linen',
        referrer: 'https://ref.example/x',
        sessionId: 's-1',
        authenticatedAccountId: 42,
      }),
    });
    expect(fields).toMatchObject({
      path: '/shop/linen',
      referrerHost: 'ref.example',
      sessionId: 's-1',
      accountId: null,
      schemaName: 'commerce_add_to_cart',
    });
    expect(warnings).toEqual(['Analytics common field "authenticatedAccountId" must be a string or null: dropped.']);
  });

  it('drop a malformed session id, visit count or schema name, keeping the event', () => {
    const { fields, warnings } = eventFields({
      kind: 'page_view',
      path: '/',
      sessionId: 'a b',
      visitCount: 0,
      schemaName: 'x y',
      utmSource: '  news   letter ',
      searchTerm: ' Linen  SHIRT ',
    });
    expect(fields).toMatchObject({
      path: '/',
      sessionId: null,
      visitCount: null,
      schemaName: null,
      utmSource: 'news letter',
      searchTerm: 'linen shirt',
    });
    expect(warnings).toHaveLength(3);
  });
});

describe('text PostgreSQL cannot store, escaped inside JSON fields', () => {
  it('is taken out of every column and of data, so that it never fails a batch', () => {
    const { fields } = eventFields({
      kind: 'page_view',
      path: '/a\u0000b',
      utmSource: 'x\ud800',
      searchTerm: 'linen\u0000',
      data: '{"note":"a\\u0000b","ok":1,"k\\u0000":2}',
      commonData: '{"pagePath":"/c\\u0000d","sessionId":"s\\u0000"}',
    });
    expect(fields).toMatchObject({ path: '/ab', utmSource: 'x', searchTerm: 'linen', data: { ok: 1 } });
  });
});
