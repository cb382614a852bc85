import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The bill's typeface: Noto Sans SC (Simplified Chinese, with Latin) from the npm package
 * `@embedpdf/fonts-sc`, so a fresh `npm ci` brings it and no machine font is needed. PDFKit embeds
 * only the glyphs a bill uses (a subset), so a bill stays tens of kilobytes, not 8 MB.
 */
const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

export interface BillFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: BillFonts | undefined;

/** Read once per process: each is about 8 MB. */
export function billFonts(): BillFonts {
  loaded ??= {
    regular: fs.readFileSync(path.join(fontDir, 'NotoSansHans-Regular.otf')),
    bold: fs.readFileSync(path.join(fontDir, 'NotoSansHans-Bold.otf')),
  };
  return loaded;
}
