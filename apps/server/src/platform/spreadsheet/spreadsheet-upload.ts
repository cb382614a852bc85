import multipart from '@fastify/multipart';
import { ResultCode } from '@venus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/app-error.ts';

/** Largest spreadsheet accepted for import; 10 MB holds tens of thousands of rows. */
export const SPREADSHEET_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Multipart for every module's upload routes, with limits so a request cannot make the server
 * buffer an unbounded body: one file, a few small fields.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: SPREADSHEET_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });
}

/** The uploaded .xlsx of an import request, read into memory (it is bounded by the limit). */
export async function readSpreadsheetUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('spreadsheet.noFile', {}, 'file');
  let buffer: Buffer;
  let fileName: string;
  try {
    const file = await request.file({ limits: { fileSize: SPREADSHEET_MAX_BYTES } });
    if (!file) throw badRequest('spreadsheet.noFile', {}, 'file');
    fileName = file.filename;
    buffer = await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ResultCode.PAYLOAD_TOO_LARGE, 'error.payloadTooLarge');
    throw badRequest('spreadsheet.unreadable', {}, 'file');
  }
  // An .xlsx is a zip archive: its first bytes are "PK".
  const isZip = buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b;
  if (!fileName.toLowerCase().endsWith('.xlsx') || !isZip)
    throw badRequest('spreadsheet.notXlsx', {}, 'file');
  return buffer;
}
