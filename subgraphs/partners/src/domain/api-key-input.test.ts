import { describe, expect, it } from 'vitest';
import { checkApiKeyInput } from './api-key-input.ts';

describe('checkApiKeyInput', () => {
  it('takes a trimmed name and known scopes', () => {
    expect(checkApiKeyInput({ name: '  Stock sync ', scopes: ['INVENTORY', 'CATALOG_READ'] })).toEqual({
      ok: true,
      value: { name: 'Stock sync', scopes: ['INVENTORY', 'CATALOG_READ'] },
    });
  });

  it('names every problem at once: a blank name, no scope', () => {
    const checked = checkApiKeyInput({ name: ' ', scopes: [] });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map((e) => [e.code, e.field])).toEqual([
      ['NAME_INVALID', ['input', 'name']],
      ['SCOPES_INVALID', ['input', 'scopes']],
    ]);
    expect(checked.errors[0]!.message).toBe('Give the key a name of 1 to 80 characters.');
  });

  it('refuses a scope twice, an unknown one and a name too long', () => {
    expect(checkApiKeyInput({ name: 'x', scopes: ['FORMS', 'FORMS'] }).ok).toBe(false);
    expect(checkApiKeyInput({ name: 'x', scopes: ['EVERYTHING'] }).ok).toBe(false);
    expect(checkApiKeyInput({ name: 'x'.repeat(81), scopes: ['FORMS'] }).ok).toBe(false);
  });
});
