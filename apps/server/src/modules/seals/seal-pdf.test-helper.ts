import PDFDocument from 'pdfkit';
import { registerBillFonts } from '../billing/documents/bill-pdf-fonts.ts';

/**
 * A PDF whose pages carry these texts; a null page is image-only (a drawn stamp, no text layer),
 * as the scan of a printed page is.
 */
export async function pdfOf(pages: readonly (string | null)[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, autoFirstPage: false });
  registerBillFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const text of pages) {
    doc.addPage();
    if (text === null) {
      doc.circle(300, 400, 80).lineWidth(6).stroke('#c00');
      doc.rect(100, 100, 380, 200).fill('#eeeeee');
    } else {
      doc.font('regular').fontSize(14).fillColor('#000').text(text);
    }
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
