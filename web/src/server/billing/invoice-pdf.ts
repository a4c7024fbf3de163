import PDFDocument from 'pdfkit';
import type { OwnerInvoicePdfQuery } from '../../graphql/generated/dashboard.ts';

type Invoice = NonNullable<OwnerInvoicePdfQuery['billingInvoice']>;
type Money = { value: string; currency: string };

const money = (amount: Money) => `${amount.currency} ${amount.value}`;
const day = (timestamp: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(timestamp));

/**
 * An invoice as a one-page PDF: who billed whom and when, its lines (credits negative), subtotal,
 * tax with its rate, and the total. Streams are left uncompressed: the file is small, and its words
 * can be read back by a search or a test.
 */
export function invoicePdf(invoice: Invoice, siteTitle: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: false,
    info: { Title: `Invoice ${invoice.number}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const right = doc.page.width - doc.page.margins.right;
  const width = right - doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(20).text('Atelier');
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#555').text('Website plans and add-ons');
  doc.moveDown(1.5).fillColor('#000').font('Helvetica-Bold').fontSize(14).text(`Invoice ${invoice.number}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Date: ${day(invoice.createdAt)}`);
  doc.text(`Site: ${siteTitle}`);
  doc.text(`Status: ${invoice.status === 'PAID' ? 'Paid' : invoice.status === 'FAILED' ? 'Payment failed' : 'Open'}`);
  doc.moveDown(1.5);
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, doc.page.margins.left, y, { width: width - 110 });
    const after = doc.y;
    doc.text(amount, right - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  row('Description', 'Amount', true);
  doc.moveTo(doc.page.margins.left, doc.y).lineTo(right, doc.y).strokeColor('#999').stroke();
  doc.moveDown(0.4);
  for (const line of invoice.lines) row(line.description, money(line.amount));
  doc.moveTo(doc.page.margins.left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.4);
  row('Subtotal', money(invoice.subtotal));
  row(`Tax (${invoice.taxRate})`, money(invoice.tax));
  row('Total', money(invoice.total), true);
  doc.end();
  return done;
}
