import {
  caseCountsView,
  caseDetailView,
  caseListQuerySchema,
  caseRowView,
  caseSchema,
  caseUpdateSchema,
  conflictCheckSchema,
  conflictCheckView,
  projectSearchQuerySchema,
  projectSearchResultSchema,
  recordIdSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { workbookExportRoute } from '../../platform/spreadsheet/workbook-export-route.ts';
import { APPLY_FOR_CASE } from './case-abilities.ts';
import { caseExport } from './case-export.ts';
import type { CaseListsService } from './case-lists.service.ts';
import type { CasesService } from './cases.service.ts';
import type { ConflictChecksService } from './conflict-checks.service.ts';

const projectIdQuery = z.object({ projectId: recordIdSchema });

/** Cases: the lists, one case, the application and its conflict check (decision 0025). */
export function projectsRoutes(
  api: FastifyInstance,
  services: {
    cases: CasesService;
    caseLists: CaseListsService;
    conflictChecks: ConflictChecksService;
    maxExportRows: () => Promise<number>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  const signedIn = { permission: SIGNED_IN };
  const { cases, caseLists, conflictChecks } = services;
  const list = { tags, querystring: caseListQuerySchema, response: { 200: pageOf(caseRowView) } };

  app.get('/hankun/project/list', { config: signedIn, schema: list }, async (request) => {
    const { rows, total } = await caseLists.findCases(signedInContextOf(request), request.query, 'mine');
    return page(rows, total);
  });

  app.get(
    '/hankun/project/listAll',
    { config: { permission: 'hankun:project:listAll' }, schema: list },
    async (request) => {
      const { rows, total } = await caseLists.findCases(signedInContextOf(request), request.query, 'all');
      return page(rows, total);
    },
  );

  // The audit lists' own permission depends on the status range asked; the service checks it.
  app.get('/hankun/project/auditList', { config: signedIn, schema: list }, async (request) => {
    const { rows, total } = await caseLists.findCases(signedInContextOf(request), request.query, 'audit');
    return page(rows, total);
  });

  workbookExportRoute(api, {
    url: '/hankun/project/export',
    permission: 'hankun:project:export',
    entity: 'project',
    tags,
    body: caseListQuerySchema
      .omit({ pageNum: true, pageSize: true })
      .extend({ scope: z.enum(['mine', 'all']).default('all') }),
    maxRows: services.maxExportRows,
    workbook: (ctx, { scope, ...filters }, maxRows) => caseExport(caseLists, ctx, filters, scope, maxRows),
  });

  app.get(
    '/hankun/project/counts',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: z.object({ focus: z.enum(['all', 'mine']).default('all') }),
        response: { 200: envelopeOf(caseCountsView) },
      },
    },
    async (request) => ok(await caseLists.countByStage(signedInContextOf(request), request.query.focus)),
  );

  app.get(
    '/hankun/project/selectList',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: projectSearchQuerySchema,
        response: { 200: envelopeOf(z.array(projectSearchResultSchema)) },
      },
    },
    async (request) => ok(await caseLists.selectList(signedInContextOf(request), request.query)),
  );

  app.get(
    '/hankun/project/detail',
    {
      config: signedIn,
      schema: { tags, querystring: projectIdQuery, response: { 200: envelopeOf(caseDetailView) } },
    },
    async (request) => ok(await cases.getDetail(signedInContextOf(request), request.query.projectId)),
  );

  app.post(
    '/hankun/project/create',
    {
      config: { permission: APPLY_FOR_CASE },
      schema: { tags, body: caseSchema, response: { 200: envelopeOf(z.number()) } },
    },
    async (request) => ok(await cases.create(signedInContextOf(request), request.body)),
  );

  app.put(
    '/hankun/project/update',
    { config: signedIn, schema: { tags, body: caseUpdateSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await cases.update(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/hankun/project/matchProject',
    {
      config: { ...signedIn, costly: 'conflictCheck' },
      schema: { tags, body: conflictCheckSchema, response: { 200: envelopeOf(conflictCheckView) } },
    },
    async (request) => ok(await conflictChecks.run(signedInContextOf(request), request.body)),
  );

  app.get(
    '/hankun/project/checkHistory',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: projectIdQuery,
        response: { 200: envelopeOf(z.array(conflictCheckView)) },
      },
    },
    async (request) => ok(await conflictChecks.history(signedInContextOf(request), request.query.projectId)),
  );
}
