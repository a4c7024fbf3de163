import { describe, expect, it } from 'vitest';
import { checkCommonFields } from './common-fields.ts';

describe('analytics common fields (SPEC section 5)', () => {
  it('keeps fields of their declared string type, and null where nullable', () => {
    expect(
      checkCommonFields({ websiteId: 'w1', pageUrl: 'http://a/b', referrer: null, authenticatedAccountId: null }),
    ).toEqual({
      fields: { websiteId: 'w1', pageUrl: 'http://a/b', referrer: null, authenticatedAccountId: null },
      warnings: [],
    });
  });

  it('drops with a warning a field of another type, null where not nullable, and one not declared', () => {
    const { fields, warnings } = checkCommonFields({
      websiteId: null,
      sessionId: 42,
      templateId: ['x'],
      locale: 'en-US',
      pageCount: '3',
    });
    expect(fields).toEqual({ locale: 'en-US' });
    expect(warnings).toEqual([
      'Analytics common field "websiteId" must be a string: dropped.',
      'Analytics common field "sessionId" must be a string: dropped.',
      'Analytics common field "templateId" must be a string or null: dropped.',
      'Analytics common field "pageCount" is not declared: dropped.',
    ]);
  });

  it('keeps nothing of something that is not an object', () => {
    for (const input of [null, 'x', 3, ['websiteId']])
      expect(checkCommonFields(input)).toEqual({
        fields: {},
        warnings: ['Analytics common fields must be an object: dropped.'],
      });
  });

  it('does not take an inherited name for a declared field', () => {
    expect(checkCommonFields(JSON.parse('{"toString":"x","__proto__":"y"}')).fields).toEqual({});
  });
});
