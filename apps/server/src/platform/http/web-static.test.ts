import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** A built web app in miniature: the page, one hashed script with its compressed copies, the icon. */
const SCRIPT = `export const greeting = ${JSON.stringify('你好, '.repeat(400))};\n`;
const PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/main-Ab12Cd34.js"></script></head></html>';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-web-static-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const script = path.join(dist, 'assets/main-Ab12Cd34.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ VENUS_WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const getScript = (acceptEncoding?: string) =>
  t.app.inject({
    url: '/assets/main-Ab12Cd34.js',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app', () => {
  it('sends the brotli copy of an asset to a browser that accepts it', async () => {
    const response = await getScript('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts gzip only', async () => {
    const response = await getScript('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await getScript(acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('sends the plain file when the build left no compressed copy', async () => {
    const response = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('lets browsers keep a hashed asset for a year without asking again', async () => {
    for (const acceptEncoding of ['br', undefined]) {
      const response = await getScript(acceptEncoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the page itself revalidated on every load, at its own path and as the client-route fallback', async () => {
    for (const url of ['/index', '/project/management', '/index.html']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(PAGE);
    }
  });
});
