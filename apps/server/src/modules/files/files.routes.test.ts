import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  callApi,
  createTestApp,
  json,
  type Method,
  signIn,
  type TestApp,
} from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { docxBytes, multipart, pdfBytes, personal, tempDataDir, upload } from './files.test-support.ts';

let t: TestApp;
let dataDir: string;
let lawyer: string;
let other: string;
let lawyerId: number;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  [lawyer, other] = await Promise.all([signIn(t.app, 'yangfan'), signIn(t.app, 'panling')]);
  lawyerId = ((await call('GET', '/getInfo', lawyer)).data as { user: { userId: number } }).user.userId;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: Method, url: string, token: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const listOf = async (token: string, owner = personal(lawyerId)) =>
  (await call('GET', `/hankun/files/list?source=${owner.source}&onlyId=${owner.onlyId}&status=0`, token))
    .rows as {
    id: number;
    name: string;
    path: string;
    version: number;
    sha256: string;
    remark: string;
  }[];

describe('file records', () => {
  it('stores an upload under the data directory with its sha256, lists it and audits it', async () => {
    const content = pdfBytes('engagement letter');
    const body = await upload(t, lawyer, { ...personal(lawyerId), remark: '委托书', uuid: 'abcdefabcdef' }, [
      { name: '委托书.pdf', content },
    ]);
    expect(body.code, body.msg).toBe(200);
    const [added] = body.data as { id: number; path: string; sha256: string; size: number }[];
    expect(added).toMatchObject({ sha256: sha256(content), size: content.length });
    expect(fs.readFileSync(path.join(dataDir, 'files', added!.path))).toEqual(content);
    expect((await listOf(lawyer)).map((row) => [row.name, row.remark])).toContainEqual([
      '委托书.pdf',
      '委托书',
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.entityId, String(added!.id))));
    expect(audit.map((row) => row.action)).toEqual(['create']);
    // Nothing half-written is left beside it.
    expect(fs.readdirSync(path.join(dataDir, 'files', '.tmp'))).toEqual([]);
  });

  it('keeps the old version when a name is uploaded again, and deleting the new one restores it', async () => {
    const first = await upload(t, lawyer, personal(lawyerId), [{ name: '合同.docx', content: docxBytes() }]);
    const second = await upload(t, lawyer, personal(lawyerId), [{ name: '合同.docx', content: docxBytes() }]);
    const [v1] = first.data as { id: number }[];
    const [v2] = second.data as { id: number; version: number }[];
    expect(v2!.version).toBe(2);
    expect((await listOf(lawyer)).filter((row) => row.name === '合同.docx').map((row) => row.id)).toEqual([
      v2!.id,
    ]);
    const history = await call('GET', `/v2/files/history/${v1!.id}`, lawyer);
    expect((history.data as { id: number; version: number }[]).map((row) => row.version)).toEqual([2, 1]);

    expect((await call('DELETE', `/hankun/files/${v2!.id}`, lawyer)).code).toBe(200);
    expect((await listOf(lawyer)).filter((row) => row.name === '合同.docx').map((row) => row.id)).toEqual([
      v1!.id,
    ]);
    expect((await call('GET', `/hankun/files/${v2!.id}`, lawyer)).code).toBe(404);
  });

  it("refuses another user's personal files: list, get, edit, delete and upload", async () => {
    const body = await upload(t, lawyer, personal(lawyerId), [{ name: 'private.pdf', content: pdfBytes() }]);
    const [file] = body.data as { id: number }[];
    expect((await call('GET', `/hankun/files/list?source=0&onlyId=${lawyerId}`, other)).code).toBe(403);
    expect((await call('GET', `/hankun/files/${file!.id}`, other)).code).toBe(403);
    expect((await call('PUT', '/hankun/files', other, { id: file!.id, name: 'x.pdf' })).code).toBe(403);
    expect((await call('DELETE', `/v2/files/${file!.id}`, other)).code).toBe(403);
    const intruder = await upload(t, other, personal(lawyerId), [
      { name: 'planted.pdf', content: pdfBytes() },
    ]);
    expect(intruder.code).toBe(403);
  });

  it('refuses a source no domain has registered', async () => {
    const body = await call('GET', `/hankun/files/list?source=77&onlyId=1`, lawyer);
    expect(body).toMatchObject({ code: 403, msg: '未知的文件来源：77' });
    expect(
      (await upload(t, lawyer, { source: 77, onlyId: '1' }, [{ name: 'a.pdf', content: pdfBytes() }])).code,
    ).toBe(403);
  });

  it('edits a name (keeping its extension) and a remark, with the spec messages when empty', async () => {
    const body = await upload(t, lawyer, personal(lawyerId), [{ name: 'draft.pdf', content: pdfBytes() }]);
    const [file] = body.data as { id: number }[];
    const renamed = await call('PUT', '/hankun/files', lawyer, {
      id: file!.id,
      name: '终稿.pdf',
      remark: 'final',
    });
    expect(renamed.data).toMatchObject({ name: '终稿.pdf', remark: 'final' });
    expect(await call('PUT', '/v2/files', lawyer, { id: file!.id, name: ' ' })).toMatchObject({
      code: 400,
      msg: '文件名不能为空',
    });
    expect(await call('PUT', '/v2/files', lawyer, { id: file!.id, name: '终稿.exe' })).toMatchObject({
      code: 400,
      msg: '不能修改文件扩展名',
    });
    expect((await call('PUT', '/v2/files', lawyer, { id: file!.id, name: '../终稿.pdf' })).code).toBe(400);
  });

  it('keeps a remark-only record, whose remark is required', async () => {
    const note = await call('POST', '/hankun/files', lawyer, {
      ...personal(lawyerId),
      remark: '原件在档案室',
    });
    expect(note.code, note.msg).toBe(200);
    const { id } = note.data as { id: number; path: string | null };
    expect(note.data).toMatchObject({ path: null });
    expect(await call('PUT', '/hankun/files', lawyer, { id, remark: '' }, 'en')).toMatchObject({
      code: 400,
      msg: 'The remark is required',
    });
  });

  it('answers the spec second names: uploadFile stores like files/add, v2 lists like hankun', async () => {
    const body = multipart(personal(lawyerId), [{ name: '证据清单.pdf', content: pdfBytes('evidence') }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/hankun/file/uploadFile`,
      headers: { ...bearer(lawyer), ...body.headers },
      payload: body.payload,
    });
    expect(json(response).code, json(response).msg).toBe(200);
    const v2 = await call('GET', `/v2/files/list?source=0&onlyId=${lawyerId}&status=0`, lawyer);
    expect((v2.rows as { name: string }[]).map((row) => row.name)).toContain('证据清单.pdf');
    expect(v2.rows).toEqual(await listOf(lawyer));
  });

  it('answers the configured limits', async () => {
    const body = await call('GET', '/hankun/files/findFileLimit', lawyer);
    expect(body.data).toMatchObject({
      allowedTypes: ['docx', 'doc', 'xlsx', 'xls', 'pptx', 'ppt', 'pdf', 'jpg', 'jpeg', 'png', 'gif', 'msg'],
      sizeLimitMb: 10240,
      countLimit: 100,
      nameMaxBytes: 255,
      chunkThresholdMb: 1000,
      chunkSizeMb: 10,
    });
    expect((await call('GET', '/hankun/filePreview/findFilePreviewTypesLimit', lawyer)).data).toEqual({
      customFilePreviewType: '',
    });
  });
});
