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

/** The folder of an upload in progress: its partial file, its flags and its plan. */
const folderOf = (content: Buffer, name: string) =>
  path.join(dataDir, 'files', 'chunks', owner.onlyId, `${fileKey(content, name)}-${content.length}`);

/** Sends chunks in the order given; answers the last answer. */
async function sendChunks(content: Buffer, name: string, order: number[]) {
  let answer: Awaited<ReturnType<typeof chunkCall>> | undefined;
  for (const cur of order) {
    answer = await chunkCall(t.app, 'addChunk', content, name, cur);
    expect(answer.code, answer.msg).toBe(200);
  }
  return answer!;
}

/** A chunk request whose body is `bytes`, whatever its range says. */
async function addChunkWithBody(content: Buffer, name: string, cur: number, bytes: Buffer) {
  const ranges = chunkRanges(content.length, CHUNK);
  const body = multipart(
    { ...owner, name, md5: fileKey(content, name), chunkSum: ranges.length, chunkCur: cur },
    [{ field: 'file', name: 'blob', content: bytes }],
  );
  return json(
    await t.app.inject({
      method: 'POST',
      url: `${API}/files/addChunk`,
      headers: {
        ...bearer(lawyer),
        ...body.headers,
        'content-range': contentRangeOf(ranges[cur]!.start, ranges[cur]!.end, content.length),
      },
      payload: body.payload,
    }),
  );
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
      // The partial file and the flags are gone once the file is whole.
      expect(fs.existsSync(folderOf(content, name))).toBe(false);
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

  it('writes chunks arriving out of order at their place in one partial file, with no copy per chunk', async () => {
    const content = Buffer.concat([pdfBytes('out of order'), randomBytes(4 * CHUNK)]);
    const name = '乱序.pdf';
    await sendChunks(content, name, [4, 2]);
    const folder = folderOf(content, name);
    // One partial file, the chunks written into it at their offsets; a flag per chunk held.
    expect(fs.readdirSync(folder).sort()).toEqual(['2.held', '4.held', 'content.part', 'manifest.json']);
    const partial = fs.readFileSync(path.join(folder, 'content.part'));
    expect(partial.length).toBe(content.length);
    expect(partial.subarray(2 * CHUNK, 3 * CHUNK)).toEqual(content.subarray(2 * CHUNK, 3 * CHUNK));
    expect((await chunkCall(t.app, 'validateChunk', content, name, 2)).msg).toBe('exits');
    expect((await chunkCall(t.app, 'validateChunk', content, name, 3)).msg).toBe('success');

    const last = await sendChunks(content, name, [3, 0, 1]);
    expect(last.data).toMatchObject({ name, size: content.length, sha256: sha256(content) });
    const stored = last.data as { path: string };
    expect(sha256(fs.readFileSync(path.join(dataDir, 'files', stored.path)))).toBe(sha256(content));
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('records the sha256 of the bytes stored when a chunk already received is sent again with other bytes', async () => {
    const content = Buffer.concat([pdfBytes('resent'), randomBytes(3 * CHUNK)]);
    const name = '重发.pdf';
    const other = Buffer.from(content);
    randomBytes(CHUNK).copy(other, CHUNK);
    await sendChunks(content, name, [0]);
    // Chunk 1 with other bytes, then again with its own: the file holds the second.
    expect((await addChunkWithBody(content, name, 1, other.subarray(CHUNK, 2 * CHUNK))).code).toBe(200);
    const last = await sendChunks(content, name, [1, 2, 3]);
    expect(last.data).toMatchObject({ size: content.length, sha256: sha256(content) });
    const stored = last.data as { path: string };
    expect(sha256(fs.readFileSync(path.join(dataDir, 'files', stored.path)))).toBe(sha256(content));
  });

  it('refuses a chunk longer than its range without touching the chunk after it', async () => {
    const content = Buffer.concat([pdfBytes('long'), randomBytes(2 * CHUNK)]);
    const name = '超长.pdf';
    await sendChunks(content, name, [1]);
    // Its last 100 bytes would land on chunk 1 if they reached the file.
    const tooLong = await addChunkWithBody(
      content,
      name,
      0,
      Buffer.concat([content.subarray(0, CHUNK), randomBytes(100)]),
    );
    expect(tooLong.code).toBe(400);
    expect((await chunkCall(t.app, 'validateChunk', content, name, 0)).msg).toBe('success');
    expect((await chunkCall(t.app, 'validateChunk', content, name, 1)).msg).toBe('exits');
    const last = await sendChunks(content, name, [0, 2]);
    expect(last.data).toMatchObject({ size: content.length, sha256: sha256(content) });
  });

  it('holds no chunk whose partial file is gone, nor a chunk file of the layout before partial files', async () => {
    const content = Buffer.concat([pdfBytes('lost'), randomBytes(2 * CHUNK)]);
    const name = '丢失.pdf';
    await sendChunks(content, name, [0, 1]);
    const folder = folderOf(content, name);
    // As if a crash had lost the partial file: its flags alone hold nothing.
    fs.rmSync(path.join(folder, 'content.part'));
    expect((await chunkCall(t.app, 'validateChunk', content, name, 0)).msg).toBe('success');
    // An upload begun before this layout: its chunk files are not flags.
    fs.rmSync(path.join(folder, '1.held'));
    fs.writeFileSync(path.join(folder, '1'), content.subarray(CHUNK, 2 * CHUNK));
    await sendChunks(content, name, [0]);
    expect((await chunkCall(t.app, 'validateChunk', content, name, 1)).msg).toBe('success');
    const last = await sendChunks(content, name, [1, 2]);
    expect(last.data).toMatchObject({ size: content.length, sha256: sha256(content) });
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
