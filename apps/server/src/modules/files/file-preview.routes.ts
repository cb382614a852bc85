import { translate } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { sendDelivery } from './file-delivery.http.ts';
import type { FilePreviewService } from './file-preview.service.ts';

/** Spec §4 File preview and PDF conversion link. */
export function filePreviewRoutes(api: FastifyInstance, service: FilePreviewService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  const access = { permission: SIGNED_IN };

  for (const url of ['/hankun/filePreview/preview', '/v2/files/preview/preview']) {
    app.get(
      url,
      {
        config: { ...access, auditRead: { action: 'preview', entity: 'file' } },
        schema: { tags, querystring: z.object({ fileName: z.string().min(1) }) },
      },
      async (request, reply) => {
        const preview = await service.preview(signedInContextOf(request), request.query.fileName);
        reply.header('preview-file-path', encodeURIComponent(preview.previewPath));
        if (preview.retType) reply.header('ret-type', preview.retType);
        if (!preview.delivery) return reply.header('content-type', 'application/octet-stream').send('');
        return sendDelivery(reply, preview.delivery, {
          disposition: 'inline',
          lengthKnown: preview.retType !== 'htmlPreviewFile',
        });
      },
    );
  }

  const filePath = z.object({ filePath: z.string().min(1) });
  app.get(
    '/hankun/filePreview/converted',
    {
      config: access,
      schema: { tags, querystring: filePath, response: { 200: envelopeOf(z.string().nullable()) } },
    },
    async (request) => ok(await service.convertedName(signedInContextOf(request), request.query.filePath)),
  );
  // Whether the conversion link can work here, so the preview says so instead of offering it.
  app.get(
    '/hankun/filePreview/converter',
    {
      config: access,
      schema: { tags, response: { 200: envelopeOf(z.object({ available: z.boolean() })) } },
    },
    async () => ok({ available: service.canConvert() }),
  );
  app.post(
    '/hankun/filePreview/convert',
    {
      config: { ...access, costly: 'conversion' },
      schema: { tags, body: filePath, response: { 200: envelopeOf(z.string()) } },
    },
    async (request) => {
      const name = await service.requestConversion(signedInContextOf(request), request.body.filePath);
      return ok(name, translate(request.lang, 'files.convertRequested'));
    },
  );
}
