import { describe, expect, it } from 'vitest';
import { checkSubscriptionInput } from './subscription-input.ts';

const check = (url: string, events = ['ORDER_CREATED'] as const) =>
  checkSubscriptionInput({ url, events: [...events] }, 'atelier.example');
const refusal = (code: string, field: string, message: string) => ({
  ok: false,
  errors: [{ code, field: ['input', field], message }],
});

describe('checkSubscriptionInput', () => {
  it('takes an https address and its events', () => {
    const checked = check('https://hooks.partner.example/atelier?shop=1');
    expect(checked.ok && checked.value.url.href).toBe('https://hooks.partner.example/atelier?shop=1');
  });
  it('refuses what is not an http(s) URL', () => {
    const words = 'Enter a full web address starting with https:// or http://.';
    expect(check('hooks.partner.example')).toEqual(refusal('URL_INVALID', 'url', words));
    expect(check('ftp://hooks.partner.example/')).toEqual(refusal('URL_INVALID', 'url', words));
  });
  it('refuses credentials and overlong addresses', () => {
    expect(check('https://me:pw@hooks.partner.example/')).toEqual(
      refusal('URL_INVALID', 'url', 'Leave the user name and password out of the address.'),
    );
    expect(check(`https://hooks.partner.example/${'a'.repeat(2000)}`)).toEqual(
      refusal('URL_INVALID', 'url', 'The address is too long: use at most 2000 characters.'),
    );
  });
  it('refuses the product itself and its sites, which would loop', () => {
    const words = 'This address is Atelier’s own: webhooks go to your own server.';
    expect(check('https://atelier.example/graphql')).toEqual(refusal('URL_NOT_PUBLIC', 'url', words));
    expect(check('https://shop.ATELIER.example/')).toEqual(refusal('URL_NOT_PUBLIC', 'url', words));
  });
  it('refuses no events, and one event twice', () => {
    expect(check('https://h.example/', [] as never)).toEqual(
      refusal('EVENTS_INVALID', 'events', 'Choose at least one event to send.'),
    );
    expect(check('https://h.example/', ['ORDER_PAID', 'ORDER_PAID'] as never)).toEqual(
      refusal('EVENTS_INVALID', 'events', 'Name each event once.'),
    );
  });
});
