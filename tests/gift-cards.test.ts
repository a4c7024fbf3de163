import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { UNTAXED_ADDRESS } from './support/shipping-address.ts';

// Many shoppers from one address: the per-client limits would refuse the concurrency test's carts.
const unlimited = { points: 1_000_000, durationSeconds: 60 };
const app = useTestPlatform({
  rateLimits: { 'cart.adds': unlimited, 'cart.new-carts': unlimited, 'cart.gift-card-tries': unlimited },
});
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

const CART = `grandTotalCents giftCardCents amountDueCents giftCards { id lastFour balanceCents appliedCents }`;
const APPLY = `mutation($code: String!) { applyGiftCard(code: $code) { shoppingCart { ${CART} } userErrors { field code message } } }`;
const REMOVE = `mutation($id: ID!) { removeGiftCard(id: $id) { shoppingCart { ${CART} } userErrors { code message } } }`;
const ORDER = `id number status grandTotalCents giftCardCents refundedCents payments { kind status amountCents }
  giftCardPayments { lastFour amountCents } issuedGiftCards { lastFour initialCents balanceCents recipientEmail message mailedAt }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${ORDER} } userErrors { field code message } } }`;
const GOOD_CARD = '4242424242424242';
let keys = 0;
const newKey = () => `gift-test-${Date.now()}-${keys++}-${Math.random().toString(36).slice(2)}`;

async function shopper() {
  const client = new HttpClient(app.url);
  await client.openPage('/shop');
  return client;
}

async function add(client: HttpClient, itemId: string, sku: string, quantity = 1, additionalFields?: string) {
  const added = await client.api('POST', '/api/commerce/shopping-cart/entries', {
    itemId,
    sku,
    quantity,
    ...(additionalFields ? { additionalFields } : {}),
  });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
}

const place = async (client: HttpClient, input: Record<string, unknown> = {}) =>
  (
    await client.graphql(PLACE, {
      input: {
        idempotencyKey: newKey(),
        email: 'buyer@example.com',
        shippingAddress: UNTAXED_ADDRESS,
        cardNumber: GOOD_CARD,
        ...input,
      },
    })
  ).json.data.placeOrder;

/** Buys a gift card of the demo store and reads its code out of the recipient's mail. */
async function buyGiftCard(sku: string, recipient: string): Promise<{ code: string; order: any }> {
  const client = await shopper();
  await add(
    client,
    'prod_gift_card',
    sku,
    1,
    JSON.stringify({ recipientEmail: recipient, giftMessage: 'Happy birthday!' }),
  );
  const placed = await place(client, { shippingAddress: null });
  expect(placed.userErrors).toEqual([]);
  const [mail] = await rows(
    `select subject, text_body from platform.outbox_message where kind = 'gift-card' and to_address = $1 order by created_at desc limit 1`,
    [recipient],
  );
  const code = /Your gift card code: ([A-Z0-9-]+)/.exec(mail.text_body)?.[1];
  expect(code, mail.text_body).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  return { code: code!, order: placed.order };
}

