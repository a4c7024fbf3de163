import { describe, expect, it } from 'vitest';
import { merchandisingOfInput } from './merchandising-settings.ts';

const input = { restockNotificationsEnabled: true, soldOutVariantsDropdownDisabled: false };

describe('the store’s merchandising settings', () => {
  it('are saved with their texts trimmed, empty when left out', () => {
    expect(
      merchandisingOfInput({
        ...input,
        customSoldOutText: '  Gone for now ',
        restockNotificationsSuccessText: ' Thanks! ',
      }),
    ).toEqual({
      ok: true,
      value: {
        customSoldOutText: 'Gone for now',
        restockNotificationsEnabled: true,
        restockNotificationsSuccessText: 'Thanks!',
        soldOutVariantsDropdownDisabled: false,
      },
    });
    expect(merchandisingOfInput(input)).toMatchObject({
      ok: true,
      value: { customSoldOutText: '', restockNotificationsSuccessText: '' },
    });
  });

  it('keep the sold-out text to 100 characters and the sign-up message to 500', () => {
    expect(
      merchandisingOfInput({
        ...input,
        customSoldOutText: 'x'.repeat(100),
        restockNotificationsSuccessText: 'y'.repeat(500),
      }).ok,
    ).toBe(true);
    expect(merchandisingOfInput({ ...input, customSoldOutText: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: [
        {
          field: ['input', 'customSoldOutText'],
          code: 'TEXT_TOO_LONG',
          message: 'The sold-out text may be at most 100 characters.',
        },
      ],
    });
    expect(merchandisingOfInput({ ...input, restockNotificationsSuccessText: 'y'.repeat(501) })).toEqual({
      ok: false,
      errors: [
        {
          field: ['input', 'restockNotificationsSuccessText'],
          code: 'TEXT_TOO_LONG',
          message: 'The sign-up message may be at most 500 characters.',
        },
      ],
    });
  });
});
