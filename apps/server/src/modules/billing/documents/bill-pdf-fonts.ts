import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The bill's typeface: Noto Sans SC (Simplified Chinese, with Latin) from the npm package
 * `@embedpdf/fonts-sc`, so a fresh `npm ci` brings it and no machine font is needed. PDFKit embeds
 * only the glyphs a bill uses (a subset), so a bill stays tens of kilobytes, not 8 MB.
 */
const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

interface BillFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

let loaded: BillFonts | undefined;

function parse(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(path.join(fontDir, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one face`);
  return font;
}

/**
 * Read and parsed once per process: each file is about 8 MB, and parsing it took half of a bill's
 * CPU when PDFKit did it for every document. PDFKit takes the parsed face as is (0.20: any object
 * with `layout`); each document still makes its own subset of the glyphs it uses.
 */
function billFonts(): BillFonts {
  loaded ??= { regular: parse('NotoSansHans-Regular.otf'), bold: parse('NotoSansHans-Bold.otf') };
  return loaded;
}

/** Registers the faces on a document as `regular` and `bold`. */
export function registerBillFonts(doc: PDFKit.PDFDocument): void {
  const fonts = billFonts();
  // @types/pdfkit lists only paths and bytes as a font's source; PDFKit itself takes a parsed face.
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
}
