import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signedInContextOf } from '../auth/auth.plugin.ts';
import type { SignedInContext } from '../auth/request-context.ts';
import { sendWorkbook, type WorkbookExport } from './export-workbook.ts';

export interface WorkbookExportRoute<Body extends z.ZodType, Row> {
  url: string;
  permission: string;
  /** The audit log's entity of every export. */
  entity: string;
  tags: string[];
  /** The list's filters; a request without a body exports with their defaults. */
  body: Body;
  /** The most rows one export may hold (config `sys.export.maxRows`). */
  maxRows: () => Promise<number>;
  workbook: (
    ctx: SignedInContext,
    filters: z.output<Body>,
    maxRows: number,
  ) => WorkbookExport<Row> | Promise<WorkbookExport<Row>>;
}

/**
 * `POST <list>/export`: a list as a workbook, with the list's filters and walls. Each export needs
 * its permission, counts as costly work (one at a time per person) and is an audit row.
 */
export function workbookExportRoute<Body extends z.ZodType, Row>(
  api: FastifyInstance,
  route: WorkbookExportRoute<Body, Row>,
): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      config: {
        permission: route.permission,
        costly: 'export',
        auditRead: { action: 'export', entity: route.entity },
      },
      schema: { tags: route.tags, body: route.body.optional() },
    },
    async (request, reply) => {
      const filters = (request.body ?? route.body.parse({})) as z.output<Body>;
      const job = await route.workbook(signedInContextOf(request), filters, await route.maxRows());
      return sendWorkbook(reply, job);
    },
  );
}
