import { describe, expect, it } from 'vitest';
import { invoicePdf, invoicePng } from './invoice-image.test-helper.ts';
import { readInvoiceTotal, totalAmountIn } from './invoice-ocr.ts';

describe('the total read off an invoice (decision 0039, Tesseract chi_sim+eng)', () => {
  it('reads 价税合计 (小写) off a PNG invoice', async () => {
    expect(await readInvoiceTotal(await invoicePng('12720.00'), 'invoice.png')).toBe('12720.00');
  }, 60_000);

  it('reads it off a PDF invoice, its first page rendered with pdftoppm', async () => {
    expect(await readInvoiceTotal(await invoicePdf('1060.50'), 'invoice.pdf')).toBe('1060.50');
  }, 60_000);

  it('finds the amount after 小写 before any other amount on the line, and the largest ¥ amount otherwise', () => {
    expect(totalAmountIn('价税合计（大写）壹仟零陆拾圆整 （小写）¥1,060.00')).toBe('1060.00');
    expect(totalAmountIn('合计 ¥1,000.00 ¥60.00\n价税合计 (大写) ... (小 写) Y 1060.00')).toBe('1060.00');
    expect(totalAmountIn('金额 ¥1,000.00\n税额 ¥60.00')).toBe('1000.00');
    expect(totalAmountIn('no amount here')).toBeNull();
  });
});
