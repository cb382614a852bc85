import type { TimeoutLogInput } from '@venus/shared';
import { ResultCode } from '@venus/shared';
import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Cache } from '../../platform/cache/cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TimeoutLogQuery } from './timeout-log.schemas.ts';
import { timeoutLog } from './timeout-log.tables.ts';

/** A browser reports at most this many timeouts a minute; more is a loop or abuse, not data. */
export const TIMEOUT_REPORTS_PER_MINUTE = 60;
const SORTABLE = {
  createdAt: timeoutLog.createdAt,
  userName: timeoutLog.userName,
  url: timeoutLog.url,
  method: timeoutLog.method,
};

/**
 * The timeout log is itself a log, like the sign-in log: rows are written by the system on
 * someone's behalf and never changed, so they are not audited a second time.
 */
export class TimeoutLogService {
  constructor(
    private readonly db: Database,
    private readonly cache: Cache,
  ) {}

  async recordTimeout(ctx: SignedInContext, input: TimeoutLogInput): Promise<void> {
    const reports = await this.cache.increment(`timeout-log:${ctx.actor.userId}`, 60);
    if (reports > TIMEOUT_REPORTS_PER_MINUTE)
      throw new AppError(ResultCode.TOO_MANY_REQUESTS, 'timeoutLog.tooMany');
    await this.db.insert(timeoutLog).values({
      userId: ctx.actor.userId,
      userName: ctx.actor.userName,
      // The path only: the query string may hold search words, and the timestamp makes every URL unique.
      url: input.url.split('?')[0]!,
      method: input.method,
    });
  }

  async findEntries(query: TimeoutLogQuery) {
    const filters: SQL[] = [];
    if (query.userName) filters.push(ilike(timeoutLog.userName, containsPattern(query.userName)));
    if (query.url) filters.push(ilike(timeoutLog.url, containsPattern(query.url)));
    if (query.method) filters.push(eq(timeoutLog.method, query.method));
    if (query.beginTime) filters.push(gte(timeoutLog.createdAt, query.beginTime));
    if (query.endTime) filters.push(lte(timeoutLog.createdAt, query.endTime));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(timeoutLog)
        .where(where)
        .orderBy(orderOf(query, SORTABLE, desc(timeoutLog.id)))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(timeoutLog).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
