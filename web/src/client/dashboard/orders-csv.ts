import type { ApolloClient } from '@apollo/client';
import { csvDocument, toDecimalString } from '@atelier/commerce';
import {
  OwnerOrdersExportDocument,
  type OrderStatus,
  type OwnerOrdersExportQuery,
  type OwnerOrdersExportQueryVariables,
} from '../../graphql/generated/dashboard.ts';
import { FULFILLMENT_TEXT, ORDER_STATUS_TEXT, optionsText } from './order-labels.ts';
import { nextCursor } from './next-cursor.ts';

type ExportedPage = NonNullable<OwnerOrdersExportQuery['site']>['orders'];
type ExportedOrder = ExportedPage['orders'][number];
export interface OrderFilters {
  status: OrderStatus | null;
  search: string | null;
}

/** The most the API gives in one page: the fewest requests for a large store. */
const EXPORT_PAGE = 100;

const HEADER = [
  'Order',
  'Placed',
  'Email',
  'Status',
  'Fulfilment',
  'Currency',
  'Subtotal',
  'Discount',
  'Shipping',
  'Tax',
  'Total',
  'Refunded',
  'Paid',
  'Fulfilled',
  'Items',
  'Ship to',
];

/** The orders as a spreadsheet: amounts as plain decimals in each order's currency, cells escaped by csvCell (no formulas). */
export function ordersCsv(orders: readonly ExportedOrder[]): string {
  const amount = (order: ExportedOrder, minor: number) => toDecimalString(minor, order.currency);
  const rows = orders.map((order) => [
    String(order.number),
    order.createdAt,
    order.email,
    ORDER_STATUS_TEXT[order.status] ?? order.status,
    FULFILLMENT_TEXT[order.fulfillmentStatus] ?? order.fulfillmentStatus,
    order.currency,
    amount(order, order.subtotalCents),
    amount(order, order.discountCents),
    amount(order, order.shippingCostCents),
    amount(order, order.taxCents),
    amount(order, order.grandTotalCents),
    amount(order, order.refundedCents),
    order.paidAt ?? '',
    order.fulfilledAt ?? '',
    order.lines
      .map(
        (line) =>
          `${line.quantity} × ${line.title}${line.chosenVariant.attributes.length ? ` (${optionsText(line.chosenVariant.attributes)})` : ''} [${line.chosenVariant.sku}]`,
      )
      .join('; '),
    order.shippingAddress
      ? [
          order.shippingAddress.name,
          order.shippingAddress.city,
          order.shippingAddress.region,
          order.shippingAddress.postalCode,
          order.shippingAddress.country,
        ]
          .filter(Boolean)
          .join(', ')
      : '',
  ]);
  return csvDocument([HEADER, ...rows]);
}

/** Every order the filters find, page after page through the same query the list uses. */
export async function fetchAllOrders(client: ApolloClient, filters: OrderFilters): Promise<ExportedOrder[]> {
  const orders: ExportedOrder[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const variables: OwnerOrdersExportQueryVariables = { ...filters, first: EXPORT_PAGE, cursor };
    const result = await client.query({ query: OwnerOrdersExportDocument, variables, fetchPolicy: 'no-cache' });
    const page: ExportedPage | undefined = result.data?.site?.orders;
    if (!page) throw new Error('The orders could not be read.');
    orders.push(...page.orders);
    cursor = nextCursor(page.hasNextPage, page.nextPageCursor, seen);
  } while (cursor);
  return orders;
}
