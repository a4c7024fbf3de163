import { describe, expect, it } from 'vitest';
import { checkCommonFields } from './common-fields.ts';

describe('analytics common fields', () => {
  it('keep declared strings, and null where the field is nullable', () => {
    expect(
      checkCommonFields({ websiteId: 'site_a', pagePath: '/shop', referrer: null, authenticatedAccountId: null }),
    ).toEqual({
      fields: { websiteId: 'site_a', pagePath: '/shop', referrer: null, authenticatedAccountId: null },
      warnings: [],
    });
  });

  it('drop a field of the wrong type, a null where none is allowed, and an undeclared one, each with a warning', () => {
    const { fields, warnings } = checkCommonFields({
      websiteId: 'site_a',
      pagePath: 42,
      sessionId: null,
      email: 'a@example.com',
      locale: ['en'],
    });
    expect(fields).toEqual({ websiteId: 'site_a' });
    expect(warnings).toEqual([
      'Analytics common field "pagePath" must be a string: dropped.',
      'Analytics common field "sessionId" must be a string: dropped.',
      'Analytics common field "email" is not declared: dropped.',
      'Analytics common field "locale" must be a string or null: dropped.',
    ]);
  });

  it('keep nothing of what is not an object', () => {
    for (const input of [null, 'x', 3, ['websiteId']])
      expect(checkCommonFields(input)).toEqual({
        fields: {},
        warnings: ['Analytics common fields must be an object: dropped.'],
      });
  });
});
