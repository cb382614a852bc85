import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/** A PDF's text per page: poppler's pdftotext, which ends every page with a form feed. */
export function pdfPageTexts(pdf: Readable, pdftotext = 'pdftotext'): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(pdftotext, ['-q', '-enc', 'UTF-8', '-', '-'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    // pdftotext may stop reading a broken file early; its exit code says what happened.
    child.stdin.on('error', () => undefined);
    pdf.on('error', (error) => {
      child.kill();
      reject(error);
    });
    pdf.pipe(child.stdin);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`pdftotext exited with ${code}`));
        return;
      }
      const parts = Buffer.concat(chunks).toString('utf8').split('\f');
      // The text after the last page's form feed is not a page.
      resolve(parts.slice(0, -1));
    });
  });
}
