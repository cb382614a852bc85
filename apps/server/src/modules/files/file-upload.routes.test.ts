import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { systemConfig } from '../system-config/system-config.tables.ts';
import { multipart, pdfBytes, personal, pngBytes, tempDataDir, upload } from './files.test-support.ts';

let t: TestApp;
let dataDir: string;
let lawyer: string;
let owner: ReturnType<typeof personal>;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  // Small limits, set before anything reads (and memoises) them.
  for (const [key, value] of [
    ['file-size-limit', '1'],
    ['file-count-limit', '3'],
  ] as const)
    await t.db.update(systemConfig).set({ configValue: value }).where(eq(systemConfig.configKey, key));
  lawyer = await signIn(t.app, 'yangfan');
  const info = await callApi(t.app, 'GET', '/getInfo', lawyer);
  owner = personal((info.data as { user: { userId: number } }).user.userId);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const storedObjects = () => {
  const root = path.join(dataDir, 'files', 'objects');
  return fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true }).filter((p) => String(p).includes('.'))
    : [];
};

describe('upload validation (spec §5 File selection)', () => {
  it('refuses a name longer than 255 UTF-8 bytes, naming it in 【】, in both languages', async () => {
    const name = `${'合'.repeat(83)}abc.pdf`; // 256 bytes
    const cn = await upload(t, lawyer, owner, [{ name, content: pdfBytes() }]);
    expect(cn.code).toBe(400);
    expect(cn.msg).toContain(`【${name}】`);
    expect(cn.msg).toContain('文件名过长');
    const en = await upload(t, lawyer, owner, [{ name, content: pdfBytes() }], 'en');
    expect(en.msg).toContain('File name too long');
  });

  it('accepts a name of exactly 255 bytes', async () => {
    const exact = `${'合'.repeat(83)}ab.pdf`;
    expect(new TextEncoder().encode(exact).length).toBe(255);
    expect((await upload(t, lawyer, owner, [{ name: exact, content: pdfBytes() }])).code).toBe(200);
  });

  it('refuses a name without a dot (a folder)', async () => {
    const body = await upload(t, lawyer, owner, [{ name: 'evidence', content: pdfBytes() }]);
    expect(body).toMatchObject({ code: 400, msg: '不能上传文件夹或没有扩展名的文件：【evidence】' });
  });

  it('refuses an empty file and leaves nothing stored', async () => {
    const before = storedObjects().length;
    const body = await upload(t, lawyer, owner, [{ name: 'empty.pdf', content: Buffer.alloc(0) }]);
    expect(body).toMatchObject({ code: 400, msg: '文件为空，无法上传：【empty.pdf】' });
    expect(storedObjects().length).toBe(before);
  });

  it('refuses a file not below the size limit, and keeps no part of it', async () => {
    const before = storedObjects().length;
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(1024 * 1024)]);
    const body = await upload(t, lawyer, owner, [{ name: 'big.pdf', content: big }]);
    expect(body).toMatchObject({ code: 400, msg: '文件大小需小于1MB：【big.pdf】' });
    expect(storedObjects().length).toBe(before);
    expect(fs.readdirSync(path.join(dataDir, 'files', '.tmp'))).toEqual([]);
  });

  it('refuses a type outside the allow-list', async () => {
    const body = await upload(t, lawyer, owner, [{ name: 'tool.exe', content: Buffer.from('MZ') }]);
    expect(body).toMatchObject({ code: 400, msg: '不允许上传该类型的文件：【tool.exe】' });
  });

  it('refuses a batch that is not below the count limit', async () => {
    const files = ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({ name, content: pdfBytes() }));
    const body = await upload(t, lawyer, owner, files);
    expect(body).toMatchObject({ code: 400, msg: '单次上传的文件数量需小于3个' });
    const en = await upload(t, lawyer, owner, files, 'en');
    expect(en.msg).toBe('Fewer than 3 files may be uploaded at once');
  });

  it('refuses content whose magic bytes contradict the extension', async () => {
    const fake = await upload(t, lawyer, owner, [{ name: 'invoice.pdf', content: pngBytes() }]);
    expect(fake).toMatchObject({ code: 400, msg: '文件内容与扩展名不符：【invoice.pdf】' });
    const text = await upload(t, lawyer, owner, [{ name: 'photo.png', content: Buffer.from('just text') }]);
    expect(text.code).toBe(400);
    expect((await upload(t, lawyer, owner, [{ name: 'photo.png', content: pngBytes() }])).code).toBe(200);
  });

  it('refuses files sent before the owner fields, and a request without files', async () => {
    const body = multipart({}, [{ name: 'a.pdf', content: pdfBytes() }]);
    const early = await t.app.inject({
      method: 'POST',
      url: '/venus-api/files/add',
      headers: { authorization: `Bearer ${lawyer}`, ...body.headers },
      payload: body.payload,
    });
    expect(early.json()).toMatchObject({ code: 400, msg: '上传表单的字段必须在文件之前' });
    expect((await upload(t, lawyer, owner, [])).code).toBe(400);
  });
});
