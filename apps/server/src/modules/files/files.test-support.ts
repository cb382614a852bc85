import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chunkRanges, contentRangeOf, PERSONAL_FILE_SOURCE } from '@venus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { API, bearer, json, type TestApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';

/** Real documents: a Word file and a workbook LibreOffice wrote. */
export const FIXTURES = path.join(import.meta.dirname, 'fixtures');
export const docxBytes = () => fs.readFileSync(path.join(FIXTURES, 'contract.docx'));
export const xlsxBytes = () => fs.readFileSync(path.join(FIXTURES, 'fees.xlsx'));
/** The smallest file file-type reads as a PDF. */
export const pdfBytes = (body = 'hello') => Buffer.from(`%PDF-1.4\n%${body}\n%%EOF\n`);
/** A 1×1 PNG. */
export const pngBytes = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

/** A data directory of the test's own, so files from parallel test files never meet. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `venus-files-${randomUUID().slice(0, 8)}-`));
}

export interface UploadFile {
  field?: string;
  name: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body in the order given: fields first, as the web client sends them. */
export function multipart(fields: Record<string, string | number>, uploads: UploadFile[] = []) {
  const boundary = `----venus${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of uploads) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The owner fields of a user's personal files. */
export const personal = (userId: number) => ({
  source: PERSONAL_FILE_SOURCE,
  onlyId: String(userId),
  type: '',
});

export async function upload(
  t: TestApp,
  token: string,
  fields: Record<string, string | number>,
  uploads: UploadFile[],
  lang?: string,
) {
  const body = multipart(fields, uploads);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/files/add`,
    headers: { ...bearer(token), ...body.headers, ...(lang ? { language: lang } : {}) },
    payload: body.payload,
  });
  return json(response);
}

export async function get(t: TestApp, token: string, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `${API}${url}`, headers: { ...bearer(token), ...headers } });
}

export const bodyOf = (response: LightMyRequestResponse) => response.rawPayload;

/** A file key as the client makes it (to the server it is an opaque md5). */
export function fileKey(content: Buffer, name: string): string {
  return createHash('md5')
    .update(content.subarray(0, 1000))
    .update(content.subarray(Math.max(0, content.length - 1000)))
    .update(`${content.length}${name}`)
    .digest('hex');
}

/** One validateChunk or addChunk call for chunk `cur` of `content`, as the web client sends it. */
export function chunkRequest(
  app: App,
  request: {
    token: string;
    owner: { source: number; onlyId: string; type: string };
    chunkSize: number;
    kind: 'validateChunk' | 'addChunk';
    content: Buffer;
    name: string;
    cur: number;
  },
  overrides: Record<string, string> = {},
) {
  const { token, owner, chunkSize, kind, content, name, cur } = request;
  const ranges = chunkRanges(content.length, chunkSize);
  const range = ranges[cur]!;
  const fields = {
    ...owner,
    remark: '',
    name,
    md5: fileKey(content, name),
    chunkSum: ranges.length,
    chunkCur: cur,
    ...overrides,
  };
  const files =
    kind === 'addChunk'
      ? [{ field: 'file', name: 'blob', content: content.subarray(range.start, range.end + 1) }]
      : [];
  const body = multipart(fields, files);
  return app
    .inject({
      method: 'POST',
      url: `${API}/files/${kind}`,
      headers: {
        ...bearer(token),
        ...body.headers,
        'content-range': overrides.range ?? contentRangeOf(range.start, range.end, content.length),
      },
      payload: body.payload,
    })
    .then(json);
}
