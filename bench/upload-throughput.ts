/**
 * Issue 5 benchmark: upload throughput of the attachment data path as a ratio to raw disk write
 * speed, both measured in this run on this disk. The upload goes over real HTTP through
 * @fastify/multipart into the same storage the server uses (sha256, size limit, temp file,
 * fsync, rename); what it leaves out is the database row, which is constant per file.
 * Peak memory growth is printed too: the path streams, so it must stay flat whatever the size.
 *
 *   npx tsx bench/upload-throughput.ts [megabytes, default 512]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { LocalDiskStorage } from '../apps/server/src/platform/storage/local-disk-storage.ts';

const megabytes = Number(process.argv[2] ?? 512);
const total = megabytes * 1024 * 1024;
const block = randomBytes(1024 * 1024);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-bench-'));

/** `megabytes` of data as a stream, never held in memory at once. */
const source = () =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += block.length) yield block;
    })(),
  );

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return (performance.now() - start) / 1000;
}

async function rawDiskWrite(): Promise<number> {
  const target = path.join(dir, 'raw.bin');
  const seconds = await timed(() => pipeline(source(), fs.createWriteStream(target, { flush: true })));
  fs.rmSync(target);
  return seconds;
}

async function httpUpload(): Promise<number> {
  const storage = new LocalDiskStorage(path.join(dir, 'files'));
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  await app.register(multipart, { limits: { fileSize: total + 1, files: 1 } });
  app.post('/upload', async (request) => {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        return storage.write(`objects/${randomUUID()}.bin`, part.file, { maxBytes: total });
    }
    return null;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const boundary = `----venusbench${randomUUID().replaceAll('-', '')}`;
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="bench.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      for await (const chunk of source()) yield chunk as Buffer;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  try {
    return await timed(async () => {
      const response = await fetch(`http://127.0.0.1:${port}/upload`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Readable.toWeb(body) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      const stored = (await response.json()) as { size: number };
      if (stored.size !== total) throw new Error(`stored ${stored.size} bytes of ${total}`);
    });
  } finally {
    await app.close();
  }
}

const baseRss = process.memoryUsage().rss;
try {
  const raw = await rawDiskWrite();
  const upload = await httpUpload();
  const mbps = (seconds: number) => (megabytes / seconds).toFixed(1);
  console.log(`file size:            ${megabytes} MB`);
  console.log(`raw disk write:       ${mbps(raw)} MB/s`);
  console.log(`upload (HTTP→disk):   ${mbps(upload)} MB/s`);
  console.log(`ratio upload / disk:  ${(raw / upload).toFixed(2)}`);
  console.log(`peak memory growth:   ${((peakRss - baseRss) / 1024 / 1024).toFixed(0)} MB`);
} finally {
  clearInterval(sampler);
  fs.rmSync(dir, { recursive: true, force: true });
}
