import fs from 'node:fs';
import { TEMPLATE_FILE_OWNER } from '@venus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { docxBytes, get, pdfBytes, personal, tempDataDir, upload } from './files.test-support.ts';

let t: TestApp;
let dataDir: string;
let admin: string;
let lawyer: string;
let lawyerId: number;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  [admin, lawyer] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'yangfan')]);
  lawyerId = ((await callApi(t.app, 'GET', '/getInfo', lawyer)).data as { user: { userId: number } }).user
    .userId;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const template = (fileName: string, token = lawyer, headers: Record<string, string> = {}) =>
  get(t, token, `/hankun/file/templatesFileDownload?fileName=${encodeURIComponent(fileName)}`, headers);

describe('GET /hankun/file/templatesFileDownload (firm document templates)', () => {
  it('serves a template an administrator keeps to anyone signed in, by its name', async () => {
    const added = await upload(t, admin, TEMPLATE_FILE_OWNER, [
      { name: '委托代理合同模板.docx', content: docxBytes() },
    ]);
    expect(added.code, added.msg).toBe(200);
    const response = await template('委托代理合同模板.docx');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(docxBytes());
    expect(String(response.headers['content-disposition'])).toContain(`attachment; filename="`);
    expect(String(response.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('委托代理合同模板.docx')}`,
    );
    const slice = await template('委托代理合同模板.docx', lawyer, { range: 'bytes=0-3' });
    expect(slice.statusCode).toBe(206);
    expect(slice.rawPayload).toEqual(docxBytes().subarray(0, 4));
  });

  it('serves the current version after a template is uploaded again', async () => {
    await upload(t, admin, TEMPLATE_FILE_OWNER, [{ name: '收费标准.pdf', content: pdfBytes('2025') }]);
    await upload(t, admin, TEMPLATE_FILE_OWNER, [{ name: '收费标准.pdf', content: pdfBytes('2026') }]);
    const current = await template('收费标准.pdf');
    expect(current.rawPayload).toEqual(pdfBytes('2026'));
    // Removing the current one serves the previous version again.
    const list = await callApi(
      t.app,
      'GET',
      `/hankun/files/list?source=${TEMPLATE_FILE_OWNER.source}&onlyId=${TEMPLATE_FILE_OWNER.onlyId}&status=0`,
      lawyer,
    );
    const row = (list.rows as { id: number; name: string }[]).find((file) => file.name === '收费标准.pdf')!;
    expect((await callApi(t.app, 'DELETE', `/hankun/files/${row.id}`, lawyer)).code).toBe(403);
    expect((await callApi(t.app, 'DELETE', `/hankun/files/${row.id}`, admin)).code).toBe(200);
    expect((await template('收费标准.pdf')).rawPayload).toEqual(pdfBytes('2025'));
  });

  it('lets only holders of the template permission add templates', async () => {
    const refused = await upload(t, lawyer, TEMPLATE_FILE_OWNER, [
      { name: '私自模板.pdf', content: pdfBytes() },
    ]);
    expect(refused.code).toBe(403);
    expect((await template('私自模板.pdf')).json()).toMatchObject({ code: 404 });
  });

  it('answers a JSON refusal naming an unknown template, in the caller language', async () => {
    const response = await template('不存在的模板.docx', lawyer, { language: 'en' });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ code: 404, msg: 'No template named 【不存在的模板.docx】' });
  });

  it('never takes a path: another record file of the same name is not a template, a path is refused', async () => {
    const own = await upload(t, lawyer, personal(lawyerId), [
      { name: '个人草稿.pdf', content: pdfBytes('mine') },
    ]);
    expect(own.code, own.msg).toBe(200);
    expect((await template('个人草稿.pdf', admin)).json()).toMatchObject({ code: 404 });
    const storedPath = (own.data as { path: string }[])[0]!.path;
    for (const name of [storedPath, '../files/objects/x.pdf', '..']) {
      const response = await template(name);
      expect(response.json()).toMatchObject({ code: 400 });
      expect(response.rawPayload.includes(pdfBytes('mine'))).toBe(false);
    }
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/venus-api/hankun/file/templatesFileDownload?fileName=x.pdf',
    });
    expect(response.json()).toMatchObject({ code: 401 });
  });
});
