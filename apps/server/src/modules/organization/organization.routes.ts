import { deptSchema, idParamSchema, updateDeptSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { deptListQuerySchema, deptRowSchema } from './organization.schemas.ts';
import type { OrganizationService } from './organization.service.ts';

export function organizationRoutes(api: FastifyInstance, service: OrganizationService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['organization'];
  const deptList = { 200: envelopeOf(z.array(deptRowSchema)) };

  app.get(
    '/system/dept/list',
    {
      config: { permission: 'system:dept:list' },
      schema: { tags, querystring: deptListQuerySchema, response: deptList },
    },
    async (request) => ok(await service.findDepts(request.query)),
  );

  /** Office and practice-group pickers appear on many forms, so any signed-in user may load them. */
  app.get(
    '/system/dept/offices',
    { config: { permission: SIGNED_IN }, schema: { tags, response: deptList } },
    async () => ok(await service.findOffices()),
  );

  app.get(
    '/system/dept/groups',
    { config: { permission: SIGNED_IN }, schema: { tags, response: deptList } },
    async () => ok(await service.findGroups()),
  );

  app.get(
    '/system/dept/:id',
    {
      config: { permission: 'system:dept:query' },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(deptRowSchema) } },
    },
    async (request) => ok(await service.getDept(request.params.id)),
  );

  app.post(
    '/system/dept',
    {
      config: { permission: 'system:dept:add' },
      schema: { tags, body: deptSchema, response: { 200: envelopeOf(deptRowSchema) } },
    },
    async (request) => ok(await service.createDept(contextOf(request), request.body)),
  );

  app.put(
    '/system/dept',
    {
      config: { permission: 'system:dept:edit' },
      schema: { tags, body: updateDeptSchema, response: { 200: envelopeOf(deptRowSchema) } },
    },
    async (request) => ok(await service.updateDept(contextOf(request), request.body)),
  );

  app.delete(
    '/system/dept/:id',
    {
      config: { permission: 'system:dept:remove' },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteDept(contextOf(request), request.params.id);
      return ok(null);
    },
  );
}