describe('gift cards', () => {
  it('are issued when their order is paid and mailed to the recipient with the buyer’s message', async () => {
    const recipient = `friend-${Date.now()}@example.com`;
    const { code, order } = await buyGiftCard('GIFT-50', recipient);
    expect(order).toMatchObject({ status: 'PAID', grandTotalCents: 5000, giftCardCents: 0 });
    expect(order.issuedGiftCards).toEqual([
      {
        lastFour: code.slice(-4),
        initialCents: 5000,
        balanceCents: 5000,
        recipientEmail: recipient,
        message: 'Happy birthday!',
        mailedAt: expect.any(String),
      },
    ]);
    const [mail] = await rows(
      `select subject, text_body from platform.outbox_message where kind = 'gift-card' and to_address = $1`,
      [recipient],
    );
    expect(mail.subject).toBe('You received a 50.00 USD gift card');
    expect(mail.text_body).toContain('“Happy birthday!”');
    // Only the code's hash is kept.
    const stored = await rows(`select * from cart.gift_card where last_four = $1`, [code.slice(-4)]);
    expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
  });

  it('pays part of an order at checkout, keeps the rest of its balance, and is refused once empty', async () => {
    const { code } = await buyGiftCard('GIFT-25', `partial-${Date.now()}@example.com`);
    const client = await shopper();
    await add(client, 'prod_field_guide', 'GUIDE-PDF'); // digital, $9.00
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const applied = (await client.graphql(APPLY, { code: typed })).json.data.applyGiftCard;
    expect(applied.userErrors).toEqual([]);
    expect(applied.shoppingCart).toMatchObject({ grandTotalCents: 900, giftCardCents: 900, amountDueCents: 0 });
    expect(applied.shoppingCart.giftCards).toEqual([
      { id: expect.any(String), lastFour: code.slice(-4), balanceCents: 2500, appliedCents: 900 },
    ]);
    // Paid in full by the gift card: no card needed, nothing charged at the provider.
    const first = await place(client, { cardNumber: null, shippingAddress: null });
    expect(first.userErrors).toEqual([]);
    expect(first.order).toMatchObject({
      status: 'PAID',
      grandTotalCents: 900,
      giftCardCents: 900,
      payments: [],
      giftCardPayments: [{ lastFour: code.slice(-4), amountCents: 900 }],
    });

    // The rest ($16.00) pays for part of a $34.00 mug; the card pays the remainder.
    const second = await shopper();
    await add(second, 'prod_mug', 'MUG-MOSS');
    const cart = (await second.graphql(APPLY, { code })).json.data.applyGiftCard.shoppingCart;
    expect(cart.giftCards[0]).toMatchObject({ balanceCents: 1600, appliedCents: 1600 });
    expect(cart.amountDueCents).toBe(cart.grandTotalCents - 1600);
    const noCard = await place(second, { cardNumber: null });
    expect(noCard.userErrors).toEqual([
      {
        field: ['input', 'cardNumber'],
        code: 'CARD_REQUIRED',
        message: 'Your gift cards do not cover the whole order. Please enter a card number for the rest.',
      },
    ]);
    const paid = await place(second);
    expect(paid.userErrors).toEqual([]);
    expect(paid.order.giftCardCents).toBe(1600);
    expect(paid.order.payments).toEqual([
      { kind: 'CHARGE', status: 'SUCCEEDED', amountCents: paid.order.grandTotalCents - 1600 },
    ]);

    const third = await shopper();
    await add(third, 'prod_field_guide', 'GUIDE-PDF');
    const empty = (await third.graphql(APPLY, { code })).json.data.applyGiftCard;
    expect(empty.userErrors).toEqual([
      {
        field: ['code'],
        code: 'GIFT_CARD_EMPTY',
        message: `The gift card ending in ${code.slice(-4)} has no balance left. Please remove it.`,
      },
    ]);
  });

  it('refuses a code that is not one of this store’s, whatever it looks like', async () => {
    const client = await shopper();
    await add(client, 'prod_field_guide', 'GUIDE-PDF');
    for (const code of ['AAAA-BBBB-CCCC-DDDD', 'nonsense', '', 'x'.repeat(500)]) {
      const answer = (await client.graphql(APPLY, { code })).json.data.applyGiftCard;
      expect(answer.userErrors).toEqual([
        {
          field: ['code'],
          code: 'GIFT_CARD_NOT_FOUND',
          message: 'That gift card code is not valid for this store. Please check it and try again.',
        },
      ]);
    }
  });

  it('refuses a real card of another store, which its own store still takes', async () => {
    const { code } = await buyGiftCard('GIFT-25', `other-store-${Date.now()}@example.com`);
    // Kiln & Co. (pounds) on its own host: the Atelier demo's card is another store's there.
    const kiln = new HttpClient(`http://kiln.localhost:${app.platform.port}`);
    await kiln.openPage('/shop');
    await add(kiln, 'prod_kiln_vase', 'VASE-TENMOKU');
    const refused = (await kiln.graphql(APPLY, { code })).json.data.applyGiftCard;
    expect(refused.userErrors).toEqual([
      {
        field: ['code'],
        code: 'GIFT_CARD_NOT_FOUND',
        message: 'That gift card code is not valid for this store. Please check it and try again.',
      },
    ]);
    expect((await kiln.graphql(`{ shoppingCart { ${CART} } }`)).json.data.shoppingCart).toMatchObject({
      giftCards: [],
      giftCardCents: 0,
    });
    const home = await shopper();
    await add(home, 'prod_mug', 'MUG-MOSS');
    const taken = (await home.graphql(APPLY, { code })).json.data.applyGiftCard;
    expect(taken.userErrors).toEqual([]);
    expect(taken.shoppingCart.giftCards).toEqual([
      expect.objectContaining({ lastFour: code.slice(-4), balanceCents: 2500 }),
    ]);
  });

  it('a declined payment gives the gift card its balance back; removing a card takes it off the cart', async () => {
    const { code } = await buyGiftCard('GIFT-25', `declined-${Date.now()}@example.com`);
    const client = await shopper();
    await add(client, 'prod_mug', 'MUG-MOSS');
    const applied = (await client.graphql(APPLY, { code })).json.data.applyGiftCard.shoppingCart;
    const declined = await place(client, { cardNumber: '4000000000000002' });
    expect(declined.userErrors[0].code).toBe('PAYMENT_DECLINED');
    const [card] = await rows('select balance_cents from cart.gift_card where id = $1', [applied.giftCards[0].id]);
    expect(Number(card.balance_cents)).toBe(2500);
    const removed = (await client.graphql(REMOVE, { id: applied.giftCards[0].id })).json.data.removeGiftCard
      .shoppingCart;
    expect(removed).toMatchObject({ giftCards: [], giftCardCents: 0, amountDueCents: removed.grandTotalCents });
  });

  it('concurrent redemptions never spend more than the balance', async () => {
    const { code } = await buyGiftCard('GIFT-100', `race-${Date.now()}@example.com`);
    // 12 shoppers each put a $34.00 mug and the same $100 card in their carts, and check out at once.
    await rows(`update cart.stock_level set qty_in_stock = 100 where variant_id = 'var_mug_moss'`);
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const client = await shopper();
        await add(client, 'prod_mug', 'MUG-MOSS');
        const applied = (await client.graphql(APPLY, { code })).json.data.applyGiftCard;
        expect(applied.userErrors).toEqual([]);
        return client;
      }),
    );
    const results = await Promise.all(shoppers.map((client) => place(client)));
    const paid = results.filter((r) => r.order?.status === 'PAID');
    const refused = results.filter((r) => r.userErrors.length);
    expect(paid.length + refused.length).toBe(12);
    for (const r of refused) expect(r.userErrors[0].code).toBe('GIFT_CARD_EMPTY');
    const spent = paid.reduce((sum, r) => sum + r.order.giftCardCents, 0);
    expect(spent).toBe(10000);
    for (const r of paid)
      expect(r.order.payments[0]?.amountCents ?? 0).toBe(r.order.grandTotalCents - r.order.giftCardCents);
    const [card] = await rows('select balance_cents from cart.gift_card where last_four = $1', [code.slice(-4)]);
    expect(Number(card.balance_cents)).toBe(0);
  });

  it('a refund goes to the card payment first, then back onto the gift card; the owner lists the cards sold', async () => {
    const { code } = await buyGiftCard('GIFT-25', `refund-${Date.now()}@example.com`);
    const client = await shopper();
    await add(client, 'prod_mug', 'MUG-MOSS');
    await client.graphql(APPLY, { code });
    const placed = await place(client);
    const charged = placed.order.grandTotalCents - 2500;
    const owner = await signedInClient(app.url);
    const REFUND = `mutation($id: ID!, $amount: SafeInt) { refundOrder(id: $id, amountCents: $amount) { order { ${ORDER} } userErrors { code message } } }`;
    const part = (await owner.graphql(REFUND, { id: placed.order.id, amount: charged + 1000 })).json.data.refundOrder;
    expect(part.userErrors).toEqual([]);
    expect(part.order.refundedCents).toBe(charged + 1000);
    expect(part.order.payments.filter((p: { kind: string }) => p.kind === 'REFUND')).toEqual([
      { kind: 'REFUND', status: 'SUCCEEDED', amountCents: charged },
    ]);
    expect(part.order.giftCardPayments).toEqual([{ lastFour: code.slice(-4), amountCents: 1500 }]);
    const [card] = await rows('select balance_cents from cart.gift_card where last_four = $1', [code.slice(-4)]);
    expect(Number(card.balance_cents)).toBe(1000);

    const listed = (await owner.graphql(`{ site { giftCards { lastFour initialCents balanceCents recipientEmail } } }`))
      .json.data.site.giftCards;
    expect(listed.find((c: { lastFour: string }) => c.lastFour === code.slice(-4))).toMatchObject({
      initialCents: 2500,
      balanceCents: 1000,
    });
    const anonymous = (await new HttpClient(app.url).graphql(`{ site { giftCards { lastFour } } }`)).json.data.site
      .giftCards;
    expect(anonymous).toEqual([]);
  });
});
