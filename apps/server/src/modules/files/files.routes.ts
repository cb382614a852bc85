import { fileEditSchema, fileListQuerySchema, fileNoteSchema, recordIdSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { type FilesService, toFileView } from './files.service.ts';

export const fileView = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  remark: z.string(),
  path: z.string().nullable(),
  source: z.number(),
  onlyId: z.string(),
  type: z.string(),
  status: z.number(),
  version: z.number(),
  sha256: z.string().nullable(),
  uploaderId: z.number().nullable(),
  uploaderName: z.string(),
  createdAt: z.string(),
});
const idParams = z.object({ id: recordIdSchema });
const limitsView = z.object({
  allowedTypes: z.array(z.string()),
  sizeLimitMb: z.number(),
  countLimit: z.number(),
  nameMaxBytes: z.number(),
  chunkThresholdMb: z.number(),
  chunkSizeMb: z.number(),
  customPreviewTypes: z.array(z.string()),
});

/**
 * File records (spec §7 Files). Any signed-in user may call them; the service asks the file's
 * source whether the caller may see or change the record the files belong to.
 */
export function filesRoutes(api: FastifyInstance, service: FilesService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  const access = { permission: SIGNED_IN };

  for (const url of ['/hankun/files/list', '/v2/files/list']) {
    app.get(url, { config: access, schema: { tags, querystring: fileListQuerySchema } }, async (request) => {
      const rows = await service.findFiles(signedInContextOf(request), request.query);
      return page(rows, rows.length);
    });
  }

  app.get(
    '/hankun/files/findFileLimit',
    { config: access, schema: { tags, response: { 200: envelopeOf(limitsView) } } },
    async () => ok(await service.limits()),
  );

  app.get(
    '/hankun/filePreview/findFilePreviewTypesLimit',
    {
      config: access,
      schema: { tags, response: { 200: envelopeOf(z.object({ customFilePreviewType: z.string() })) } },
    },
    async () => ok({ customFilePreviewType: (await service.limits()).customPreviewTypes.join(',') }),
  );

  app.get(
    '/hankun/files/:id',
    { config: access, schema: { tags, params: idParams, response: { 200: envelopeOf(fileView) } } },
    async (request) => ok(toFileView(await service.getFile(signedInContextOf(request), request.params.id))),
  );

  app.get(
    '/v2/files/history/:id',
    { config: access, schema: { tags, params: idParams, response: { 200: envelopeOf(z.array(fileView)) } } },
    async (request) => ok(await service.findHistory(signedInContextOf(request), request.params.id)),
  );

  app.post(
    '/hankun/files',
    { config: access, schema: { tags, body: fileNoteSchema, response: { 200: envelopeOf(fileView) } } },
    async (request) => ok(await service.createNote(signedInContextOf(request), request.body)),
  );

  for (const url of ['/hankun/files', '/v2/files']) {
    app.put(
      url,
      { config: access, schema: { tags, body: fileEditSchema, response: { 200: envelopeOf(fileView) } } },
      async (request) => ok(await service.updateFile(signedInContextOf(request), request.body)),
    );
  }

  for (const url of ['/hankun/files/:id', '/v2/files/:id']) {
    app.delete(
      url,
      { config: access, schema: { tags, params: idParams, response: { 200: emptyEnvelope } } },
      async (request) => {
        await service.deleteFile(signedInContextOf(request), request.params.id);
        return ok(null);
      },
    );
  }
}
