import { ResultCode } from '@venus/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';

/** A component the server works without, with less: `on` or `off`. */
export type OptionalComponents = Record<string, () => boolean>;

/**
 * Liveness for load balancers and CI: answers 200 only when the database answers, and 503
 * (system busy) while it does not; the server itself stays up and reconnects when it returns.
 * Optional components (LibreOffice for office previews) are reported, never failing the check.
 */
export function healthRoutes(app: FastifyInstance, db: Database, optional: OptionalComponents = {}): void {
  const optionalStates = () =>
    Object.fromEntries(Object.entries(optional).map(([name, isOn]) => [name, isOn() ? 'on' : 'off']));
  app.get('/health', { config: { public: true } }, async (request) => {
    try {
      await db.execute(sql`select 1`);
      return {
        code: ResultCode.SUCCESS,
        msg: 'success',
        data: { database: 'up', optional: optionalStates() },
      };
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      return {
        code: ResultCode.SERVICE_UNAVAILABLE,
        msg: 'database unreachable',
        data: { database: 'down', optional: optionalStates() },
      };
    }
  });
}
