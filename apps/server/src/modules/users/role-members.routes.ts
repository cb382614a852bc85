import { recordIdSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, ok } from '../../platform/http/envelope.ts';
import type { RoleMembersService } from './role-members.service.ts';

const roleMembersSchema = z.object({
  roleId: recordIdSchema,
  userIds: z.array(recordIdSchema).min(1).max(500),
});

/** The users-by-role page (`/role/usersByRole/:title`): adds people to a role or takes them off it. */
export function roleMembersRoutes(api: FastifyInstance, service: RoleMembersService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];

  app.put(
    '/system/role/authUser/selectAll',
    {
      config: { permission: 'system:role:edit' },
      schema: { tags, body: roleMembersSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.addMembers(contextOf(request), request.body);
      return ok(null);
    },
  );

  app.put(
    '/system/role/authUser/cancelAll',
    {
      config: { permission: 'system:role:edit' },
      schema: { tags, body: roleMembersSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.removeMembers(contextOf(request), request.body);
      return ok(null);
    },
  );
}
