import {
  caseClosingRecordView,
  caseEditSchema,
  caseEventView,
  caseExpenseBudgetSchema,
  caseListQuerySchema,
  caseMoneyView,
  caseNoteSchema,
  casePartiesChangeSchema,
  caseRowView,
  conflictHistoryQuerySchema,
  conflictHistoryRowView,
  idParamSchema,
  partyChangeResultView,
  pendingPartyChangeView,
  recordIdSchema,
  workCheckerQuerySchema,
  workCheckerView,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { CASE_ADMIN_PERMISSIONS } from './case-abilities.ts';
import type { CaseClosingRecordService } from './case-closing-record.service.ts';
import type { CaseEditsService } from './case-edits.service.ts';
import type { CaseExpenseBudgetService } from './case-expense-budget.service.ts';
import type { CaseListsService } from './case-lists.service.ts';
import type { CasePartiesService } from './case-parties.service.ts';
import type { CaseTimeMoneyService } from './case-time-money.service.ts';
import type { ConflictCheckHistoryService } from './conflict-check-history.service.ts';

const projectIdQuery = z.object({ projectId: recordIdSchema });

/**
 * The rest of spec §7's case calls (decision 0025 "The remaining calls"): the special and ended
 * lists, a case's header, money, closing record and archive files, an administrator's correction,
 * the team's progress notes and the time check. Every read goes through the wall.
 */
export function caseCallsRoutes(
  api: FastifyInstance,
  services: {
    caseLists: CaseListsService;
    caseEdits: CaseEditsService;
    caseClosingRecords: CaseClosingRecordService;
    caseTimeMoney: CaseTimeMoneyService;
    caseExpenseBudget: CaseExpenseBudgetService;
    conflictHistory: ConflictCheckHistoryService;
    caseParties: CasePartiesService;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  const signedIn = { permission: SIGNED_IN };
  const {
    caseLists,
    caseEdits,
    caseClosingRecords,
    caseTimeMoney,
    caseExpenseBudget,
    conflictHistory,
    caseParties,
  } = services;
  const list = { tags, querystring: caseListQuerySchema, response: { 200: pageOf(caseRowView) } };
  const oneCase = <T extends z.ZodType>(view: T) => ({
    tags,
    querystring: projectIdQuery,
    response: { 200: envelopeOf(view) },
  });

  // The team corrects or adds parties to an open case; new names are checked, hits go to the partner.
  app.put(
    '/hankun/project/parties',
    {
      config: signedIn,
      schema: { tags, body: casePartiesChangeSchema, response: { 200: envelopeOf(partyChangeResultView) } },
    },
    async (request) => ok(await caseParties.change(signedInContextOf(request), request.body)),
  );

  app.get(
    '/hankun/project/partyChange/:changeId',
    {
      config: signedIn,
      schema: {
        tags,
        params: z.object({ changeId: recordIdSchema }),
        response: {
          200: envelopeOf(pendingPartyChangeView.extend({ projectId: z.number(), status: z.string() })),
        },
      },
    },
    async (request) => ok(await caseParties.getChange(signedInContextOf(request), request.params.changeId)),
  );

  // The firm's conflict checks by person and date; each reader sees those within their walls.
  app.get(
    '/hankun/project/checkHistory/list',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: conflictHistoryQuerySchema,
        response: { 200: pageOf(conflictHistoryRowView) },
      },
    },
    async (request) => {
      const { rows, total } = await conflictHistory.findFirmHistory(
        signedInContextOf(request),
        request.query,
      );
      return page(rows, total);
    },
  );

  // All cases narrowed: who may list all cases may list these.
  for (const [url, scope] of [
    ['/hankun/project/specialList', 'special'],
    ['/hankun/project/endList', 'ended'],
  ] as const)
    app.get(url, { config: { permission: 'hankun:project:listAll' }, schema: list }, async (request) => {
      const { rows, total } = await caseLists.findCases(signedInContextOf(request), request.query, scope);
      return page(rows, total);
    });

  app.get('/hankun/project/base', { config: signedIn, schema: oneCase(caseRowView) }, async (request) =>
    ok(await caseLists.getRow(signedInContextOf(request), request.query.projectId)),
  );

  app.get('/hankun/project/money', { config: signedIn, schema: oneCase(caseMoneyView) }, async (request) =>
    ok(await caseTimeMoney.money(signedInContextOf(request), request.query.projectId)),
  );

  // The case's partner or lead lawyer, or an editor of cases, keeps it (decision 0044).
  app.put(
    '/hankun/project/expenseBudget',
    { config: signedIn, schema: { tags, body: caseExpenseBudgetSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await caseExpenseBudget.set(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  // The rows are the files module's, as /hankun/files/list answers them.
  app.get(
    '/hankun/project/endFiles/list',
    { config: signedIn, schema: { tags, querystring: projectIdQuery } },
    async (request) => {
      const rows = await caseClosingRecords.endFiles(signedInContextOf(request), request.query.projectId);
      return page(rows, rows.length);
    },
  );

  app.get(
    '/hankun/project/endDetail/:id',
    {
      config: signedIn,
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(caseClosingRecordView) } },
    },
    async (request) => ok(await caseClosingRecords.endDetail(signedInContextOf(request), request.params.id)),
  );

  app.put(
    '/hankun/project/editProject',
    {
      config: { permission: CASE_ADMIN_PERMISSIONS.edit },
      schema: { tags, body: caseEditSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await caseEdits.correct(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  // The case's partner, lead lawyers and members write notes; the service checks who is asking.
  app.post(
    '/hankun/project/remarkSave',
    {
      config: signedIn,
      schema: { tags, body: caseNoteSchema, response: { 200: envelopeOf(caseEventView) } },
    },
    async (request) => ok(await caseEdits.addNote(signedInContextOf(request), request.body)),
  );

  app.get(
    '/hankun/project/workChecker',
    {
      config: signedIn,
      schema: { tags, querystring: workCheckerQuerySchema, response: { 200: envelopeOf(workCheckerView) } },
    },
    async (request) =>
      ok(
        await caseTimeMoney.workChecker(
          signedInContextOf(request),
          request.query.projectId,
          request.query.userId,
        ),
      ),
  );
}
