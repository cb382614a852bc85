import { bytesOfMb, chunkFieldsSchema, recordIdSchema, translate } from '@venus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { FileChunkService } from './file-chunk.service.ts';
import { sendDelivery, uploadPartsOf } from './file-delivery.http.ts';
import type { FileDownloadService, FileLookup } from './file-download.service.ts';
import type { FileUploadService, UploadPart } from './file-upload.service.ts';
import { fileView } from './files.routes.ts';
import type { FilesService } from './files.service.ts';

interface TransferServices {
  files: FilesService;
  fileUploads: FileUploadService;
  fileChunks: FileChunkService;
  fileDownloads: FileDownloadService;
}

const chunkAnswer = envelopeOf(fileView.nullable());

/** The fields of a chunk request, and its file stream when it carries one. */
async function readChunkRequest(parts: AsyncIterable<UploadPart>) {
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.kind === 'field') {
      fields[part.name] = part.value;
      continue;
    }
    const parsed = chunkFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      part.stream.resume();
      throw badRequest('files.tip.fieldsFirst', {}, 'file');
    }
    return { fields: parsed.data, stream: part.stream };
  }
  const parsed = chunkFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest('files.tip.fieldsFirst', {}, 'file');
  return { fields: parsed.data, stream: null };
}

function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw badRequest('files.tip.noFile', {}, 'files');
}

/** Uploads (whole and chunked) and downloads of file contents (spec §7 Files). */
export function fileTransferRoutes(api: FastifyInstance, services: TransferServices): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  const access = { permission: SIGNED_IN };
  const downloaded = { ...access, auditRead: { action: 'download', entity: 'file' } } as const;
  const shown = { ...access, auditRead: { action: 'preview', entity: 'file' } } as const;

  for (const url of ['/files/add', '/hankun/file/uploadFile']) {
    app.post(
      url,
      { config: access, schema: { tags, response: { 200: envelopeOf(z.array(fileView)) } } },
      async (request) => {
        requireMultipart(request);
        const limits = await services.files.limits();
        const parts = uploadPartsOf(request, {
          fileSize: bytesOfMb(limits.sizeLimitMb),
          files: limits.countLimit,
        });
        return ok(await services.fileUploads.uploadBatch(signedInContextOf(request), parts));
      },
    );
  }

  app.post(
    '/files/validateChunk',
    { config: access, schema: { tags, response: { 200: chunkAnswer } } },
    async (request) => {
      requireMultipart(request);
      const { fields, stream } = await readChunkRequest(uploadPartsOf(request, { fileSize: 1, files: 1 }));
      stream?.resume();
      const answer = await services.fileChunks.validateChunk(
        signedInContextOf(request),
        fields,
        request.headers['content-range'],
      );
      return ok(null, answer.msg);
    },
  );

  app.post(
    '/files/addChunk',
    { config: access, schema: { tags, response: { 200: chunkAnswer } } },
    async (request) => {
      requireMultipart(request);
      const limits = await services.files.limits();
      const { fields, stream } = await readChunkRequest(
        uploadPartsOf(request, { fileSize: bytesOfMb(limits.chunkSizeMb) + 1, files: 1 }),
      );
      if (!stream) throw badRequest('files.tip.noFile', {}, 'file');
      const answer = await services.fileChunks.addChunk(
        signedInContextOf(request),
        fields,
        request.headers['content-range'],
        stream,
      );
      return ok(answer.file ?? null, answer.msg);
    },
  );

  const download =
    (lookup: (request: FastifyRequest) => FileLookup) =>
    async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      const delivery = await services.fileDownloads.download(
        signedInContextOf(request),
        lookup(request),
        request.headers.range,
      );
      return sendDelivery(reply, delivery, { disposition: 'attachment' });
    };

  app.get(
    '/hankun/file/downloadFile',
    { config: downloaded, schema: { tags, querystring: z.object({ fileName: z.string().min(1) }) } },
    download((request) => ({ path: (request.query as { fileName: string }).fileName })),
  );
  app.get(
    '/hankun/file/templatesFileDownload',
    { config: downloaded, schema: { tags, querystring: z.object({ fileName: z.string().min(1).max(255) }) } },
    async (request, reply) => {
      const delivery = await services.fileDownloads.template(
        signedInContextOf(request),
        request.query.fileName,
        request.headers.range,
      );
      return sendDelivery(reply, delivery, { disposition: 'attachment' });
    },
  );
  app.post(
    '/hankun/files/fileDownload',
    {
      config: downloaded,
      schema: { tags, body: z.object({ fileName: z.string().optional(), filePath: z.string().min(1) }) },
    },
    download((request) => ({ path: (request.body as { filePath: string }).filePath })),
  );
  app.get(
    '/v2/files/download',
    {
      config: downloaded,
      schema: { tags, querystring: z.object({ id: recordIdSchema }) },
    },
    download((request) => ({ id: (request.query as { id: number }).id })),
  );

  app.get(
    '/hankun/files/showImage',
    { config: shown, schema: { tags, querystring: z.object({ path: z.string().min(1) }) } },
    async (request, reply) => {
      try {
        const delivery = await services.fileDownloads.showImage(
          signedInContextOf(request),
          request.query.path,
        );
        return sendDelivery(reply, delivery, { disposition: 'inline' });
      } catch (error) {
        // The client shows its fallback image when this header is present.
        const key = error instanceof AppError ? error.key : 'error.system';
        reply.header('download-error', encodeURIComponent(translate(request.lang, key)));
        throw error;
      }
    },
  );
}
