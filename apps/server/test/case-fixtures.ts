import { CASE_STATUS } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { projectMembers, projects } from '../src/modules/projects/projects.tables.ts';
import { worklogs } from '../src/modules/worklogs/worklogs.tables.ts';
import type { TestApp } from './test-app.ts';

/** Cases and time of a test's own, for the tests of what is charged to a case (bills, claims, crashes). */

export interface TestCaseOptions {
  currency?: string;
  restricted?: boolean;
  status?: number;
}

/**
 * An open case of its own for a test, cloned from the demo's Xinghe case (Beijing office),
 * with `partnerId` its responsible partner and `leadId` its lead lawyer and applicant.
 */
export async function insertTestCase(
  t: Pick<TestApp, 'db'>,
  people: { partnerId: number; leadId: number },
  options: TestCaseOptions = {},
): Promise<number> {
  const [template] = await t.db.select().from(projects).where(eq(projects.nameCn, '星河智能B轮融资'));
  const { projectId: _id, number: _number, ...rest } = template!;
  const [row] = await t.db
    .insert(projects)
    .values({
      ...rest,
      nameCn: `测试案件${Math.random().toString(36).slice(2, 8)}`,
      status: options.status ?? CASE_STATUS.active,
      currency: options.currency ?? 'CNY',
      restricted: options.restricted ?? false,
      applicantId: people.leadId,
    })
    .returning();
  await t.db.insert(projectMembers).values([
    { projectId: row!.projectId, userId: people.partnerId, role: '1' },
    { projectId: row!.projectId, userId: people.leadId, role: '2' },
  ]);
  return row!.projectId;
}

/** A time entry straight in the database: 1.5 hours at 3000, confirmed and billable unless told otherwise. */
export async function insertTime(
  t: Pick<TestApp, 'db'>,
  entry: { projectId: number; userId: number } & Partial<typeof worklogs.$inferInsert>,
): Promise<number> {
  const [row] = await t.db
    .insert(worklogs)
    .values({
      workDate: '2026-01-15',
      hours: '1.5',
      narrative: '审阅投资协议',
      rate: '3000.00',
      currency: 'CNY',
      rateSource: 'timekeeperLevel',
      amount: '4500.00',
      status: 'confirmed',
      ...entry,
    })
    .returning();
  return row!.worklogId;
}
