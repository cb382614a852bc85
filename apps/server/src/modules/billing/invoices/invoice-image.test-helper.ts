import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { capitalAmount, formatMoney } from '@venus/shared';
import PDFDocument from 'pdfkit';
import { registerBillFonts } from '../documents/bill-pdf-fonts.ts';

const run = promisify(execFile);

/**
 * A VAT invoice as the tax authority's layout prints it (the parts OCR reads: seller, buyer,
 * lines, and the 价税合计 row with the amount in words and in figures), as a PDF.
 */
export async function invoicePdf(total: string, buyer = '北京星河智能科技有限公司'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 40 });
  registerBillFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('regular').fontSize(26).text('增值税专用发票', { align: 'center' });
  doc.moveDown(0.5).fontSize(14);
  doc.text('发票号码：24312000000012345678        开票日期：2026年03月18日');
  doc.moveDown(0.5).text(`购买方名称：${buyer}`);
  doc.text('销售方名称：上海汉坤律师事务所');
  doc.moveDown(0.5).text('项目名称：*法律服务*律师服务费      税率：6%');
  doc.moveDown(1).fontSize(16);
  doc.text(`价税合计（大写）${capitalAmount(total)}    （小写）¥${formatMoney(total)}`);
  doc.moveDown(0.5).fontSize(14).text('收款人：吕建华    复核：张志强    开票人：吕建华');
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The same invoice as a PNG photo of it (pdftoppm at 200 dpi), as finance scans a paper one. */
export async function invoicePng(total: string): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'venus-invoice-png-'));
  try {
    await fs.writeFile(path.join(dir, 'invoice.pdf'), await invoicePdf(total));
    await run('pdftoppm', [
      '-r',
      '200',
      '-png',
      '-singlefile',
      path.join(dir, 'invoice.pdf'),
      path.join(dir, 'page'),
    ]);
    return await fs.readFile(path.join(dir, 'page.png'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
