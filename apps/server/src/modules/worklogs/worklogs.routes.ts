import {
  caseWorklogSumsView,
  idListSchema,
  myWorklogQuerySchema,
  recordIdSchema,
  relatedWorklogQuerySchema,
  scoreRulesSchema,
  WORKLOG_BATCH_MAX,
  WORKLOG_PERMISSIONS,
  worklogEntrySchema,
  worklogScoreQuerySchema,
  worklogScoreRowView,
  worklogUpdateSchema,
  worklogView,
  worklogViewQuerySchema,
  worklogWeekQuerySchema,
  worklogWeekView,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { WorklogScoreService } from './worklog-score.service.ts';
import type { WorklogSums } from './worklog-sums.ts';
import type { WorklogsService } from './worklogs.service.ts';

const id = recordIdSchema;
const rateView = z.object({
  rate: z.string(),
  currency: z.string(),
  source: z.enum(['caseMember', 'caseLevel', 'rateCard', 'timekeeperLevel', 'none']),
});
const entryIds = idListSchema.refine(
  (ids) => ids.length <= WORKLOG_BATCH_MAX && ids.every((value) => value > 0),
  { message: 'validation.invalid' },
);

/**
 * Time entries, their lists, the week, the rate, case sums and narrative scores (issue 10,
 * decision 0026). The review, import and timer routes live beside this file.
 */
export function worklogsRoutes(
  api: FastifyInstance,
  services: { worklogs: WorklogsService; worklogScores: WorklogScoreService; worklogSums: WorklogSums },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['worklogs'];
  const { worklogs, worklogScores, worklogSums } = services;
  const write = { permission: WORKLOG_PERMISSIONS.write };

  app.get(
    '/hankun/worklog/myList',
    {
      config: { permission: WORKLOG_PERMISSIONS.listMine },
      schema: { tags, querystring: myWorklogQuerySchema, response: { 200: pageOf(worklogView) } },
    },
    async (request) => {
      const { rows, total } = await worklogs.findMine(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  // Another person's week also needs worklog:view:list; the service checks.
  app.get(
    '/hankun/worklog/week',
    {
      config: { permission: WORKLOG_PERMISSIONS.listMine },
      schema: { tags, querystring: worklogWeekQuerySchema, response: { 200: envelopeOf(worklogWeekView) } },
    },
    async (request) => ok(await worklogs.week(signedInContextOf(request), request.query)),
  );

  app.get(
    '/hankun/worklog/relateList',
    {
      config: { permission: WORKLOG_PERMISSIONS.listRelated },
      schema: { tags, querystring: relatedWorklogQuerySchema, response: { 200: pageOf(worklogView) } },
    },
    async (request) => {
      const { rows, total } = await worklogs.findRelated(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/hankun/worklog/viewList',
    {
      config: { permission: WORKLOG_PERMISSIONS.viewAll },
      schema: { tags, querystring: worklogViewQuerySchema, response: { 200: pageOf(worklogView) } },
    },
    async (request) => {
      const { rows, total } = await worklogs.findAll(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/hankun/worklog/rate',
    {
      config: write,
      schema: { tags, querystring: z.object({ projectId: id }), response: { 200: envelopeOf(rateView) } },
    },
    async (request) => ok(await worklogs.rateFor(signedInContextOf(request), request.query.projectId)),
  );

  app.get(
    '/hankun/worklog/score/rule',
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 200: envelopeOf(scoreRulesSchema) } } },
    async () => ok(await worklogScores.getRules()),
  );

  app.put(
    '/hankun/worklog/score/rule',
    {
      config: { permission: WORKLOG_PERMISSIONS.scoreRules },
      schema: { tags, body: scoreRulesSchema, response: { 200: envelopeOf(scoreRulesSchema) } },
    },
    async (request) => ok(await worklogScores.putRules(signedInContextOf(request), request.body)),
  );

  app.get(
    '/hankun/worklog/score/list',
    {
      config: { permission: WORKLOG_PERMISSIONS.score },
      schema: { tags, querystring: worklogScoreQuerySchema, response: { 200: pageOf(worklogScoreRowView) } },
    },
    async (request) => {
      const { rows, total } = await worklogScores.findScores(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  // Who may read which entry is decided per entry (worklog-access.ts).
  app.get(
    '/hankun/worklog/:worklogId',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: z.object({ worklogId: id }), response: { 200: envelopeOf(worklogView) } },
    },
    async (request) => ok(await worklogs.getEntry(signedInContextOf(request), request.params.worklogId)),
  );

  app.post(
    '/hankun/worklog',
    { config: write, schema: { tags, body: worklogEntrySchema, response: { 200: envelopeOf(worklogView) } } },
    async (request) => ok(await worklogs.createEntry(signedInContextOf(request), request.body)),
  );

  app.put(
    '/hankun/worklog',
    {
      config: write,
      schema: { tags, body: worklogUpdateSchema, response: { 200: envelopeOf(worklogView) } },
    },
    async (request) => ok(await worklogs.updateEntry(signedInContextOf(request), request.body)),
  );

  app.delete(
    '/hankun/worklog/:ids',
    {
      config: write,
      schema: { tags, params: z.object({ ids: entryIds }), response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await worklogs.deleteEntries(signedInContextOf(request), request.params.ids);
      return ok(null);
    },
  );

  // On the case page: whoever may see the case (404 otherwise, as for a missing case).
  app.get(
    '/hankun/project/worklogSums/:projectId',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: z.object({ projectId: id }),
        response: { 200: envelopeOf(caseWorklogSumsView) },
      },
    },
    async (request) => ok(await worklogSums.caseSums(signedInContextOf(request), request.params.projectId)),
  );
}
