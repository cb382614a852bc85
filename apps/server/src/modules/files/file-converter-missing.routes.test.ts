import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, callApi, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { docxBytes, personal, tempDataDir, upload } from './files.test-support.ts';

/**
 * A server without LibreOffice (an optional system package, README): office files still upload
 * and download, the preview says conversion is off, and the health check reports it (issue 27
 * item 15).
 */
let t: TestApp;
let dataDir: string;
let lawyer: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir, SOFFICE_PATH: '/nonexistent/libreoffice/soffice' });
  lawyer = await signIn(t.app, 'yangfan');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('without LibreOffice', () => {
  it('tells the preview that conversion is off, so it offers no link', async () => {
    expect(await callApi(t.app, 'GET', '/hankun/filePreview/converter', lawyer)).toMatchObject({
      code: 200,
      data: { available: false },
    });
  });

  it('refuses a conversion with the reason in the caller’s language', async () => {
    const userId = ((await callApi(t.app, 'GET', '/getInfo', lawyer)).data as { user: { userId: number } })
      .user.userId;
    const stored = await upload(t, lawyer, personal(userId), [
      { name: '委托合同.docx', content: docxBytes() },
    ]);
    const { path } = (stored.data as { path: string }[])[0]!;
    expect(
      await callApi(t.app, 'POST', '/hankun/filePreview/convert', lawyer, { filePath: path }),
    ).toMatchObject({
      code: 400,
      msg: '服务器未安装 LibreOffice，无法转换 PDF',
    });
    const english = await callApi(
      t.app,
      'POST',
      '/hankun/filePreview/convert',
      lawyer,
      { filePath: path },
      'en',
    );
    expect(english.msg).toMatch(/LibreOffice/);
    expect(english.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('reports LibreOffice in /health as an optional component that is off, the check still passing', async () => {
    const health = (await t.app.inject({ url: `${API}/health` })).json();
    expect(health).toEqual({
      code: 200,
      msg: 'success',
      data: { database: 'up', optional: { libreoffice: 'off' } },
    });
  });
});
