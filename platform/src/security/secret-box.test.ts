import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

describe('secret box', () => {
  it('opens what it sealed, and nothing under another secret or purpose', () => {
    const sealed = sealSecret('server-secret', 'captcha', '0x4AAAAA-secret');
    expect(sealed).not.toContain('0x4AAAAA');
    expect(openSecret('server-secret', 'captcha', sealed)).toBe('0x4AAAAA-secret');
    expect(openSecret('other-secret', 'captcha', sealed)).toBeNull();
    expect(openSecret('server-secret', 'other', sealed)).toBeNull();
  });
  it('refuses a changed or malformed value', () => {
    const sealed = sealSecret('s', 'p', 'text');
    const parts = sealed.split('.');
    parts[2] = Buffer.from('tekst').toString('base64url');
    expect(openSecret('s', 'p', parts.join('.'))).toBeNull();
    for (const bad of ['', 'v1', 'v2.a.b.c', 'v1.a.b']) expect(openSecret('s', 'p', bad)).toBeNull();
  });
});
