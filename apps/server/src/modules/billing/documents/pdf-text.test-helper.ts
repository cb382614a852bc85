import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Reads a PDF as a person would, through poppler (pdftotext, pdfinfo, pdffonts, pdftoppm). */
export class PdfFile {
  readonly file: string;

  constructor(pdf: Buffer, name: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-pdf-'));
    this.file = path.join(dir, `${name}.pdf`);
    fs.writeFileSync(this.file, pdf);
  }

  /** The text of one page (1-based) or of all, laid out in reading order. */
  text(page?: number): string {
    const range = page ? ['-f', String(page), '-l', String(page)] : [];
    return execFileSync('pdftotext', ['-layout', ...range, this.file, '-'], { encoding: 'utf8' });
  }

  /** The text with all white space removed, for phrases a line break may split. */
  compactText(page?: number): string {
    return this.text(page).replace(/\s+/g, '');
  }

  pages(): number {
    const info = execFileSync('pdfinfo', [this.file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  }

  fonts(): string {
    return execFileSync('pdffonts', [this.file], { encoding: 'utf8' });
  }

  /** PNGs of the pages at `dpi`, written beside the PDF; returns their paths. */
  images(dpi = 80): string[] {
    const prefix = this.file.replace(/\.pdf$/, '');
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', this.file, prefix]);
    const dir = path.dirname(this.file);
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => path.join(dir, name));
  }

  remove(): void {
    fs.rmSync(path.dirname(this.file), { recursive: true, force: true });
  }
}
