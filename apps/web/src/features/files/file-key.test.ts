import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileKeyOf } from './file-key.ts';

/** Spec §3: md5 of the first and last 1000 bytes, then the size and the name. */
const expected = (content: Buffer, name: string) =>
  createHash('md5')
    .update(content.subarray(0, 1000))
    .update(content.subarray(Math.max(0, content.length - 1000)))
    .update(`${content.length}${name}`)
    .digest('hex');

describe('chunked upload file key', () => {
  it('is the md5 of the ends, the size and the name, so the same file picked again finds its chunks', async () => {
    const content = randomBytes(5000);
    const key = await fileKeyOf(new File([content], '卷宗.pdf'));
    expect(key).toBe(expected(content, '卷宗.pdf'));
    expect(await fileKeyOf(new File([content], '卷宗.pdf'))).toBe(key);
    expect(await fileKeyOf(new File([content], '卷宗2.pdf'))).not.toBe(key);
  });

  it('reads a file shorter than 1000 bytes twice, as the server-side key does', async () => {
    const content = Buffer.from('%PDF-1.4 short');
    expect(await fileKeyOf(new File([content], 'a.pdf'))).toBe(expected(content, 'a.pdf'));
  });
});
