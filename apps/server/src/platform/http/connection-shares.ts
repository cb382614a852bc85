import type { FastifyInstance } from 'fastify';
import { runAsOwner } from '../db/connection-guard.ts';

/**
 * Every request's database work runs on its person's share of the pool (their address's before
 * sign-in): fifty clicks of one person wait for each other, not for the rest of the firm. Set in
 * preHandler, once the session is known and the body read, so the handler and its later hooks
 * run inside it (a hook's `done` called within the scope carries it along).
 */
export function registerConnectionShares(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const owner = request.actor ? `user:${request.actor.userId}` : `ip:${request.ip}`;
    runAsOwner(owner, done);
  });
}
