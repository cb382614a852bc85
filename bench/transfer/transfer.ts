/**
 * Issue 9 item 2 (upload / download): a 2 GB file uploaded in chunks through the real server's
 * chunk protocol (validateChunk then addChunk per chunk, sequentially, as the web client does) and
 * downloaded again, each as a ratio to a reference on the same disk in the same run:
 *
 *   upload   ÷ `dd if=/dev/zero bs=1M count=… conv=fdatasync` (write + sync, same directory)
 *   download ÷ `cat <stored file> > /dev/null`, cold (file evicted from the page cache first, by
 *              `dd iflag=nocache count=0` on that file alone) and warm (just read)
 *
 * and the server's peak resident memory (VmRSS of /proc/<pid>/status every 50 ms) during the
 * upload and the download. Targets are reported, never asserted: upload ≥ 70% of dd, download
 * ≥ 80% of cat. Every file is removed afterwards.
 *
 *   npx tsx bench/transfer/transfer.ts [megabytes, default 2048] [--cpu-prof]
 *
 * --cpu-prof runs the server under `node --cpu-prof` and prints its hottest functions.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chunkRanges, contentRangeOf, PERSONAL_FILE_SOURCE } from '@venus/shared';
import {
  callOverHttp,
  fetchOverHttp,
  type HttpEnvelope,
  type HttpSession,
  signInOverHttp,
} from '../../apps/server/test/signed-fetch.ts';
import { type Figure, record } from '../lib/results.ts';
import { REPO_ROOT } from '../lib/server-process.ts';
import { residentBytes, sampleResident, startVenus } from '../web/venus-server.ts';
import { summariseCpuProfiles } from './cpu-profile-summary.ts';

const MB = 1024 * 1024;
const args = process.argv.slice(2);
const megabytes = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 2048);
const cpuProf = args.includes('--cpu-prof');
const total = megabytes * MB;

function freeBytes(dir: string): number {
  const stats = fs.statfsSync(dir);
  return stats.bavail * stats.bsize;
}

function timedCommand(command: string): number {
  const start = performance.now();
  const result = spawnSync('sh', ['-c', command], { stdio: ['ignore', 'ignore', 'pipe'] });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.toString()}`);
  return seconds;
}

/** Drops one file's pages from the page cache (GNU dd: nocache with count=0 covers the whole file). */
function evict(file: string): void {
  spawnSync('dd', [`if=${file}`, 'iflag=nocache', 'count=0'], { stdio: 'ignore' });
}

