import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import type { LoginLogQuery } from './auth.schemas.ts';
import { loginLog } from './login-log.tables.ts';

const SORTABLE = { loginTime: loginLog.loginTime, userName: loginLog.userName, status: loginLog.status };

/** The sign-in log: written for every attempt, outside the attempt's own transaction. */
export class LoginLogService {
  constructor(private readonly db: Database) {}

  async record(entry: { userName: string; ip: string; userAgent: string; success: boolean; msg: string }) {
    await this.db.insert(loginLog).values({
      userName: entry.userName.slice(0, 64),
      ipaddr: entry.ip,
      userAgent: entry.userAgent.slice(0, 500),
      status: entry.success ? '0' : '1',
      msg: entry.msg,
    });
  }

  /** `ownUserName` limits the log to one person's own sign-ins (exact name), for their history. */
  async findEntries(query: LoginLogQuery, ownUserName?: string) {
    const filters: SQL[] = [];
    if (ownUserName !== undefined) filters.push(eq(loginLog.userName, ownUserName));
    if (query.userName) filters.push(ilike(loginLog.userName, containsPattern(query.userName)));
    if (query.ipaddr) filters.push(ilike(loginLog.ipaddr, containsPattern(query.ipaddr)));
    if (query.status) filters.push(eq(loginLog.status, query.status));
    if (query.beginTime) filters.push(gte(loginLog.loginTime, query.beginTime));
    if (query.endTime) filters.push(lte(loginLog.loginTime, query.endTime));
    const where = and(...filters);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(loginLog)
        .where(where)
        .orderBy(orderOf(query, SORTABLE, desc(loginLog.infoId)))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(loginLog).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
