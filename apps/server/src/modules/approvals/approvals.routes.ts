import {
  approvalDefinitionSchema,
  approvalStepSchema,
  approveTaskSchema,
  BUSINESS_TYPE_PATTERN,
  batchCompleteSchema,
  delegationSchema,
  INSTANCE_STATUSES,
  idParamSchema,
  recordIdSchema,
  rejectTaskSchema,
  resubmitSchema,
  sendBackTaskSchema,
  TASK_STATUSES,
  transferTaskSchema,
  userTaskListQuerySchema,
} from '@venus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { delegateUserOf } from '../../platform/auth/delegate-user.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { ApprovalInstanceRow } from './approval-business-types.ts';
import type { ApprovalDefinitionsService } from './approval-definitions.service.ts';
import type { ApprovalEngine } from './approval-engine.service.ts';
import type { DelegationsService } from './delegations.service.ts';
import type { TaskCentreService } from './task-centre.service.ts';

export interface ApprovalServices {
  approvalDefinitions: ApprovalDefinitionsService;
  approvalEngine: ApprovalEngine;
  approvalDelegations: DelegationsService;
  taskCentre: TaskCentreService;
}

const instanceView = z.object({
  instanceId: z.number(),
  definitionId: z.number(),
  businessType: z.string(),
  recordId: z.string(),
  title: z.string(),
  applicantId: z.number(),
  status: z.enum(INSTANCE_STATUSES),
  currentStep: z.number(),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
});

const taskRowView = z.object({
  taskId: z.number(),
  instanceId: z.number(),
  taskCode: z.number(),
  businessType: z.string(),
  recordId: z.string(),
  title: z.string(),
  stepKey: z.string(),
  stepName: z.string(),
  stepNameEn: z.string(),
  applicantId: z.number(),
  applicantName: z.string(),
  status: z.enum(TASK_STATUSES),
  createdAt: z.date(),
  actedAt: z.date().nullable(),
  comment: z.string(),
  path: z.string().nullable(),
  query: z.record(z.string(), z.string()),
  drawerWidth: z.number().nullable(),
});

const detailView = z.object({
  instance: instanceView.extend({ applicantName: z.string() }),
  steps: z.array(z.object({ key: z.string(), name: z.string(), nameEn: z.string(), taskCode: z.number() })),
  pending: z.array(
    z.object({ taskId: z.number(), assigneeId: z.number(), assigneeName: z.string(), stepKey: z.string() }),
  ),
  timeline: z.array(
    z.object({
      action: z.string(),
      stepKey: z.string(),
      stepName: z.string(),
      stepNameEn: z.string(),
      actorId: z.number().nullable(),
      actorName: z.string(),
      onBehalfOfId: z.number().nullable(),
      onBehalfOfName: z.string(),
      targetUserId: z.number().nullable(),
      targetName: z.string(),
      comment: z.string(),
      createdAt: z.date(),
    }),
  ),
});

const definitionView = z.object({
  definitionId: z.number(),
  businessType: z.string(),
  version: z.number(),
  name: z.string(),
  nameEn: z.string(),
  steps: z.array(approvalStepSchema),
  createdAt: z.date(),
});

const delegationView = z.object({
  delegationId: z.number(),
  principalId: z.number(),
  delegateId: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  remark: z.string(),
  principalName: z.string().optional(),
  delegateName: z.string().optional(),
});

const taskIdParams = z.object({ taskId: recordIdSchema });
const businessTypeParams = z.object({ businessType: z.string().regex(BUSINESS_TYPE_PATTERN) });

/**
 * Approvals (issue 6): the task centre, the actions on tasks and requests, delegations and
 * the workflow definitions. Everyone signed in may approve what is assigned to them; the engine
 * checks the assignment on every action.
 */
