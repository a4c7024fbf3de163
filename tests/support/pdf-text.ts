/**
 * The lines of text of an uncompressed PDF as PDFKit writes them: each text operation's hex strings
 * (`[<48656c> 30 <6c6f>] TJ`), decoded and joined. Enough to read back what an invoice says.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>|\s|-?\d+(?:\.\d+)?)*)\] TJ/g)].map((operation) =>
    [...operation[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
  );
}
