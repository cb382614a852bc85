import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../../../test/live-socket.ts';
import { API, bearer, callApi, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { systemConfig } from '../system-config/system-config.tables.ts';
import {
  docxBytes,
  get,
  pdfBytes,
  personal,
  pngBytes,
  tempDataDir,
  upload,
  xlsxBytes,
} from './files.test-support.ts';

let t: TestApp;
let dataDir: string;
let lawyer: string;
let other: string;
let lawyerId: number;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  // txt, md and csv are not in the default allow-list; md is previewed by the administrator's
  // choice. Set before anything reads (and memoises) the limits.
  await t.db
    .update(systemConfig)
    .set({ configValue: 'docx,xlsx,pdf,png,txt,md,csv' })
    .where(eq(systemConfig.configKey, 'file-type-limit'));
  await t.db
    .update(systemConfig)
    .set({ configValue: 'md' })
    .where(eq(systemConfig.configKey, 'custom-filePreview-types'));
  [lawyer, other] = await Promise.all([signIn(t.app, 'yangfan'), signIn(t.app, 'panling')]);
  lawyerId = ((await callApi(t.app, 'GET', '/getInfo', lawyer)).data as { user: { userId: number } }).user
    .userId;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Stored = { id: number; path: string; name: string };
async function stored(name: string, content: Buffer): Promise<Stored> {
  const body = await upload(t, lawyer, personal(lawyerId), [{ name, content }]);
  expect(body.code, body.msg).toBe(200);
  return (body.data as Stored[])[0]!;
}

describe('downloads', () => {
  it('streams the file with a UTF-8 Content-Disposition for a Chinese name', async () => {
    const content = pdfBytes('起诉状');
    const file = await stored('起诉状（定稿）.pdf', content);
    for (const response of [
      await get(t, lawyer, `/v2/files/download?id=${file.id}`),
      await get(t, lawyer, `/hankun/file/downloadFile?fileName=${encodeURIComponent(file.path)}`),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(content);
      expect(response.headers['content-length']).toBe(String(content.length));
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('起诉状（定稿）.pdf')}`);
      // The ASCII fallback holds no raw non-ASCII byte (a header must stay Latin-1).
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+";/);
    }
    const posted = await t.app.inject({
      method: 'POST',
      url: `${API}/hankun/files/fileDownload`,
      headers: bearer(lawyer),
      payload: { filePath: file.path, fileName: file.name },
    });
    expect(posted.rawPayload).toEqual(content);
  });

  it('answers a Range with 206 and the slice, and 416 past the end', async () => {
    const content = pdfBytes('0123456789abcdef');
    const file = await stored('range.pdf', content);
    const slice = await get(t, lawyer, `/v2/files/download?id=${file.id}`, { range: 'bytes=2-9' });
    expect(slice.statusCode).toBe(206);
    expect(slice.headers['content-range']).toBe(`bytes 2-9/${content.length}`);
    expect(slice.rawPayload).toEqual(content.subarray(2, 10));
    const past = await get(t, lawyer, `/v2/files/download?id=${file.id}`, {
      range: `bytes=${content.length}-`,
    });
    expect(past.statusCode).toBe(416);
  });

  it("refuses another user's file with a JSON body, and serves no bytes of it", async () => {
    const file = await stored('secret.pdf', pdfBytes('secret'));
    const response = await get(t, other, `/v2/files/download?id=${file.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 403 });
    const preview = await get(
      t,
      other,
      `/hankun/filePreview/preview?fileName=${encodeURIComponent(file.path)}`,
    );
    expect(preview.json()).toMatchObject({ code: 403 });
  });

  it('serves images to <img>, and answers download-error for anything else', async () => {
    const image = await stored('stamp.png', pngBytes());
    const shown = await get(t, lawyer, `/hankun/files/showImage?path=${encodeURIComponent(image.path)}`);
    expect(shown.rawPayload).toEqual(pngBytes());
    expect(shown.headers['content-type']).toBe('image/png');
    const pdf = await stored('not-an-image.pdf', pdfBytes());
    const refused = await get(t, lawyer, `/hankun/files/showImage?path=${encodeURIComponent(pdf.path)}`);
    expect(decodeURIComponent(String(refused.headers['download-error']))).toBe('文件不存在');
    // An image whose content is lost from the disk: the header tells the client to show its fallback.
    const lost = await stored('lost.png', pngBytes());
    fs.rmSync(path.join(dataDir, 'files', lost.path));
    const missing = await get(t, lawyer, `/hankun/files/showImage?path=${encodeURIComponent(lost.path)}`, {
      language: 'en',
    });
    expect(missing.headers['content-type']).toContain('application/json');
    expect(decodeURIComponent(String(missing.headers['download-error']))).toBe('The file does not exist');
  });
});

describe('preview (spec §4 File preview)', () => {
  const preview = (path: string) =>
    get(t, lawyer, `/hankun/filePreview/preview?fileName=${encodeURIComponent(path)}`);

  it('answers ret-type per extension with preview-file-path', async () => {
    const pdf = await stored('判决书.pdf', pdfBytes());
    const pdfReply = await preview(pdf.path);
    expect(pdfReply.headers['ret-type']).toBe('pdfPreviewFile');
    expect(pdfReply.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(pdfReply.headers['preview-file-path']))).toBe(pdf.path);

    const docx = await preview((await stored('合同.docx', docxBytes())).path);
    expect(docx.headers['ret-type']).toBe('vueOfficePreviewFile');
    expect(docx.rawPayload).toEqual(docxBytes());
    const xlsx = await preview((await stored('费用.xlsx', xlsxBytes())).path);
    expect(xlsx.headers['ret-type']).toBe('vueOfficePreviewFile');

    const image = await preview((await stored('scan.png', pngBytes())).path);
    expect(image.headers['ret-type']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('downloads an unknown extension, and previews one the administrator listed as text', async () => {
    const csv = await preview((await stored('账目.csv', Buffer.from('a,b\n1,2'))).path);
    expect(csv.headers['ret-type']).toBe('download');
    expect(csv.rawPayload.length).toBe(0);
    const md = await preview((await stored('说明.md', Buffer.from('# 标题 <x>'))).path);
    expect(md.headers['ret-type']).toBe('htmlPreviewFile');
    expect(md.body).toContain('# 标题 &lt;x&gt;');
  });

  it('answers the v2 preview path as the first one', async () => {
    const pdf = await stored('v2.pdf', pdfBytes('v2'));
    const reply = await get(t, lawyer, `/v2/files/preview/preview?fileName=${encodeURIComponent(pdf.path)}`);
    expect(reply.headers['ret-type']).toBe('pdfPreviewFile');
    expect(reply.rawPayload).toEqual(pdfBytes('v2'));
  });

  it('renders a text file as escaped HTML', async () => {
    const text = await stored('note.txt', Buffer.from('<b>a & b</b>'));
    const reply = await preview(text.path);
    expect(reply.headers['ret-type']).toBe('htmlPreviewFile');
    expect(reply.body).toContain('&lt;b&gt;a &amp; b&lt;/b&gt;');
  });

  it('converts a docx to PDF with LibreOffice, reports on eciProgressMsg, then previews the PDF', async () => {
    const docx = await stored('授权委托书.docx', docxBytes());
    const path = encodeURIComponent(docx.path);
    expect((await callApi(t.app, 'GET', '/hankun/filePreview/converter', lawyer)).data).toEqual({
      available: true,
    });
    expect((await t.app.inject({ url: `${API}/health` })).json().data.optional).toEqual({
      libreoffice: 'on',
    });
    expect(
      (await callApi(t.app, 'GET', `/hankun/filePreview/converted?filePath=${path}`, lawyer)).data,
    ).toBeNull();

    const live = await connectLive(t.app, `?userId=${lawyerId}`, lawyer);
    try {
      const requested = await callApi(t.app, 'POST', '/hankun/filePreview/convert', lawyer, {
        filePath: docx.path,
      });
      expect(requested).toMatchObject({
        code: 200,
        data: '授权委托书.pdf',
        msg: '请求发送成功，如果文件页数较多，请稍后点击预览查看',
      });
      const progress: number[] = [];
      while (!progress.includes(100) && !progress.includes(-1)) {
        const message = await live.next(120_000);
        if (message.event !== 'eciProgressMsg') continue;
        progress.push((JSON.parse(String(message.msgContent)) as { progress: number }).progress);
      }
      expect(progress).toEqual([0, 100]);
    } finally {
      live.socket.close();
    }

    expect((await callApi(t.app, 'GET', `/hankun/filePreview/converted?filePath=${path}`, lawyer)).data).toBe(
      '授权委托书.pdf',
    );
    const reply = await preview(docx.path);
    expect(reply.headers['ret-type']).toBe('pdfPreviewFile');
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(decodeURIComponent(String(reply.headers['preview-file-path']))).toMatch(/^pdf\/.+\.pdf$/);
  }, 180_000);

  it('refuses to convert what is not an office document', async () => {
    const pdf = await stored('already.pdf', pdfBytes());
    const body = await callApi(t.app, 'POST', '/hankun/filePreview/convert', lawyer, { filePath: pdf.path });
    expect(body).toMatchObject({ code: 400, msg: '只有 Office 文档可以转换为 PDF' });
  });
});
