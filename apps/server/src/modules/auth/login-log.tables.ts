import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every sign-in attempt, successful or not (spec: login log; RuoYi sys_logininfor). */
export const loginLog = pgTable(
  'sys_login_log',
  {
    infoId: bigserial({ mode: 'number' }).primaryKey(),
    userName: text().notNull(),
    ipaddr: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    /** '0' success, '1' failure. */
    status: text().notNull(),
    msg: text().notNull().default(''),
    loginTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sys_login_log_time_idx').on(table.loginTime)],
);
