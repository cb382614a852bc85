import { ResultCode } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * ASVS 16.3.2: every refused authorisation of a signed-in caller leaves a log line naming who,
 * what and why: a permission the route demands, or a record the service would not let them at.
 * The audit trail gets its own row of the refusal (platform/audit/access-audit.ts); this line is
 * for the operator's log shipper. Anonymous 401s are not logged here: anyone on the network can
 * make them, and the sign-in log already records every attempt to get in.
 */
export function registerRefusalLog(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof AppError) || error.code !== ResultCode.FORBIDDEN || !request.actor) return;
    request.log.warn(
      {
        security: 'access-denied',
        userId: request.actor.userId,
        userName: request.actor.userName,
        route: `${request.method} ${request.routeOptions.url ?? ''}`,
        permission: request.routeOptions.config.permission ?? null,
        reason: error.key,
      },
      'access denied',
    );
  });
}
