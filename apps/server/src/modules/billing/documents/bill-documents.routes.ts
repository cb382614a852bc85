import { BILLING_PERMISSIONS, billSendingView, billSendSchema, recordIdSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../../platform/auth/auth.plugin.ts';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import { envelopeOf, ok } from '../../../platform/http/envelope.ts';
import type { BillDocumentsService } from './bill-documents.service.ts';

const tags = ['billing'];
const params = z.object({ id: recordIdSchema });

/**
 * A bill as the client receives it: the PDF (anyone who may read the bill; a draft's is marked
 * as such), its LEDES 1998B file, and sending it by mail with the history of its sendings.
 */
export function billDocumentsRoutes(
  api: FastifyInstance,
  { billDocuments }: { billDocuments: BillDocumentsService },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/hankun/bill/:id/pdf',
    {
      config: { permission: BILLING_PERMISSIONS.listMine, auditRead: { action: 'download', entity: 'bill' } },
      schema: { tags, params },
    },
    async (request, reply) => {
      const { filename, pdf } = await billDocuments.pdf(signedInContextOf(request), request.params.id);
      await reply.server.accessAudit.recordRead(request, { entityId: request.params.id, name: filename });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(filename, 'inline'))
        .send(pdf);
    },
  );

  app.get(
    '/hankun/bill/:id/ledes',
    {
      // One bill's file, as its PDF: a download of the record, not an export of a list.
      config: { permission: BILLING_PERMISSIONS.ledes, auditRead: { action: 'download', entity: 'bill' } },
      schema: { tags, params },
    },
    async (request, reply) => {
      const { filename, text } = await billDocuments.ledes(signedInContextOf(request), request.params.id);
      await reply.server.accessAudit.recordRead(request, { entityId: request.params.id, name: filename });
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', contentDisposition(filename))
        .send(text);
    },
  );

  app.get(
    '/hankun/bill/:id/sendings',
    {
      config: { permission: BILLING_PERMISSIONS.listMine },
      schema: { tags, params, response: { 200: envelopeOf(z.array(billSendingView)) } },
    },
    async (request) => ok(await billDocuments.sendings(signedInContextOf(request), request.params.id)),
  );

  app.post(
    '/hankun/bill/send',
    {
      config: { permission: BILLING_PERMISSIONS.send },
      schema: { tags, body: billSendSchema, response: { 200: envelopeOf(billSendingView) } },
    },
    async (request) => ok(await billDocuments.send(signedInContextOf(request), request.body)),
  );
}
