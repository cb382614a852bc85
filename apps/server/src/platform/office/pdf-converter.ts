import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

export class ConverterMissingError extends Error {
  constructor(readonly sofficePath: string) {
    super(`LibreOffice not found at ${sofficePath}`);
    this.name = 'ConverterMissingError';
  }
}

/** A runaway conversion (a broken document can hang soffice) is killed after this long. */
const KILL_AFTER_MS = 30 * 60 * 1000;

/**
 * Office → PDF with LibreOffice headless (DESIGN.md "office preview"). Each run gets its own
 * profile directory: two soffice processes sharing one profile block each other.
 */
export class PdfConverter {
  constructor(
    private readonly sofficePath: string,
    private readonly workDir: string,
  ) {}

  isAvailable(): boolean {
    return fs.existsSync(this.sofficePath);
  }

  /** Converts `source` and answers the path of the PDF in a fresh directory; the caller removes it with `cleanup`. */
  async convert(source: string, baseName: string): Promise<{ pdf: string; cleanup: () => Promise<void> }> {
    if (!this.isAvailable()) throw new ConverterMissingError(this.sofficePath);
    const dir = await fsp.mkdtemp(path.join(await this.ensureWorkDir(), 'run-'));
    const cleanup = () => fsp.rm(dir, { recursive: true, force: true });
    try {
      // soffice names the output after its input: give it a copy named as the user sees it.
      const input = path.join(dir, baseName);
      await fsp.copyFile(source, input);
      await run(this.sofficePath, [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        path.join(dir, 'out'),
        input,
      ]);
      const pdf = path.join(dir, 'out', `${path.parse(baseName).name}.pdf`);
      await fsp.access(pdf);
      return { pdf, cleanup };
    } catch (error) {
      await cleanup();
      throw error;
    }
  }

  private async ensureWorkDir(): Promise<string> {
    await fsp.mkdir(this.workDir, { recursive: true });
    return this.workDir;
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => {
      stderr = (stderr + data.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`soffice exited with ${code}: ${stderr}`));
    });
  });
}
