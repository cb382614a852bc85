import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { contentRangeOf } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { systemConfig } from '../system-config/system-config.tables.ts';
import { chunkRequest, fileKey, pdfBytes, personal, tempDataDir } from './files.test-support.ts';

const CHUNK = 256 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let dataDir: string;
let admin: string;
let lawyer: string;
let lawyerId: number;

beforeAll(async () => {
  dataDir = tempDataDir();
  // An upload abandoned ten days ago, found by the sweep the server runs when it starts.
  const abandoned = path.join(dataDir, 'files', 'chunks', '999', `${'a'.repeat(32)}-1000`);
  fs.mkdirSync(abandoned, { recursive: true });
  fs.writeFileSync(path.join(abandoned, 'content.part'), 'x');
  setBack(abandoned, 10);
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.db
    .update(systemConfig)
    .set({ configValue: '1-0.25' })
    .where(eq(systemConfig.configKey, 'file-chunk'));
  [admin, lawyer] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'yangfan')]);
  lawyerId = ((await callApi(t.app, 'GET', '/getInfo', lawyer)).data as { user: { userId: number } }).user
    .userId;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Sets a chunk folder and everything in it back by `days`, as if nobody had touched it since. */
function setBack(dir: string, days: number): void {
  const then = new Date(Date.now() - days * DAY_MS);
  for (const name of fs.readdirSync(dir)) fs.utimesSync(path.join(dir, name), then, then);
  fs.utimesSync(dir, then, then);
}

const chunksRoot = () => path.join(dataDir, 'files', 'chunks');
const folderOf = (content: Buffer, name: string) =>
  path.join(chunksRoot(), String(lawyerId), `${fileKey(content, name)}-${content.length}`);

/** Starts a chunked upload and stores its first chunk only: an upload left half-way. */
async function startUpload(name: string): Promise<{ content: Buffer; folder: string }> {
  const content = Buffer.concat([pdfBytes(name), randomBytes(3 * CHUNK)]);
  const owner = personal(lawyerId);
  const first = await chunkRequest(t.app, {
    token: lawyer,
    owner,
    chunkSize: CHUNK,
    kind: 'addChunk',
    content,
    name,
    cur: 0,
  });
  expect(first.code, first.msg).toBe(200);
  return { content, folder: folderOf(content, name) };
}

async function setExpireDays(value: string): Promise<void> {
  const list = await callApi(t.app, 'GET', '/system/config/list?configKey=file-chunk-expire-days', admin);
  const row = (list.rows as { configId: number; configName: string; configKey: string }[]).find(
    (r) => r.configKey === 'file-chunk-expire-days',
  )!;
  const saved = await callApi(t.app, 'PUT', '/system/config', admin, { ...row, configValue: value });
  expect(saved.code, saved.msg).toBe(200);
}

describe('cleanup of abandoned chunk uploads', () => {
  it('runs when the server starts and removes a folder untouched for longer than the configured age', async () => {
    await expect
      .poll(() => fs.existsSync(path.join(chunksRoot(), '999', `${'a'.repeat(32)}-1000`)))
      .toBe(false);
  });

  it('removes chunks untouched for more than file-chunk-expire-days and keeps recent ones', async () => {
    const stale = await startUpload('旧扫描件.pdf');
    const recent = await startUpload('新扫描件.pdf');
    setBack(stale.folder, 8);
    setBack(recent.folder, 6);

    const removed = await t.app.services.chunkCleanup.sweep();
    expect(removed).toEqual([path.relative(path.join(dataDir, 'files'), stale.folder)]);
    expect(fs.existsSync(stale.folder)).toBe(false);
    expect(fs.existsSync(path.join(recent.folder, '0.held'))).toBe(true);

    // The age is system config: at 5 days the six-day-old upload goes too.
    await setExpireDays('5');
    try {
      await t.app.services.chunkCleanup.sweep();
      expect(fs.existsSync(recent.folder)).toBe(false);
    } finally {
      await setExpireDays('7');
    }
  });

  it('never removes an upload in progress, however old its folder looks', async () => {
    const { content, folder } = await startUpload('进行中.pdf');
    setBack(folder, 30);
    // The second chunk is arriving: a request of this server is working on the folder.
    const body = new PassThrough();
    const ctx = {
      actor: {
        userId: lawyerId,
        userName: 'yangfan',
        nickName: 'yangfan',
        deptId: null,
        officeId: null,
        roles: [],
        permissions: [],
        sessionId: 0,
      },
      requestId: 'test',
      ip: '127.0.0.1',
      userAgent: 'test',
      lang: 'cn',
    } satisfies SignedInContext;
    const name = '进行中.pdf';
    const arriving = t.app.services.fileChunks.addChunk(
      ctx,
      { ...personal(lawyerId), remark: '', name, md5: fileKey(content, name), chunkSum: 4, chunkCur: 1 },
      contentRangeOf(CHUNK, 2 * CHUNK - 1, content.length),
      body,
    );
    body.write(content.subarray(CHUNK, CHUNK + 1000));
    await expect
      .poll(() => t.app.services.fileChunks.isBusy(path.relative(path.join(dataDir, 'files'), folder)))
      .toBe(true);

    expect(await t.app.services.chunkCleanup.sweep()).toEqual([]);
    expect(fs.existsSync(path.join(folder, '0.held'))).toBe(true);

    body.end(content.subarray(CHUNK + 1000, 2 * CHUNK));
    expect(await arriving).toEqual({ msg: 'success' });
    expect(fs.existsSync(path.join(folder, '1.held'))).toBe(true);
  });
});
