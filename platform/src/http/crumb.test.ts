import { describe, expect, it } from 'vitest';
import { createCrumbs } from './crumb.ts';

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
