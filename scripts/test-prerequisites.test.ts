import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm test` on a bare Debian machine (issue 27 item 24): scripts/test-prerequisites.sh against a
 * machine made of stubs, so each case is the machine it claims: the tools present or not, root
 * or not, an apt-get that installs or fails.
 */
const SCRIPT = path.resolve(import.meta.dirname, 'test-prerequisites.sh');
// The script needs bash and grep; the apt-get stub chmod to "install".
const TOOLS = ['bash', 'grep', 'chmod'] as const;
const machines: string[] = [];
afterEach(() => {
  for (const dir of machines.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface Machine {
  root?: boolean;
  /** Commands present, each a stub; `tesseract` lists `languages`. */
  present: string[];
  languages?: string[];
  /** What apt-get does when asked to install: provide the tools, or fail. */
  apt?: 'provides' | 'fails' | 'absent';
}

function machine({ root = false, present, languages = ['chi_sim', 'eng'], apt = 'provides' }: Machine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-prereq-'));
  machines.push(dir);
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  for (const tool of TOOLS)
    fs.symlinkSync(spawnSync('which', [tool]).stdout.toString().trim(), path.join(bin, tool));
  const stub = (name: string, body: string) => {
    fs.writeFileSync(path.join(bin, name), `#!${path.join(bin, 'bash')}\n${body}\n`, { mode: 0o755 });
  };
  const provide = (names: string[]) => {
    for (const name of names)
      if (name === 'tesseract')
        stub(
          'tesseract',
          `printf 'List of available languages (2):\\n%s\\n' ${languages.map((l) => `'${l}'`).join(' ')}`,
        );
      else if (name === 'fc-list')
        stub('fc-list', "echo '/usr/share/fonts/wqy-microhei.ttc: WenQuanYi Micro Hei'");
      else stub(name, 'exit 0');
  };
  provide(
    present
      .filter((name) => name !== 'chromium' && name !== 'soffice')
      .flatMap((name) => (name === 'pdftoppm' ? [name, 'pdftotext'] : [name])),
  );
  const chromium = path.join(dir, 'chromium');
  const soffice = path.join(dir, 'soffice');
  if (present.includes('chromium')) fs.writeFileSync(chromium, '', { mode: 0o755 });
  if (present.includes('soffice')) fs.writeFileSync(soffice, '', { mode: 0o755 });
  stub('id', `echo ${root ? 0 : 1000}`);
  const log = path.join(dir, 'apt.log');
  if (apt !== 'absent') {
    // "Installing" makes every tool present, with both Tesseract languages.
    const everything = ['fc-list', 'tesseract', 'pdftoppm', 'pdftotext'].map((name) =>
      name === 'tesseract'
        ? `printf '#!${path.join(bin, 'bash')}\\nprintf "List (2):\\\\nchi_sim\\\\neng\\\\n"\\n' > ${bin}/tesseract; chmod +x ${bin}/tesseract`
        : `printf '#!${path.join(bin, 'bash')}\\necho WenQuanYi\\n' > ${bin}/${name}; chmod +x ${bin}/${name}`,
    );
    stub(
      'apt-get',
      [
        `echo "$*" >> ${log}`,
        apt === 'fails'
          ? 'exit 0'
          : `if [ "$1" = install ]; then ${everything.join('; ')}; : > ${chromium}; chmod +x ${chromium}; : > ${soffice}; chmod +x ${soffice}; fi`,
      ].join('\n'),
    );
  }
  const run = () => {
    const started = Date.now();
    const result = spawnSync(path.join(bin, 'bash'), [SCRIPT], {
      env: { PATH: bin, CHROMIUM_PATH: chromium, SOFFICE_PATH: soffice },
      encoding: 'utf8',
    });
    return { ...result, ms: Date.now() - started };
  };
  const aptCalls = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : []);
  return { run, aptCalls };
}

const EVERYTHING = ['chromium', 'fc-list', 'soffice', 'tesseract', 'pdftoppm'];

describe('the test command on a bare Debian machine', () => {
  it('passes quietly when the machine has everything, as root or not', () => {
    for (const root of [false, true]) {
      const m = machine({ root, present: EVERYTHING });
      const result = m.run();
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout + result.stderr).toBe('');
      expect(m.aptCalls()).toEqual([]);
    }
  });

  it('stops at once without root, naming what is missing and the exact command to run', () => {
    const m = machine({ present: ['chromium', 'fc-list'] });
    const result = m.run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends libreoffice-writer libreoffice-calc libreoffice-impress tesseract-ocr tesseract-ocr-chi-sim tesseract-ocr-eng poppler-utils'",
    );
    expect(m.aptCalls()).toEqual([]);
    expect(result.ms).toBeLessThan(5_000);
  });

  it('asks only for the Tesseract language that is missing', () => {
    const result = machine({ present: EVERYTHING, languages: ['eng', 'osd'] }).run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("apt-get install -y --no-install-recommends tesseract-ocr-chi-sim'");
  });

  it('installs what is missing with apt as root, Chromium with its CJK font, then finds it all', () => {
    const m = machine({ root: true, present: [] });
    const result = m.run();
    expect(result.status, result.stderr).toBe(0);
    expect(m.aptCalls()).toEqual([
      'update -qq',
      'install -y -qq --no-install-recommends chromium fonts-wqy-microhei libreoffice-writer libreoffice-calc libreoffice-impress tesseract-ocr tesseract-ocr-chi-sim tesseract-ocr-eng poppler-utils',
    ]);
  });

  it('fails, naming the packages, when apt-get installed nothing', () => {
    const result = machine({
      root: true,
      present: EVERYTHING.filter((name) => name !== 'pdftoppm'),
      apt: 'fails',
    }).run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Still missing after apt-get install: poppler-utils');
  });

  it('says what to install on a machine without apt-get', () => {
    const result = machine({
      root: true,
      present: EVERYTHING.filter((name) => name !== 'soffice'),
      apt: 'absent',
    }).run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('libreoffice-writer');
    expect(result.stderr).toContain('no apt-get');
  });
});
