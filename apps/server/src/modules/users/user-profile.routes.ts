import { updateOwnProfileSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { UserProfileService } from './user-profile.service.ts';
import { ownProfileSchema } from './users.schemas.ts';

/** The personal centre: every signed-in person reads and edits their own account, no one else's. */
export function userProfileRoutes(api: FastifyInstance, service: UserProfileService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.get(
    '/system/user/profile',
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 200: envelopeOf(ownProfileSchema) } } },
    async (request) => ok(await service.getOwnProfile(signedInContextOf(request))),
  );

  app.put(
    '/system/user/profile',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: updateOwnProfileSchema, response: { 200: envelopeOf(ownProfileSchema) } },
    },
    async (request) => ok(await service.updateOwnProfile(signedInContextOf(request), request.body)),
  );
}
