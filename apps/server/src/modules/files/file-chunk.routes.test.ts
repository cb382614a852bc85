import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chunkRanges, contentRangeOf } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInjectedRequests } from '../../../test/signed-inject.ts';
import { API, bearer, callApi, createTestApp, json, signIn, type TestApp } from '../../../test/test-app.ts';
import { type App, buildApp } from '../../app.ts';
import { createCache } from '../../platform/cache/create-cache.ts';
import { loadConfig } from '../../platform/config.ts';
import { systemConfig } from '../system-config/system-config.tables.ts';
import {
  chunkRequest,
  fileKey,
  multipart,
  pdfBytes,
  personal,
  pngBytes,
  tempDataDir,
} from './files.test-support.ts';

const CHUNK = 256 * 1024;
let t: TestApp;
let dataDir: string;
let lawyer: string;
let owner: ReturnType<typeof personal>;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  // Chunks of 0.25 MB above 1 MB, so a test file of under a megabyte still takes several chunks.
  await t.db
    .update(systemConfig)
    .set({ configValue: '1-0.25' })
    .where(eq(systemConfig.configKey, 'file-chunk'));
  lawyer = await signIn(t.app, 'yangfan');
  const info = await callApi(t.app, 'GET', '/getInfo', lawyer);
  owner = personal((info.data as { user: { userId: number } }).user.userId);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function chunkCall(
  app: App,
  kind: 'validateChunk' | 'addChunk',
  content: Buffer,
  name: string,
  cur: number,
  overrides: Record<string, string> = {},
) {
  return chunkRequest(app, { token: lawyer, owner, chunkSize: CHUNK, kind, content, name, cur }, overrides);
}

/** A second app over the same database and data directory: the server after a restart. */
async function restartedApp(): Promise<App> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({
    config,
    db: t.db,
    cache: createCache(undefined, 'files-restart:'),
    logger: false,
  });
  await app.ready();
  signInjectedRequests(app, t.db);
  return app;
}

describe('chunked upload', () => {
  it('skips stored chunks, resumes after a restart, and assembles a file with the same sha256', async () => {
    const content = Buffer.concat([pdfBytes(), randomBytes(3 * CHUNK - 100)]);
    const name = '卷宗扫描件.pdf';
    expect((await chunkCall(t.app, 'validateChunk', content, name, 0)).msg).toBe('success');
    expect((await chunkCall(t.app, 'addChunk', content, name, 0)).code).toBe(200);
    expect((await chunkCall(t.app, 'validateChunk', content, name, 0)).msg).toBe('exits');

    const restarted = await restartedApp();
    try {
      expect((await chunkCall(restarted, 'validateChunk', content, name, 0)).msg).toBe('exits');
      expect((await chunkCall(restarted, 'validateChunk', content, name, 1)).msg).toBe('success');
      const second = await chunkCall(restarted, 'addChunk', content, name, 1);
      expect(second).toMatchObject({ code: 200, data: null });
      const last = await chunkCall(restarted, 'addChunk', content, name, 2);
      expect(last.code, last.msg).toBe(200);
      const file = last.data as { id: number; path: string; sha256: string; size: number };
      expect(file).toMatchObject({ name, size: content.length, sha256: sha256(content) });
      expect(sha256(fs.readFileSync(path.join(dataDir, 'files', file.path)))).toBe(sha256(content));
      // The chunks are gone once the file is whole.
      expect(
        fs
          .readdirSync(path.join(dataDir, 'files', 'chunks'), { recursive: true })
          .filter((p) => /\/\d+$/.test(String(p))),
      ).toEqual([]);
      const download = await restarted.inject({
        method: 'GET',
        url: `${API}/v2/files/download?id=${file.id}`,
        headers: bearer(lawyer),
      });
      expect(sha256(download.rawPayload)).toBe(sha256(content));
    } finally {
      await restarted.close();
    }
  });

  it('refuses a missing or inconsistent Content-Range', async () => {
    const content = Buffer.concat([pdfBytes(), randomBytes(2 * CHUNK)]);
    expect(
      await chunkCall(t.app, 'validateChunk', content, 'a.pdf', 0, { range: 'bytes nonsense' }),
    ).toMatchObject({
      code: 400,
      msg: 'Content-Range 请求头无效',
    });
    const shifted = await chunkCall(t.app, 'addChunk', content, 'a.pdf', 1, {
      range: contentRangeOf(5, 5 + CHUNK - 1, content.length),
    });
    expect(shifted.code).toBe(409);
  });

  it('refuses a chunk shorter than its range, and does not count it as stored', async () => {
    const content = Buffer.concat([pdfBytes(), randomBytes(2 * CHUNK)]);
    const ranges = chunkRanges(content.length, CHUNK);
    const body = multipart(
      {
        ...owner,
        name: 'short.pdf',
        md5: fileKey(content, 'short.pdf'),
        chunkSum: ranges.length,
        chunkCur: 0,
      },
      [{ field: 'file', name: 'blob', content: content.subarray(0, 1000) }],
    );
    const response = json(
      await t.app.inject({
        method: 'POST',
        url: `${API}/files/addChunk`,
        headers: {
          ...bearer(lawyer),
          ...body.headers,
          'content-range': contentRangeOf(0, CHUNK - 1, content.length),
        },
        payload: body.payload,
      }),
    );
    expect(response.code).toBe(400);
    expect((await chunkCall(t.app, 'validateChunk', content, 'short.pdf', 0)).msg).toBe('success');
  });

  it('refuses at the first chunk a file whose magic bytes contradict its name', async () => {
    const content = Buffer.concat([pngBytes(), randomBytes(2 * CHUNK)]);
    const first = await chunkCall(t.app, 'addChunk', content, 'fake.pdf', 0);
    expect(first).toMatchObject({ code: 400, msg: '文件内容与扩展名不符：【fake.pdf】' });
  });

  it('refuses a path in the chunk name', async () => {
    const content = Buffer.concat([pdfBytes(), randomBytes(2 * CHUNK)]);
    const body = await chunkCall(t.app, 'validateChunk', content, '../../etc/passwd.pdf', 0);
    expect(body.code).toBe(400);
    expect(body.msg).toContain('文件名不能包含路径分隔符');
  });
});
