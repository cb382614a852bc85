import {
  createUserSchema,
  idListSchema,
  recordIdSchema,
  resetPasswordSchema,
  updateUserSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { publicUserSchema, userListQuerySchema } from './users.schemas.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(api: FastifyInstance, service: UsersService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.get(
    '/system/user/list',
    {
      config: { permission: 'system:user:list' },
      schema: { tags, querystring: userListQuerySchema, response: { 200: pageOf(publicUserSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.findUsers(request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/user/:id',
    {
      config: { permission: 'system:user:query' },
      schema: {
        tags,
        params: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(publicUserSchema) },
      },
    },
    async (request) => ok(await service.getProfile(request.params.id)),
  );

  app.post(
    '/system/user',
    {
      config: { permission: 'system:user:add', noTrim: ['password'] },
      schema: { tags, body: createUserSchema, response: { 200: envelopeOf(publicUserSchema) } },
    },
    async (request) => ok(await service.createUser(contextOf(request), request.body)),
  );

  app.put(
    '/system/user',
    {
      config: { permission: 'system:user:edit' },
      schema: { tags, body: updateUserSchema, response: { 200: envelopeOf(publicUserSchema) } },
    },
    async (request) => ok(await service.updateUser(contextOf(request), request.body)),
  );

  // Status changes go through the lifecycle actions: users-admin.routes.ts.
  app.put(
    '/system/user/resetPwd',
    {
      config: { permission: 'system:user:resetPwd', noTrim: ['password'] },
      schema: { tags, body: resetPasswordSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.setPassword(contextOf(request), request.body.userId, request.body.password);
      return ok(null);
    },
  );

  app.delete(
    '/system/user/:ids',
    {
      config: { permission: 'system:user:remove' },
      schema: { tags, params: z.object({ ids: idListSchema }), response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteUsers(contextOf(request), request.params.ids);
      return ok(null);
    },
  );
}
