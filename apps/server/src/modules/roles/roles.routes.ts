import { idListSchema, idParamSchema, roleSchema, updateRoleSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import {
  changeRoleStatusSchema,
  roleDetailSchema,
  roleListQuerySchema,
  roleRowSchema,
} from './roles.schemas.ts';
import type { RolesService } from './roles.service.ts';

export function rolesRoutes(api: FastifyInstance, service: RolesService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];

  app.get(
    '/system/role/list',
    {
      config: { permission: 'system:role:list' },
      schema: { tags, querystring: roleListQuerySchema, response: { 200: pageOf(roleRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.findRoles(request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/role/:id',
    {
      config: { permission: 'system:role:query' },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(roleDetailSchema) } },
    },
    async (request) => ok(await service.getRole(request.params.id)),
  );

  app.post(
    '/system/role',
    {
      config: { permission: 'system:role:add' },
      schema: { tags, body: roleSchema, response: { 200: envelopeOf(roleDetailSchema) } },
    },
    async (request) => ok(await service.createRole(contextOf(request), request.body)),
  );

  app.put(
    '/system/role',
    {
      config: { permission: 'system:role:edit' },
      schema: { tags, body: updateRoleSchema, response: { 200: envelopeOf(roleDetailSchema) } },
    },
    async (request) => ok(await service.updateRole(contextOf(request), request.body)),
  );

  app.put(
    '/system/role/changeStatus',
    {
      config: { permission: 'system:role:edit' },
      schema: { tags, body: changeRoleStatusSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.setStatus(contextOf(request), request.body.roleId, request.body.status);
      return ok(null);
    },
  );

  app.delete(
    '/system/role/:ids',
    {
      config: { permission: 'system:role:remove' },
      schema: { tags, params: z.object({ ids: idListSchema }), response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteRoles(contextOf(request), request.params.ids);
      return ok(null);
    },
  );
}