/** A multipart body with the fields first, then the chunk, as the web client's FormData sends it. */
function multipart(fields: Record<string, string | number>, chunk?: Buffer) {
  const boundary = `----venusbench${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (chunk)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      chunk,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Uploaded {
  id: number;
  path: string;
  size: number;
}

async function chunkSizeOf(session: HttpSession): Promise<number> {
  const limits = (await callOverHttp(session, 'GET', '/hankun/files/findFileLimit')) as HttpEnvelope & {
    data?: { chunkSizeMb: number };
  };
  if (limits.code === 200 && limits.data?.chunkSizeMb) return limits.data.chunkSizeMb * MB;
  return 10 * MB; // the default 'file-chunk' config: 1000-10
}

/** Uploads `total` bytes as bench.pdf through validateChunk + addChunk, chunk by chunk. */
async function uploadChunked(session: HttpSession, userId: number, chunkSize: number): Promise<Uploaded> {
  const ranges = chunkRanges(total, chunkSize);
  // One random block reused for every chunk (the server never deduplicates); the first bytes
  // make it a PDF to the magic-byte check.
  const block = randomBytes(chunkSize);
  const first = Buffer.from(block);
  Buffer.from('%PDF-1.4\n%venus bench\n').copy(first);
  const name = 'bench-transfer.pdf';
  const md5 = randomUUID().replaceAll('-', '');
  let file: Uploaded | null = null;
  for (const [index, range] of ranges.entries()) {
    const fields = {
      source: PERSONAL_FILE_SOURCE,
      onlyId: String(userId),
      type: '',
      remark: '',
      name,
      md5,
      chunkSum: ranges.length,
      chunkCur: index,
    };
    const headers = { 'content-range': contentRangeOf(range.start, range.end, total) };
    const check = multipart(fields);
    const checked = await callOverHttp(
      session,
      'POST',
      '/files/validateChunk',
      { raw: check.body, contentType: check.contentType },
      { headers },
    );
    if (checked.code !== 200) throw new Error(`validateChunk ${index}: ${checked.code} ${checked.msg}`);
    const bytes = (index === 0 ? first : block).subarray(0, range.end - range.start + 1);
    const add = multipart(fields, bytes);
    const added = (await callOverHttp(
      session,
      'POST',
      '/files/addChunk',
      { raw: add.body, contentType: add.contentType },
      { headers },
    )) as { code: number; msg: string; data?: Uploaded | null };
    if (added.code !== 200) throw new Error(`addChunk ${index}: ${added.code} ${added.msg}`);
    if (added.data) file = added.data;
  }
  if (!file || file.size !== total) throw new Error(`the upload did not assemble: ${JSON.stringify(file)}`);
  return file;
}

async function download(session: HttpSession, id: number): Promise<number> {
  // A 2 GB download takes its time: no 30-second cut-off.
  const response = await fetchOverHttp(session, 'GET', `/v2/files/download?id=${id}`, undefined, {
    signal: AbortSignal.timeout(3_600_000),
  });
  if (!response.ok || !response.body) throw new Error(`download: HTTP ${response.status}`);
  if (!response.headers.get('content-type')?.startsWith('application/pdf'))
    throw new Error(`download answered ${response.headers.get('content-type')}: ${await response.text()}`);
  let received = 0;
  for await (const part of response.body) received += (part as Uint8Array).byteLength;
  if (received !== total) throw new Error(`downloaded ${received} bytes of ${total}`);
  return received;
}

async function timed<T>(run: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { seconds: (performance.now() - start) / 1000, value };
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-transfer-'));
// dd's file, removed before the upload; then the upload's partial file, renamed into the store
// (decision 0029: never copied); with room to spare.
const needed = 2 * total + 512 * MB;
if (freeBytes(work) < needed) {
  fs.rmSync(work, { recursive: true, force: true });
  throw new Error(
    `${(freeBytes(work) / 2 ** 30).toFixed(1)} GB free under ${work}: ${(needed / 2 ** 30).toFixed(1)} GB needed`,
  );
}
console.log(`${megabytes} MB through ${work} (${(freeBytes(work) / 2 ** 30).toFixed(0)} GB free)`);

const profileDir = path.join(
  REPO_ROOT,
  'bench',
  'results',
  'profiles',
  new Date().toISOString().replaceAll(':', '-'),
);
const server = await startVenus({
  name: 'transfer',
  dataParent: work,
  ...(cpuProf ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
});
try {
  const ddFile = path.join(work, 'dd.bin');
  const dd = timedCommand(`dd if=/dev/zero of=${ddFile} bs=1M count=${megabytes} conv=fdatasync`);
  fs.rmSync(ddFile);
  console.log(`dd write + fdatasync: ${(megabytes / dd).toFixed(1)} MB/s`);

  const session = await signInOverHttp(server.baseUrl, 'admin');
  const info = (await callOverHttp(session, 'GET', '/getInfo')) as HttpEnvelope & {
    data?: { user: { userId: number } };
  };
  const userId = info.data?.user.userId;
  if (!userId) throw new Error(`getInfo: ${info.msg}`);
  const chunkSize = await chunkSizeOf(session);

  const idleRss = residentBytes(server.pid) ?? 0;
  const uploadRss = sampleResident(server.pid);
  const upload = await timed(() => uploadChunked(session, userId, chunkSize));
  const uploadPeak = uploadRss.stop();
  console.log(
    `upload: ${(megabytes / upload.seconds).toFixed(1)} MB/s, server peak RSS ${(uploadPeak / MB).toFixed(0)} MB`,
  );

  const stored = path.join(server.dataDir, 'files', upload.value.path);
  evict(stored);
  const catCold = timedCommand(`cat '${stored}' > /dev/null`);
  evict(stored);
  const downloadRss = sampleResident(server.pid);
  const downloadCold = await timed(() => download(session, upload.value.id));
  const catWarm = timedCommand(`cat '${stored}' > /dev/null`);
  const downloadWarm = await timed(() => download(session, upload.value.id));
  const downloadPeak = downloadRss.stop();

  const rate = (seconds: number) => megabytes / seconds;
  const ratioFigure = (
    figure: string,
    seconds: number,
    refSeconds: number,
    label: string,
    at: number,
  ): Figure => {
    const ratio = rate(seconds) / rate(refSeconds);
    return {
      scenario: 'transfer',
      figure,
      value: rate(seconds),
      reference: rate(refSeconds),
      referenceLabel: label,
      ratio,
      target: `≥ ${at.toFixed(2)} of the reference`,
      met: ratio >= at,
    };
  };
  const memoryFigure = (figure: string, peak: number): Figure => ({
    scenario: 'transfer',
    figure,
    value: peak / MB,
    reference: idleRss / MB,
    referenceLabel: 'MB idle before the upload',
    ratio: peak / Math.max(idleRss, 1),
    target: 'flat (growth ≪ file size)',
    met: peak - idleRss < 256 * MB,
  });
  const figures: Figure[] = [
    ratioFigure(
      `upload MB/s (${chunkSize / MB} MB chunks, validate + add)`,
      upload.seconds,
      dd,
      'dd fdatasync MB/s',
      0.7,
    ),
    ratioFigure('download MB/s, cold cache', downloadCold.seconds, catCold, 'cat cold MB/s', 0.8),
    ratioFigure('download MB/s, warm cache', downloadWarm.seconds, catWarm, 'cat warm MB/s', 0.8),
    memoryFigure('server peak RSS MB, upload', uploadPeak),
    memoryFigure('server peak RSS MB, downloads', downloadPeak),
  ];
  for (const f of figures)
    console.log(
      `${f.figure}: ${f.value.toFixed(1)} (${f.reference.toFixed(1)} ${f.referenceLabel}) ratio ${f.ratio.toFixed(2)}`,
    );
  await server.stop();
  const hottest = cpuProf ? summariseCpuProfiles(profileDir, 15) : [];
  for (const line of hottest) console.log(`  ${line}`);
  const jsonPath = await record(`${megabytes} MB`, 'transfer', figures, {
    megabytes,
    chunkBytes: chunkSize,
    seconds: {
      dd,
      upload: upload.seconds,
      catCold,
      downloadCold: downloadCold.seconds,
      catWarm,
      downloadWarm: downloadWarm.seconds,
    },
    rssBytes: { idle: idleRss, uploadPeak, downloadPeak },
    ...(cpuProf ? { cpuProfileDir: profileDir, hottest } : {}),
  });
  console.log(`results: bench/RESULTS.md, ${path.relative(process.cwd(), jsonPath)}`);
} finally {
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
