import { describe, expect, it } from 'vitest';
import {
  checkDonationAmount,
  donationAmountOf,
  donationBounds,
  OTHER_DONATION,
  suggestedDonations,
} from './donation-amount.ts';

describe('donation amounts', () => {
  it('suggests 10, 25, 50 and 100 in the store currency, yen a hundred times as many', () => {
    expect(suggestedDonations('USD')).toEqual([1000, 2500, 5000, 10000]);
    expect(suggestedDonations('EUR')).toEqual([1000, 2500, 5000, 10000]);
    expect(suggestedDonations('JPY')).toEqual([1000, 2500, 5000, 10000]);
  });

  it('takes 1.00 to 10,000.00, both included, and nothing beyond', () => {
    expect(donationBounds('USD')).toEqual({ leastMinor: 100, mostMinor: 1_000_000 });
    expect(checkDonationAmount(100, 'USD')).toEqual({ ok: true, amountMinor: 100 });
    expect(checkDonationAmount(1_000_000, 'USD')).toEqual({ ok: true, amountMinor: 1_000_000 });
    for (const amount of [99, 1_000_001, 0, -500, 150.5, Number.NaN])
      expect(checkDonationAmount(amount, 'USD')).toEqual({
        ok: false,
        message: 'A donation is from 1.00 to 10000.00 USD.',
      });
    expect(checkDonationAmount(99, 'JPY')).toEqual({ ok: false, message: 'A donation is from 100 to 1000000 JPY.' });
  });

  it('reads a suggested choice only when the block offers it', () => {
    expect(donationAmountOf({ choice: '2500' }, 'USD')).toEqual({ ok: true, amountMinor: 2500 });
    expect(donationAmountOf({ choice: '2400' }, 'USD')).toEqual({
      ok: false,
      message: 'Choose an amount or enter your own.',
    });
    expect(donationAmountOf({}, 'USD')).toEqual({ ok: false, message: 'Choose an amount or enter your own.' });
    expect(donationAmountOf({ choice: ['2500'] }, 'USD')).toEqual({
      ok: false,
      message: 'Choose an amount or enter your own.',
    });
  });

  it('reads any amount typed with "other", as an owner types a price', () => {
    expect(donationAmountOf({ choice: OTHER_DONATION, other: '12.34' }, 'USD')).toEqual({
      ok: true,
      amountMinor: 1234,
    });
    expect(donationAmountOf({ choice: OTHER_DONATION, other: ' 1,500 ' }, 'JPY')).toEqual({
      ok: true,
      amountMinor: 1500,
    });
    expect(donationAmountOf({ choice: OTHER_DONATION, other: '' }, 'USD')).toEqual({
      ok: false,
      message: 'Choose an amount or enter your own.',
    });
    expect(donationAmountOf({ choice: OTHER_DONATION, other: 'ten' }, 'USD')).toEqual({
      ok: false,
      message: 'Enter an amount such as 15.00.',
    });
    expect(donationAmountOf({ choice: OTHER_DONATION, other: '0.99' }, 'USD')).toEqual({
      ok: false,
      message: 'A donation is from 1.00 to 10000.00 USD.',
    });
    expect(donationAmountOf({ choice: OTHER_DONATION, other: '10000.01' }, 'USD')).toMatchObject({ ok: false });
  });
});
