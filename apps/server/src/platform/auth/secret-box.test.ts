import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-secret-box-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('secret box', () => {
  it('seals so the plain text does not show, and opens in the same context only', async () => {
    const box = SecretBox.inDataDir(dir);
    const sealed = await box.seal('JBSWY3DPEHPK3PXP', 'sys_user_mfa:7');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(await box.seal('JBSWY3DPEHPK3PXP', 'sys_user_mfa:7')).not.toBe(sealed);
    expect(await box.open(sealed, 'sys_user_mfa:7')).toBe('JBSWY3DPEHPK3PXP');
    // Copied onto another user's row, it does not open.
    await expect(box.open(sealed, 'sys_user_mfa:8')).rejects.toThrow();
  });

  it('refuses an altered value', async () => {
    const box = SecretBox.inDataDir(dir);
    const [version, iv, tag, body] = (await box.seal('secret', 'ctx')).split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    await expect(box.open([version, iv, tag, flipped].join('.'), 'ctx')).rejects.toThrow();
    await expect(box.open('plain-text', 'ctx')).rejects.toThrow('not a sealed value');
  });

  it('makes one key, readable by its owner only, that every instance on the directory shares', async () => {
    const other = fs.mkdtempSync(path.join(dir, 'shared-'));
    const boxes = Array.from({ length: 5 }, () => SecretBox.inDataDir(other));
    const sealed = await Promise.all(boxes.map((box, index) => box.seal(`value ${index}`, 'ctx')));
    const reader = SecretBox.inDataDir(other);
    expect(await Promise.all(sealed.map((value) => reader.open(value, 'ctx')))).toEqual(
      boxes.map((_, index) => `value ${index}`),
    );
    const keyFile = path.join(other, 'keys', 'secret-box.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(keyFile))).toEqual(['secret-box.key']);
    // Another key (a different data directory) cannot open it.
    await expect(SecretBox.inDataDir(dir).open(sealed[0]!, 'ctx')).rejects.toThrow();
  });
});
