import { ResultCode } from '@venus/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';

/**
 * Liveness for load balancers and CI: answers 200 only when the database answers, and 503
 * (system busy) while it does not; the server itself stays up and reconnects when it returns.
 */
export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/health', { config: { public: true } }, async (request) => {
    try {
      await db.execute(sql`select 1`);
      return { code: ResultCode.SUCCESS, msg: 'success', data: { database: 'up' } };
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      return {
        code: ResultCode.SERVICE_UNAVAILABLE,
        msg: 'database unreachable',
        data: { database: 'down' },
      };
    }
  });
}