export function approvalsRoutes(api: FastifyInstance, services: ApprovalServices): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['approvals'];
  const signedIn = { permission: SIGNED_IN };
  const { approvalEngine: engine, taskCentre, approvalDelegations: delegations } = services;

  const acting = async (request: FastifyRequest) =>
    delegations.actingAs(signedInContextOf(request), delegateUserOf(request));

  app.get(
    '/process/project/userTask/list',
    {
      config: signedIn,
      schema: { tags, querystring: userTaskListQuerySchema, response: { 200: pageOf(taskRowView) } },
    },
    async (request) => {
      const { rows, total } = await taskCentre.findUserTasks(await acting(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/process/project/userTask/count',
    { config: signedIn, schema: { tags, response: { 200: envelopeOf(z.object({ pending: z.number() })) } } },
    async (request) => ok({ pending: await taskCentre.countPendingTasks(await acting(request)) }),
  );

  const taskAction = <S extends z.ZodType>(
    path: string,
    body: S,
    handle: (request: FastifyRequest, taskId: number, input: z.infer<S>) => Promise<ApprovalInstanceRow>,
  ) =>
    app.post(
      `/process/task/:taskId/${path}`,
      {
        config: signedIn,
        schema: { tags, params: taskIdParams, body, response: { 200: envelopeOf(instanceView) } },
      },
      async (request) => ok(await handle(request, request.params.taskId, request.body as z.infer<S>)),
    );

  taskAction('approve', approveTaskSchema, (request, taskId, input) =>
    engine.approve(signedInContextOf(request), taskId, input, delegateUserOf(request)),
  );
  taskAction('sendBack', sendBackTaskSchema, (request, taskId, input) =>
    engine.sendBack(signedInContextOf(request), taskId, input, delegateUserOf(request)),
  );
  taskAction('reject', rejectTaskSchema, (request, taskId, input) =>
    engine.reject(signedInContextOf(request), taskId, input, delegateUserOf(request)),
  );
  taskAction('transfer', transferTaskSchema, (request, taskId, input) =>
    engine.transfer(signedInContextOf(request), taskId, input, delegateUserOf(request)),
  );

  app.post(
    '/process/task/batchComplete',
    {
      config: signedIn,
      schema: { tags, body: batchCompleteSchema, response: { 200: envelopeOf(z.array(instanceView)) } },
    },
    async (request) =>
      ok(await engine.batchComplete(signedInContextOf(request), request.body, delegateUserOf(request))),
  );

  app.post(
    '/process/instance/:id/cancelWithdraw',
    {
      config: signedIn,
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(instanceView) } },
    },
    async (request) => ok(await engine.withdraw(signedInContextOf(request), request.params.id)),
  );

  app.post(
    '/process/instance/:id/resubmit',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParamSchema,
        body: resubmitSchema,
        response: { 200: envelopeOf(instanceView) },
      },
    },
    async (request) => ok(await engine.resubmit(signedInContextOf(request), request.params.id, request.body)),
  );

  app.get(
    '/process/instance/:id',
    { config: signedIn, schema: { tags, params: idParamSchema, response: { 200: envelopeOf(detailView) } } },
    async (request) =>
      ok(
        await taskCentre.getInstanceDetail(
          signedInContextOf(request),
          request.params.id,
          await acting(request),
        ),
      ),
  );

  app.get(
    '/process/instance/byRecord',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: z.object({
          businessType: z.string().regex(BUSINESS_TYPE_PATTERN),
          recordId: z.string().max(64),
        }),
        response: { 200: envelopeOf(detailView.nullable()) },
      },
    },
    async (request) =>
      ok(
        await taskCentre.findLatestOfRecord(
          signedInContextOf(request),
          request.query.businessType,
          request.query.recordId,
          await acting(request),
        ),
      ),
  );

  app.get(
    '/process/delegation/list',
    {
      config: signedIn,
      schema: {
        tags,
        response: {
          200: envelopeOf(z.object({ given: z.array(delegationView), received: z.array(delegationView) })),
        },
      },
    },
    async (request) => ok(await delegations.findMine(signedInContextOf(request))),
  );

  app.post(
    '/process/delegation',
    {
      config: signedIn,
      schema: { tags, body: delegationSchema, response: { 200: envelopeOf(delegationView) } },
    },
    async (request) => ok(await delegations.createDelegation(signedInContextOf(request), request.body)),
  );

  app.delete(
    '/process/delegation/:id',
    { config: signedIn, schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await delegations.revokeDelegation(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/process/definition/list',
    {
      config: { permission: 'process:definition:list' },
      schema: { tags, response: { 200: envelopeOf(z.array(definitionView)) } },
    },
    async () => ok(await services.approvalDefinitions.findLatestDefinitions()),
  );

  app.get(
    '/process/definition/:businessType/versions',
    {
      config: { permission: 'process:definition:list' },
      schema: { tags, params: businessTypeParams, response: { 200: envelopeOf(z.array(definitionView)) } },
    },
    async (request) => ok(await services.approvalDefinitions.findVersions(request.params.businessType)),
  );

  app.post(
    '/process/definition',
    {
      config: { permission: 'process:definition:edit' },
      schema: { tags, body: approvalDefinitionSchema, response: { 200: envelopeOf(definitionView) } },
    },
    async (request) =>
      ok(await services.approvalDefinitions.createVersion(signedInContextOf(request), request.body)),
  );

  app.post(
    '/process/definition/testRun',
    {
      config: { permission: 'process:definition:list' },
      schema: {
        tags,
        body: z.strictObject({
          steps: z.array(approvalStepSchema).min(1).max(20),
          applicantId: z.number().int().positive(),
          facts: z
            .record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean()]))
            .default({}),
        }),
        response: {
          200: envelopeOf(
            z.array(
              z.object({
                key: z.string(),
                name: z.string(),
                nameEn: z.string(),
                taskCode: z.number(),
                plan: z.object({ kind: z.string(), reason: z.string().optional() }),
                approvers: z.array(
                  z.object({ userId: z.number(), nickName: z.string(), nameEn: z.string() }),
                ),
              }),
            ),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await services.approvalDefinitions.testRun(
          { steps: request.body.steps },
          request.body.facts,
          request.body.applicantId,
        ),
      ),
  );
}
