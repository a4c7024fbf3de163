import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createCrumbs, crumbIsValid, requireCrumbHeader } from './crumb.ts';
import { COOKIES } from './internal-headers.ts';

const cart = 'c'.repeat(43);
const session = 's'.repeat(43);

describe('crumbs', () => {
  const crumbs = createCrumbs('a server secret of some length');

  it('are recognised for the binding they were issued for', () => {
    const crumb = crumbs.issue({ cartToken: cart });
    expect(crumb).toMatch(/^[0-9a-f]{64}$/);
    expect(crumbs.verify(crumb, { cartToken: cart })).toBe(true);
    expect(crumbs.issue({ cartToken: cart })).not.toBe(crumb);
  });

  it('fail for another visitor, another session, or no cart', () => {
    const crumb = crumbs.issue({ cartToken: cart, sessionToken: session });
    expect(crumbs.verify(crumb, { cartToken: cart })).toBe(false);
    expect(crumbs.verify(crumb, { cartToken: 'd'.repeat(43), sessionToken: session })).toBe(false);
    expect(crumbs.verify(crumbs.issue({}), { cartToken: cart })).toBe(false);
  });

  it('fail when self-made, altered, issued under another secret, or not text', () => {
    const crumb = crumbs.issue({});
    expect(crumbs.verify('f'.repeat(32), {})).toBe(false);
    expect(crumbs.verify('f'.repeat(64), {})).toBe(false);
    expect(crumbs.verify(crumb.slice(0, -1) + (crumb.endsWith('0') ? '1' : '0'), {})).toBe(false);
    expect(createCrumbs('another secret entirely').verify(crumb, {})).toBe(false);
    for (const odd of [undefined, null, 42, ['x'], crumb.toUpperCase()]) expect(crumbs.verify(odd, {})).toBe(false);
  });
});

describe('the one crumb check', () => {
  const crumbs = createCrumbs('a server secret of some length');
  const mine = crumbs.issue({ cartToken: cart });
  /** A request as express parses it: its cookies, a form's fields, its headers. */
  const request = (cookies: Record<string, string>, sent: { header?: string; field?: unknown }) =>
    ({
      cookies,
      body: sent.field === undefined ? {} : { crumb: sent.field },
      get: (name: string) => (name.toLowerCase() === 'x-csrf-token' ? sent.header : undefined),
    }) as unknown as Request;
  const visitor = { [COOKIES.cart]: cart, [COOKIES.crumb]: mine };

  it('takes the crumb from X-CSRF-Token or from a form’s crumb field, each only where it is asked for', () => {
    expect(crumbIsValid(crumbs, request(visitor, { header: mine }), 'header')).toBe(true);
    expect(crumbIsValid(crumbs, request(visitor, { field: mine }), 'form')).toBe(true);
    expect(crumbIsValid(crumbs, request(visitor, { field: mine }), 'header')).toBe(false);
    expect(crumbIsValid(crumbs, request(visitor, { header: mine }), 'form')).toBe(false);
  });

  it('refuses a crumb that is not the cookie, a cookie without one, and another visitor’s pair', () => {
    const other = crumbs.issue({ cartToken: cart });
    expect(crumbIsValid(crumbs, request(visitor, { field: other }), 'form')).toBe(false);
    expect(crumbIsValid(crumbs, request({ [COOKIES.cart]: cart }, { field: mine }), 'form')).toBe(false);
    // A crumb and cookie that agree, but were issued for another cart.
    const stranger = { [COOKIES.cart]: 'd'.repeat(43), [COOKIES.crumb]: mine };
    expect(crumbIsValid(crumbs, request(stranger, { header: mine }), 'header')).toBe(false);
    expect(crumbIsValid(crumbs, request(visitor, { field: [mine] }), 'form')).toBe(false);
  });

  it('as middleware, passes a valid header on and answers the others as its caller says', () => {
    const refused: string[] = [];
    const passed: string[] = [];
    const middleware = requireCrumbHeader(crumbs, () => void refused.push('refused'));
    middleware(request(visitor, { header: mine }), {} as Response, () => void passed.push('passed'));
    middleware(request(visitor, { header: 'f'.repeat(64) }), {} as Response, () => void passed.push('passed'));
    expect([passed, refused]).toEqual([['passed'], ['refused']]);
  });
});
