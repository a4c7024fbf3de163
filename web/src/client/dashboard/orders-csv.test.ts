import { describe, expect, it } from 'vitest';
import { ordersCsv } from './orders-csv.ts';

const order = {
  id: 'ord_1',
  number: 12,
  status: 'PAID' as const,
  fulfillmentStatus: 'UNFULFILLED' as const,
  email: 'ada@example.com',
  currency: 'USD',
  subtotalCents: 6400,
  discountCents: 640,
  shippingCostCents: 600,
  taxCents: 418,
  grandTotalCents: 6778,
  refundedCents: 1000,
  createdAt: '2026-11-21T12:00:00.000Z',
  paidAt: '2026-11-21T12:00:01.000Z',
  fulfilledAt: null,
  lines: [
    {
      id: 'line_1',
      title: '=HYPERLINK("x")',
      quantity: 2,
      chosenVariant: { sku: 'MUG-CREAM', attributes: [{ name: 'Glaze', value: 'Cream' }] },
    },
  ],
  shippingAddress: { name: 'Ada Lovelace', city: 'San Francisco', region: 'CA', postalCode: '94105', country: 'US' },
};

describe('ordersCsv', () => {
  it('writes one row per order with decimal amounts, and never a formula', () => {
    const [header, row, end] = ordersCsv([order]).split('\r\n');
    expect(header).toBe(
      'Order,Placed,Email,Status,Fulfilment,Currency,Subtotal,Discount,Shipping,Tax,Total,Refunded,Paid,Fulfilled,Items,Ship to',
    );
    expect(row).toBe(
      '12,2026-11-21T12:00:00.000Z,ada@example.com,Paid,Unfulfilled,USD,64.00,6.40,6.00,4.18,67.78,10.00,2026-11-21T12:00:01.000Z,,' +
        '"2 × =HYPERLINK(""x"") (Glaze: Cream) [MUG-CREAM]","Ada Lovelace, San Francisco, CA, 94105, US"',
    );
    expect(end).toBe('');
    // A cell that starts with = is written as text.
    expect(ordersCsv([{ ...order, email: '=1+1@example.com' }])).toContain(",'=1+1@example.com,");
  });
});
