import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage, StorageLimitError } from './local-disk-storage.ts';

let root: string;
let storage: LocalDiskStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-storage-'));
  storage = new LocalDiskStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A source that sends some bytes and then fails, as a dropped connection does. */
function brokenSource(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 1));
      this.destroy(new Error('connection reset'));
    },
  });
}

const tmpEntries = () => fs.readdirSync(path.join(root, '.tmp'));

describe('local disk storage', () => {
  it('writes through a temporary file and answers size and sha256', async () => {
    const content = Buffer.from('%PDF-1.4 contents');
    const stored = await storage.write('objects/a.pdf', Readable.from([content]));
    expect(stored).toMatchObject({
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    expect(fs.readFileSync(path.join(root, 'objects/a.pdf'))).toEqual(content);
    expect(tmpEntries()).toEqual([]);
  });

  it('leaves no file under the key, nor a temporary one, when the source breaks mid-way', async () => {
    await expect(storage.write('objects/broken.pdf', brokenSource())).rejects.toThrow('connection reset');
    expect(await storage.size('objects/broken.pdf')).toBeNull();
    expect(tmpEntries()).toEqual([]);
  });

  it('keeps the previous content under a key when a rewrite fails', async () => {
    await storage.write('objects/a.pdf', Readable.from([Buffer.from('old')]));
    await expect(storage.write('objects/a.pdf', brokenSource())).rejects.toThrow();
    expect(fs.readFileSync(path.join(root, 'objects/a.pdf'), 'utf8')).toBe('old');
  });

  it('discards a write past its limit or refused by accept', async () => {
    await expect(
      storage.write('a.bin', Readable.from([Buffer.alloc(11)]), { maxBytes: 10 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    const refusal = new Error('magic bytes');
    await expect(
      storage.write('b.bin', Readable.from([Buffer.alloc(5)]), {
        accept: () => {
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    expect(await storage.size('a.bin')).toBeNull();
    expect(await storage.size('b.bin')).toBeNull();
    expect(tmpEntries()).toEqual([]);
  });

  it('fills a partial file piece by piece in any order, and reads a range once published', async () => {
    const hash = createHash('sha256');
    expect(
      await storage.writeAt('u/content.part', 3, Readable.from([Buffer.from('def')]), { maxBytes: 3 }),
    ).toMatchObject({ size: 3, head: Buffer.from('def') });
    await storage.writeAt('u/content.part', 0, Readable.from([Buffer.from('abc')]), { maxBytes: 3, hash });
    expect(hash.digest('hex')).toBe(createHash('sha256').update('abc').digest('hex'));
    const whole = await storage.publish('u/content.part', 'whole.txt');
    expect(whole).toMatchObject({
      size: 6,
      sha256: createHash('sha256').update('abcdef').digest('hex'),
      head: Buffer.from('abcdef'),
    });
    expect(await storage.size('u/content.part')).toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of storage.read('whole.txt', { start: 2, end: 4 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('cde');
  });

  it('refuses a piece past its limit before overwriting the bytes after it', async () => {
    await storage.writeAt('u/content.part', 0, Readable.from([Buffer.from('abcdef')]), { maxBytes: 6 });
    await expect(
      storage.writeAt('u/content.part', 0, Readable.from([Buffer.from('xyz'), Buffer.from('XYZ!')]), {
        maxBytes: 3,
      }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    // Whether the first three bytes went out before the refusal is the stream's affair; the rest
    // of the file is not touched.
    expect(fs.readFileSync(path.join(root, 'u/content.part'), 'utf8')).toMatch(/^(abc|xyz)def$/);
  });

  it('keeps a partial file out of the store when publish refuses it', async () => {
    await storage.writeAt('u/content.part', 0, Readable.from([Buffer.from('abc')]), { maxBytes: 3 });
    const refusal = new Error('magic bytes');
    await expect(
      storage.publish('u/content.part', 'objects/x.pdf', {
        accept: () => {
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    expect(await storage.size('objects/x.pdf')).toBeNull();
    expect(await storage.list('u')).toEqual(['content.part']);
  });

  it('refuses keys that escape the store', () => {
    expect(() => storage.localPath('../etc/passwd')).toThrow();
    expect(() => storage.localPath('.tmp/x')).toThrow();
  });
});
