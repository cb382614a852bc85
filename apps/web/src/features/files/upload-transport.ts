import {
  bytesOfMb,
  CHUNK_EXISTS_MSG,
  chunkRanges,
  contentRangeOf,
  type Envelope,
  type FileLimits,
  type FileOwner,
  type FileView,
  ResultCode,
} from '@venus/shared';
import { ApiError } from '../../app/api/api-error.ts';
import { currentDelegateUser } from '../../app/api/delegate-user.ts';
import { requestHeaders } from '../../app/api/request-headers.ts';
import { protect } from '../../app/api/request-protection.ts';
import { buildRequestUrl } from '../../app/api/request-url.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { fileKeyOf } from './file-key.ts';

/** Bytes sent so far of the whole batch; the dialog turns it into a percentage and a speed. */
export type SentBytes = (sent: number) => void;

/**
 * A multipart POST by XMLHttpRequest: fetch cannot report how much of a request body has gone,
 * and the dialog shows upload progress.
 */
function postForm(path: string, form: FormData, extraHeaders: Record<string, string>, onSent: SentBytes) {
  return new Promise<Envelope>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = buildRequestUrl(path);
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const headers = {
      ...requestHeaders({
        language: currentLanguage(),
        delegateUserId: currentDelegateUser(),
        hasJsonBody: false,
      }),
      ...extraHeaders,
      ...protect('POST', url, undefined, true).headers,
    };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onSent(event.loaded);
    xhr.onerror = () => reject(new ApiError(ResultCode.ERROR, ''));
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Envelope);
      } catch {
        reject(new ApiError(ResultCode.ERROR, ''));
      }
    };
    xhr.send(form);
  });
}

function unwrap<T>(envelope: Envelope): T {
  if (envelope.code !== ResultCode.SUCCESS) throw new ApiError(envelope.code, envelope.msg ?? '');
  return envelope.data as T;
}

const ownerFields = (form: FormData, owner: FileOwner, remark: string) => {
  form.append('source', String(owner.source));
  form.append('onlyId', owner.onlyId);
  form.append('type', owner.type);
  form.append('remark', remark);
};

/** Spec §3 Upload form: uuid is 12 random characters. */
const uuid12 = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/** The small files of a batch in one request (fields before files: the server checks access first). */
export async function uploadWhole(owner: FileOwner, remark: string, files: File[], onSent: SentBytes) {
  const form = new FormData();
  ownerFields(form, owner, remark);
  form.append('uuid', uuid12());
  for (const file of files) form.append('files', file, file.name);
  return unwrap<FileView[]>(await postForm('/files/add', form, {}, onSent));
}

/**
 * One large file in chunks: each chunk is validated first and skipped when the server already
 * holds it ("exits"), so an upload resumes after a reload or a server restart.
 */
export async function uploadChunked(
  owner: FileOwner,
  remark: string,
  file: File,
  limits: FileLimits,
  onSent: SentBytes,
): Promise<FileView> {
  const ranges = chunkRanges(file.size, bytesOfMb(limits.chunkSizeMb));
  const md5 = await fileKeyOf(file);
  let done = 0;
  let result: FileView | null = null;
  for (const [index, range] of ranges.entries()) {
    const form = () => {
      const body = new FormData();
      ownerFields(body, owner, remark);
      body.append('name', file.name);
      body.append('md5', md5);
      body.append('chunkSum', String(ranges.length));
      body.append('chunkCur', String(index));
      return body;
    };
    const header = { 'Content-Range': contentRangeOf(range.start, range.end, file.size) };
    const length = range.end - range.start + 1;
    const check = await postForm('/files/validateChunk', form(), header, () => {});
    unwrap(check);
    const last = index === ranges.length - 1;
    // The last chunk is sent whenever nothing has assembled the file yet: it is what assembles it.
    if (check.msg !== CHUNK_EXISTS_MSG || (last && !result)) {
      const body = form();
      body.append('file', file.slice(range.start, range.end + 1), 'blob');
      result =
        unwrap<FileView | null>(
          await postForm('/files/addChunk', body, header, (sent) => onSent(done + Math.min(sent, length))),
        ) ?? result;
    }
    done += length;
    onSent(done);
  }
  if (!result) throw new ApiError(ResultCode.ERROR, '');
  return result;
}
