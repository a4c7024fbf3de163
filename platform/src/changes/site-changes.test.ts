import { describe, expect, it } from 'vitest';
import { parseSiteChange } from './site-changes.ts';

describe('parseSiteChange', () => {
  it('reads each kind with its website', () => {
    for (const kind of ['address', 'theme', 'plan'])
      expect(parseSiteChange(JSON.stringify({ id: 'n1', kind, websiteId: 'site_1' }))).toEqual({
        id: 'n1',
        kind,
        websiteId: 'site_1',
      });
  });

  it('ignores what it does not know rather than guessing', () => {
    for (const payload of [
      undefined,
      '',
      'address',
      'null',
      '[]',
      '{"id":"n1","kind":"prices","websiteId":"site_1"}',
      '{"id":"n1","kind":"theme"}',
      '{"id":"n1","kind":"theme","websiteId":""}',
      '{"id":"n1","kind":"theme","websiteId":7}',
      '{"kind":"theme","websiteId":"site_1"}',
      '{"id":"","kind":"theme","websiteId":"site_1"}',
      '{not json',
    ])
      expect(parseSiteChange(payload)).toBeUndefined();
  });
});
