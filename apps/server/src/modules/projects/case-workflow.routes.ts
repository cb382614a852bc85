import {
  billRemindSchema,
  caseExpenseTypesSchema,
  caseFlagSchema,
  caseRemarkSchema,
  caseTeamSchema,
  closeCaseSchema,
  closingCheckView,
  idParamSchema,
  readyForSettlementSchema,
  recordIdSchema,
  restartCaseSchema,
  settleCaseSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { APPLY_FOR_CASE, CASE_ADMIN_PERMISSIONS } from './case-abilities.ts';
import type { CaseTeamService } from './case-team.service.ts';
import type { CaseWorkflowService } from './case-workflow.service.ts';
import type { CasesService } from './cases.service.ts';

/** The case's actions: send the application, close, and the administrators' corrections. */
export function caseWorkflowRoutes(
  api: FastifyInstance,
  {
    caseWorkflow: workflow,
    caseTeam,
    cases,
  }: { caseWorkflow: CaseWorkflowService; caseTeam: CaseTeamService; cases: CasesService },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  const done = { 200: emptyEnvelope };

  app.post(
    '/hankun/project/settleProject',
    { config: { permission: APPLY_FOR_CASE }, schema: { tags, body: settleCaseSchema, response: done } },
    async (request) => {
      await workflow.settle(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/hankun/project/closingChecklist',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: z.object({ projectId: recordIdSchema }),
        response: { 200: envelopeOf(z.array(closingCheckView)) },
      },
    },
    async (request) =>
      ok(await workflow.closingChecklist(signedInContextOf(request), request.query.projectId)),
  );

  // The team's partner or lead lawyer asks; the service checks who is asking.
  app.post(
    '/hankun/project/closeProject',
    { config: { permission: SIGNED_IN }, schema: { tags, body: closeCaseSchema, response: done } },
    async (request) => {
      await workflow.close(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/hankun/project/restart2/:projectId',
    {
      config: { permission: APPLY_FOR_CASE },
      schema: {
        tags,
        params: z.object({ projectId: recordIdSchema }),
        response: { 200: envelopeOf(z.number()) },
      },
    },
    async (request) => ok(await cases.createFollowOn(signedInContextOf(request), request.params.projectId)),
  );

  app.post(
    '/hankun/project/restart',
    {
      config: { permission: CASE_ADMIN_PERMISSIONS.restart },
      schema: { tags, body: restartCaseSchema, response: done },
    },
    async (request) => {
      await workflow.restart(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/hankun/project/compatibleProject/correctByStatus/:id',
    {
      config: { permission: CASE_ADMIN_PERMISSIONS.reset },
      schema: { tags, params: idParamSchema, response: done },
    },
    async (request) => {
      await workflow.reset(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );

  app.put(
    '/hankun/project/special',
    {
      config: { permission: CASE_ADMIN_PERMISSIONS.special },
      schema: { tags, body: caseFlagSchema, response: done },
    },
    async (request) => {
      await workflow.setSpecial(signedInContextOf(request), request.body.projectId, request.body.value);
      return ok(null);
    },
  );

  // The case's partner, or whoever holds the permission; the service checks.
  app.post(
    '/hankun/project/readyProjectById/:id',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: idParamSchema, body: readyForSettlementSchema.optional(), response: done },
    },
    async (request) => {
      await workflow.readyForSettlement(
        signedInContextOf(request),
        request.params.id,
        request.body?.notifyAll ?? false,
      );
      return ok(null);
    },
  );

  // Who may change these is the case's business (its partner, lead lawyer, or an administrator).
  app.put(
    '/hankun/project/resetProjectLawyer',
    { config: { permission: SIGNED_IN }, schema: { tags, body: caseTeamSchema, response: done } },
    async (request) => {
      await caseTeam.resetTeam(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.put(
    '/hankun/project/expenseTypes',
    { config: { permission: SIGNED_IN }, schema: { tags, body: caseExpenseTypesSchema, response: done } },
    async (request) => {
      await caseTeam.setExpenseTypes(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.put(
    '/hankun/project/editRemark',
    { config: { permission: SIGNED_IN }, schema: { tags, body: caseRemarkSchema, response: done } },
    async (request) => {
      await caseTeam.setText(
        signedInContextOf(request),
        request.body.projectId,
        'remark',
        request.body.remark,
      );
      return ok(null);
    },
  );

  app.put(
    '/hankun/project/editBillRemind',
    { config: { permission: SIGNED_IN }, schema: { tags, body: billRemindSchema, response: done } },
    async (request) => {
      await caseTeam.setText(
        signedInContextOf(request),
        request.body.projectId,
        'billRemind',
        request.body.billRemind,
      );
      return ok(null);
    },
  );
}
