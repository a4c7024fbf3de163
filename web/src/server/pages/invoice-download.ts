import type { Request, Response } from 'express';
import { OwnerInvoicePdfDocument } from '../../graphql/generated/dashboard.ts';
import { invoicePdf } from '../billing/invoice-pdf.ts';
import type { ExecuteOperation } from '../execute.ts';
import { sendMessagePage } from './message-pages.ts';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /admin/billing/invoices/<id>.pdf: one of the site's invoices, for its owner, as a PDF to keep.
 * Anyone else, and an id the site has no invoice of, gets a plain 404: whether it exists is not said.
 */
export async function invoiceDownload(execute: ExecuteOperation, req: Request, res: Response) {
  const id = String(req.params.file ?? '').replace(/\.pdf$/, '');
  const invoice = ID.test(id) ? await execute(OwnerInvoicePdfDocument, { id }, req, res) : null;
  if (!invoice?.billingInvoice) {
    sendMessagePage(res, 404, {
      heading: 'No such invoice',
      message: 'This site has no invoice at this address, or you are not signed in as its owner.',
      linkHref: '/admin/billing',
      linkLabel: 'Go to billing',
    });
    return;
  }
  const pdf = await invoicePdf(invoice.billingInvoice, invoice.site?.title ?? '');
  res
    .type('application/pdf')
    .set('Cache-Control', 'private, no-store')
    .set('Content-Disposition', `attachment; filename="${invoice.billingInvoice.number}.pdf"`)
    .send(pdf);
}
