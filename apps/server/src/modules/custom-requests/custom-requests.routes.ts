import {
  CUSTOM_REQUEST_STATUSES,
  customRequestCreateSchema,
  customRequestListQuerySchema,
  customRequestTestSchema,
  customRequestUpdateSchema,
  dynamicFormSchema,
  idParamSchema,
  requestFormSchema,
  requestFormUpdateSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { delegateUserOf } from '../../platform/auth/delegate-user.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { CustomRequestsService } from './custom-requests.service.ts';
import type { RequestFormsService } from './request-forms.service.ts';

export interface CustomRequestServices {
  requestForms: RequestFormsService;
  customRequests: CustomRequestsService;
}

const formView = z.object({
  formId: z.number(),
  formKey: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  items: dynamicFormSchema,
  businessType: z.string(),
  workflowVersion: z.number().nullable(),
  workflowSteps: z.array(z.object({ key: z.string(), name: z.string(), nameEn: z.string() })),
  updatedAt: z.date(),
});
const savedForm = formView.pick({ formId: true, formKey: true, name: true });

const requestView = z.object({
  requestId: z.number(),
  formId: z.number(),
  formName: z.string(),
  formNameEn: z.string(),
  businessType: z.string(),
  title: z.string(),
  status: z.enum(CUSTOM_REQUEST_STATUSES),
  applicantId: z.number(),
  applicantName: z.string(),
  instanceId: z.number().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
const requestDetail = requestView.extend({ items: dynamicFormSchema, mayEdit: z.boolean() });
const savedRequest = z.object({ requestId: z.number() });

const testResult = z.object({
  values: z.record(z.string(), z.unknown()),
  steps: z
    .array(
      z.object({
        key: z.string(),
        name: z.string(),
        nameEn: z.string(),
        taskCode: z.number(),
        plan: z.object({ kind: z.string(), reason: z.string().optional() }),
        approvers: z.array(z.object({ userId: z.number(), nickName: z.string(), nameEn: z.string() })),
      }),
    )
    .nullable(),
});

/**
 * Custom requests (issue 6 item 7): administrators build the forms (`/dataForm`), staff file
 * requests on them (`/simpleForm`). Reading one request is open to whoever is signed in, as its
 * approvers may hold no menu; the service lets only the applicant, the approvers and
 * administrators see it.
 */
export function customRequestsRoutes(api: FastifyInstance, services: CustomRequestServices): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['custom-requests'];
  const { requestForms: forms, customRequests: requests } = services;

  app.get(
    '/dataForm/list',
    {
      config: { permission: 'dataForm:form:list' },
      schema: { tags, response: { 200: envelopeOf(z.array(formView)) } },
    },
    async () => ok(await forms.findForms({ enabledOnly: false })),
  );

  app.post(
    '/dataForm',
    {
      config: { permission: 'dataForm:form:add' },
      schema: { tags, body: requestFormSchema, response: { 200: envelopeOf(savedForm) } },
    },
    async (request) => ok(await forms.createForm(signedInContextOf(request), request.body)),
  );

  app.put(
    '/dataForm/:id',
    {
      config: { permission: 'dataForm:form:edit' },
      schema: {
        tags,
        params: idParamSchema,
        body: requestFormUpdateSchema,
        response: { 200: envelopeOf(savedForm) },
      },
    },
    async (request) =>
      ok(await forms.updateForm(signedInContextOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/dataForm/:id',
    {
      config: { permission: 'dataForm:form:remove' },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await forms.removeForm(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/dataForm/:id/test',
    {
      config: { permission: 'dataForm:form:list' },
      schema: {
        tags,
        params: idParamSchema,
        body: customRequestTestSchema,
        response: { 200: envelopeOf(testResult) },
      },
    },
    async (request) =>
      ok(
        await requests.testFill(
          signedInContextOf(request),
          request.params.id,
          request.body.values,
          request.body.applicantId,
        ),
      ),
  );

  app.get(
    '/simpleForm/forms',
    {
      config: { permission: 'simpleForm:request:list' },
      schema: { tags, response: { 200: envelopeOf(z.array(formView)) } },
    },
    async () => ok(await forms.findForms({ enabledOnly: true })),
  );

  app.get(
    '/simpleForm/forms/:id',
    {
      config: { permission: 'simpleForm:request:list' },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(formView) } },
    },
    async (request) => ok(await forms.getFormView(request.params.id)),
  );

  app.get(
    '/simpleForm/list',
    {
      config: { permission: 'simpleForm:request:list' },
      schema: { tags, querystring: customRequestListQuerySchema, response: { 200: pageOf(requestView) } },
    },
    async (request) => {
      const { rows, total } = await requests.findRequests(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/simpleForm/:id',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(requestDetail) } },
    },
    async (request) =>
      ok(await requests.getRequest(signedInContextOf(request), request.params.id, delegateUserOf(request))),
  );

  app.post(
    '/simpleForm',
    {
      config: { permission: 'simpleForm:request:add' },
      schema: { tags, body: customRequestCreateSchema, response: { 200: envelopeOf(savedRequest) } },
    },
    async (request) => ok(await requests.createRequest(signedInContextOf(request), request.body)),
  );

  app.put(
    '/simpleForm/:id',
    {
      config: { permission: 'simpleForm:request:add' },
      schema: {
        tags,
        params: idParamSchema,
        body: customRequestUpdateSchema,
        response: { 200: envelopeOf(savedRequest) },
      },
    },
    async (request) =>
      ok(await requests.updateRequest(signedInContextOf(request), request.params.id, request.body)),
  );
}
