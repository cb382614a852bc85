import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { auditChainReportSchema, auditQuerySchema, auditRowSchema } from './audit.schemas.ts';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(api: FastifyInstance, service: AuditService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/monitor/operlog/list',
    {
      config: { permission: 'monitor:operlog:list' },
      schema: {
        tags: ['monitoring'],
        querystring: auditQuerySchema,
        response: { 200: pageOf(auditRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.findEntries(request.query);
      return page(rows, total);
    },
  );

  // The verify command's answer over HTTP, for administrators (decision 0027).
  app.get(
    '/monitor/operlog/verify',
    {
      config: { permission: 'monitor:operlog:query' },
      schema: { tags: ['monitoring'], response: { 200: envelopeOf(auditChainReportSchema) } },
    },
    async () => ok(await service.verifyChain()),
  );
}
