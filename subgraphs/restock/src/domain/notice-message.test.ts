import { describe, expect, it } from 'vitest';
import { noticeMessage } from './notice-message.ts';

const facts = {
  siteTitle: 'Kiln & Co',
  productTitle: 'Speckled Mug',
  options: [{ name: 'Color', value: 'Blue' }],
  productUrl: 'http://kiln.localhost/shop/p/mug',
  unsubscribeUrl: 'http://kiln.localhost/api/site-users/account/notifications/restock/unsubscribe?token=a.b.c',
};

describe('noticeMessage', () => {
  it('names the product, its options and the store, and links both pages', () => {
    const message = noticeMessage(facts);
    expect(message.subject).toBe('Back in stock: Speckled Mug (Color: Blue)');
    expect(message.text).toContain('Speckled Mug (Color: Blue) is back in stock at Kiln & Co.');
    expect(message.text).toContain(facts.productUrl);
    expect(message.text).toContain(facts.unsubscribeUrl);
    expect(message.headers['List-Unsubscribe']).toBe(`<${facts.unsubscribeUrl}>`);
  });
  it('escapes what it puts in HTML', () => {
    const message = noticeMessage({ ...facts, productTitle: '<b>Mug</b>', options: [] });
    expect(message.html).toContain('&lt;b&gt;Mug&lt;/b&gt;');
    expect(message.html).toContain('Kiln &amp; Co');
    expect(message.subject).toBe('Back in stock: <b>Mug</b>');
  });
  it('ends the sentence after a store name that ends in a full stop with that one stop', () => {
    const message = noticeMessage({ ...facts, siteTitle: 'Atelier Supply Co.' });
    expect(message.text).toContain('is back in stock at Atelier Supply Co.\n');
    expect(message.text).not.toContain('Co..');
    expect(message.html).toContain('is back in stock at Atelier Supply Co.</p>');
    expect(message.html).not.toContain('Co..');
  });
});
