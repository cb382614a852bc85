import { ResultCode } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { Cache } from '../cache/cache.ts';
import { AppError } from './app-error.ts';

/**
 * Work one request makes expensive (issue 8 item 7, ASVS 2.4.1 / 4.1.x): each kind has one budget
 * per person per window, shared by every route of that kind, so a script cannot tie the
 * database or LibreOffice up by repeating an export or a conflict check.
 */
export const COSTLY_BUDGETS = {
  /** Streaming a workbook of up to `sys.export.maxRows` rows. */
  export: { max: 10, windowSeconds: 60 },
  /** Reading and checking a whole spreadsheet in one transaction. */
  import: { max: 10, windowSeconds: 60 },
  /** A conflict check runs the name matcher over every client and party. */
  conflictCheck: { max: 30, windowSeconds: 60 },
  /** An office file converted to PDF by LibreOffice. */
  conversion: { max: 10, windowSeconds: 60 },
} as const;
export type CostlyWork = keyof typeof COSTLY_BUDGETS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The budget this route spends from (see COSTLY_BUDGETS). */
    costly?: CostlyWork;
  }
}

/**
 * Counts each signed-in person's costly requests in the shared cache (Redis when set, so every
 * instance counts together) and answers 429 past the budget, before the work starts.
 */
export function registerCostlyLimits(app: FastifyInstance, cache: Cache, factor = 1): void {
  app.addHook('preHandler', async (request) => {
    const work = request.routeOptions.config?.costly;
    if (!work || !request.actor) return;
    const budget = COSTLY_BUDGETS[work];
    const max = budget.max * factor;
    const used = await cache.increment(`costly:${work}:${request.actor.userId}`, budget.windowSeconds);
    if (used > max)
      throw new AppError(ResultCode.TOO_MANY_REQUESTS, 'error.costlyTooOften', {
        seconds: budget.windowSeconds,
        max,
      });
  });
}
