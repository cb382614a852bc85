import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decimalText, toDecimal } from '@venus/shared';

const run = promisify(execFile);
/** One page at OCR resolution takes a few seconds; a stuck tool must not hold the job forever. */
const TOOL_TIMEOUT_MS = 60_000;

/** An amount as printed: ¥1,060.00 / ￥ 1060.00 (OCR often reads ¥ as Y or as nothing). */
const AMOUNT = /[¥￥Yy]?\s*(\d{1,3}(?:[,，]\d{3})+|\d+)\s*[.．·]\s*(\d{2})(?!\d)/g;

const toAmount = (whole: string, cents: string) =>
  decimalText(toDecimal(`${whole.replace(/[,，]/g, '')}.${cents}`), 2);

/**
 * The invoice's total (价税合计) in what Tesseract read (decision 0039): the amount after
 * "（小写）" on the 价税合计 line; failing that, the first amount on the line naming 价税合计
 * or 小写; failing that, the largest amount with a currency sign. Null when none is found.
 */
export function totalAmountIn(text: string): string | null {
  const compact = text.replace(/[ \t]+/g, ' ');
  const lines = compact.split(/\r?\n/);
  for (const marker of [/小\s*写/, /价\s*税\s*合\s*计/]) {
    for (const line of lines) {
      const at = line.search(marker);
      if (at < 0) continue;
      const found = [...line.slice(at).matchAll(AMOUNT)][0];
      if (found) return toAmount(found[1]!, found[2]!);
    }
  }
  const signed = [...compact.matchAll(/[¥￥]\s*(\d{1,3}(?:[,，]\d{3})+|\d+)\s*[.．]\s*(\d{2})(?!\d)/g)].map(
    (m) => toAmount(m[1]!, m[2]!),
  );
  if (signed.length === 0) return null;
  return signed.reduce((max, one) => (toDecimal(one).gt(toDecimal(max)) ? one : max));
}

/** Tesseract's text of an image, Simplified Chinese and English. */
async function ocrImage(imagePath: string): Promise<string> {
  const { stdout } = await run('tesseract', [imagePath, 'stdout', '-l', 'chi_sim+eng', '--psm', '6'], {
    timeout: TOOL_TIMEOUT_MS,
    maxBuffer: 8 * 1024 * 1024,
  });
  return stdout;
}

/**
 * Reads the total off an invoice's file: an image as it is, a PDF's first page rendered at 300
 * dpi with pdftoppm. Works in a folder of its own, removed afterwards.
 */
export async function readInvoiceTotal(content: Buffer, fileName: string): Promise<string | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'venus-invoice-ocr-'));
  try {
    const extension = path.extname(fileName).toLowerCase();
    let image: string;
    if (extension === '.pdf') {
      const source = path.join(dir, 'invoice.pdf');
      await fs.writeFile(source, content);
      await run(
        'pdftoppm',
        ['-r', '300', '-f', '1', '-l', '1', '-png', '-singlefile', source, path.join(dir, 'page')],
        {
          timeout: TOOL_TIMEOUT_MS,
        },
      );
      image = path.join(dir, 'page.png');
    } else {
      image = path.join(dir, `invoice${extension || '.png'}`);
      await fs.writeFile(image, content);
    }
    return totalAmountIn(await ocrImage(image));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
