import { expect } from 'vitest';
import { DEMO_NEWSLETTER_FORM_ID } from '@atelier/demo-site';
import { HttpClient } from './http-client.ts';
import { UNTAXED_ADDRESS } from './shipping-address.ts';

/**
 * What shoppers do in the demo store, through the paths their pages use, so that the owner's panels
 * have something to show: a subscription (with its first order), a gift card and a newsletter
 * submission (the demo seeds restock sign-ups of its own).
 */
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number status subscription { id status } issuedGiftCards { lastFour balanceCents } } userErrors { field code message } } }`;
let keys = 0;
const newKey = () => `store-activity-${Date.now()}-${keys++}-${Math.random().toString(36).slice(2)}`;

async function shopper(base: string): Promise<HttpClient> {
  const client = new HttpClient(base);
  await client.openPage('/shop');
  return client;
}

/** A shopper subscribes to Clay of the Month through the subscribe button's REST path and checkout. */
export async function subscribe(base: string, email: string): Promise<{ id: string; orderNumber: number }> {
  const client = await shopper(base);
  const made = await client.api('POST', '/api/3/commerce/cart/subscription', { itemId: 'prod_clay_box', qty: 1 });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const cartToken = made.json.cartToken as string;
  const placed = (
    await client.graphql(PLACE, {
      input: {
        idempotencyKey: newKey(),
        email,
        shippingAddress: UNTAXED_ADDRESS,
        cardNumber: '4242424242424242',
        cartToken,
      },
    })
  ).json.data.placeOrder;
  expect(placed.userErrors).toEqual([]);
  expect(placed.order.subscription.status).toBe('ACTIVE');
  return { id: placed.order.subscription.id, orderNumber: placed.order.number };
}

/** A shopper buys a $25 gift card for a friend; answers the last four characters of its code. */
export async function buyGiftCard(base: string, recipient: string): Promise<string> {
  const client = await shopper(base);
  const added = await client.api('POST', '/api/commerce/shopping-cart/entries', {
    itemId: 'prod_gift_card',
    sku: 'GIFT-25',
    quantity: 1,
    additionalFields: JSON.stringify({ recipientEmail: recipient }),
  });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  const placed = (
    await client.graphql(PLACE, {
      input: {
        idempotencyKey: newKey(),
        email: 'buyer@example.com',
        shippingAddress: null,
        cardNumber: '4242424242424242',
      },
    })
  ).json.data.placeOrder;
  expect(placed.userErrors).toEqual([]);
  expect(placed.order.issuedGiftCards).toEqual([{ lastFour: expect.any(String), balanceCents: 2500 }]);
  return placed.order.issuedGiftCards[0].lastFour;
}

/** A visitor joins the newsletter through the form's submission path. */
export async function joinNewsletter(base: string, email: string): Promise<void> {
  const client = await shopper(base);
  const key = await client.api('POST', '/api/form/FormSubmissionKey');
  expect(key.status).toBe(200);
  const sent = await client.api('POST', '/api/form/SaveFormSubmission', {
    formId: DEMO_NEWSLETTER_FORM_ID,
    key: key.json.key,
    form: { email },
  });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
}
