import type { BillingPanelInvoiceFragment } from '../../graphql/generated/dashboard.ts';
import { Money } from '../shared/money.tsx';
import { billingDay, INVOICE_STATUS_TEXT } from './billing-labels.ts';

/** The site's invoices as the API lists them, newest first: number, day, status and total, each with its PDF. */
export function BillingInvoices({ invoices }: { invoices: readonly BillingPanelInvoiceFragment[] }) {
  return (
    <div className="billing-invoices">
      <h3>Invoices</h3>
      {invoices.length === 0 ? (
        <p className="hint">No invoices yet.</p>
      ) : (
        <table className="billing-invoice-table" data-testid="billing-invoices">
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col" className="numeric">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id} data-invoice-id={invoice.id}>
                <td>
                  <a href={invoice.pdfUrl}>{invoice.number}</a>
                </td>
                <td>{billingDay(invoice.createdAt)}</td>
                <td>
                  <span className={`invoice-status is-${invoice.status.toLowerCase()}`}>
                    {INVOICE_STATUS_TEXT[invoice.status] ?? invoice.status}
                  </span>
                </td>
                <td className="numeric">
                  <Money value={invoice.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
