import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@atelier/commerce';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { UNTAXED_ADDRESS } from './support/shipping-address.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number status } userErrors { code message } } }`;
const PREVIEWS = `query($orderId: ID!) { site { orderMailPreviews(orderId: $orderId) { kind to subject text } } }`;

describe('commerce e-mail preview', () => {
  it('shows the owner each mail of an order exactly as the mailer sent it, gift card codes hidden', async () => {
    const buyer = `preview-${Date.now()}@example.com`;
    const recipient = `preview-recipient-${Date.now()}@example.com`;
    const shopper = new HttpClient(app.url);
    await shopper.openPage('/shop');
    for (const entry of [
      { itemId: 'prod_mug', sku: 'MUG-CREAM', quantity: 2 },
      {
        itemId: 'prod_gift_card',
        sku: 'GIFT-25',
        quantity: 1,
        additionalFields: JSON.stringify({ recipientEmail: recipient, giftMessage: 'For the kiln' }),
      },
    ]) {
      const added = await shopper.api('POST', '/api/commerce/shopping-cart/entries', entry);
      expect(added.status, JSON.stringify(added.json)).toBe(200);
    }
    const placed = (
      await shopper.graphql(PLACE, {
        input: {
          idempotencyKey: `preview-test-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          email: buyer,
          cardNumber: TEST_CARDS.approve,
          shippingAddress: UNTAXED_ADDRESS,
        },
      })
    ).json.data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    expect(placed.order.status).toBe('PAID');

    const sent = await rows(
      `select kind, to_address as "to", subject, text_body as text from platform.outbox_message where to_address in ($1, $2) order by kind desc`,
      [buyer, recipient],
    );
    expect(sent.map((mail) => mail.kind)).toEqual(['order-confirmation', 'gift-card']);
    const [confirmation, giftCard] = sent;

    const owner = await signedInClient(app.url);
    const previews = (await owner.graphql(PREVIEWS, { orderId: placed.order.id })).json.data.site.orderMailPreviews;
    expect(previews).toHaveLength(2);
    // The confirmation is the very mail sent, byte for byte.
    expect(previews[0]).toEqual(confirmation);
    expect(previews[0].subject).toBe(`Your order #${placed.order.number} is confirmed`);
    expect(previews[0].text).toContain('2 × Stoneware Mug');
    // The gift card's mail is the one sent, but for its code: only its last four characters show.
    const code = /Your gift card code: ([A-Z0-9-]+)/.exec(giftCard.text)![1]!;
    const [card] = await rows(`select last_four from cart.gift_card where order_id = $1`, [placed.order.id]);
    expect(code.replace(/-/g, '').slice(-4)).toBe(card.last_four);
    expect(previews[1]).toEqual({
      ...giftCard,
      text: giftCard.text.replace(code, `••••-••••-••••-${card.last_four}`),
    });
    expect(previews[1].text).not.toContain(code);

    // Nobody else previews the site's mails: a visitor gets none.
    const stranger = (await shopper.graphql(PREVIEWS, { orderId: placed.order.id })).json.data.site.orderMailPreviews;
    expect(stranger).toEqual([]);
    const unknown = (await owner.graphql(PREVIEWS, { orderId: 'ord_not_there' })).json.data.site.orderMailPreviews;
    expect(unknown).toEqual([]);
  });
});
