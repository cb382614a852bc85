import { addDays, addYears, CASE_CLOSING_BUSINESS_TYPE, CASE_STATUS, formatIsoDate } from '@venus/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import {
  approvalEvents,
  approvalInstances,
  approvalTasks,
  auditLog,
  calendarDays,
  clients,
  projectEvents,
  projectMembers,
  projects,
  worklogs,
} from '../../schema.ts';
import { type DemoCase, writeCases } from './case-rows.ts';
import { seedApplicationWorkflowV2 } from './case-workflow.ts';
import { seedBills } from './demo-bills.ts';
import { planCases, RISK_REVIEW_FROM } from './demo-cases.ts';
import { seedDemoClients } from './demo-clients.ts';
import { createDemoContext, type DemoContext } from './demo-context.ts';
import { seedDailyExpenses } from './demo-daily-expenses.ts';
import { seedExpenseBudgets } from './demo-expense-budgets.ts';
import { seedExpenses } from './demo-expenses.ts';
import { seedFeeAgreements } from './demo-fee-agreements.ts';
import { seedFeeArrangements } from './demo-fee-arrangements.ts';
import { seedFeeBills } from './demo-fee-bills.ts';
import { seedCaseFiles } from './demo-files.ts';
import { seedInvoices } from './demo-invoices.ts';
import { departmentHeads, seedLeave, seedSupportHeads } from './demo-leave.ts';
import { seedLoanRepaymentRequests } from './demo-loan-repayment-requests.ts';
import { seedLoans } from './demo-loans.ts';
import { seedMeetings } from './demo-meetings.ts';
import { seedMonthEnd } from './demo-month-end.ts';
import { seedNotices } from './demo-notices.ts';
import { seedPeople } from './demo-people.ts';
import { seedReceipts } from './demo-receipts.ts';
import { seedRequests } from './demo-requests.ts';
import { seedSeals } from './demo-seals.ts';
import { seedTime, type TimeCase } from './demo-time.ts';
import { seedWithholdingRules } from './demo-withholding-rules.ts';
import { type Firm, loadFirm } from './firm.ts';
import { calendarBetween } from './holiday-calendar.ts';
import { insertJsonRows } from './json-rows.ts';
import { dayOf, momentOf } from './moments.ts';
import { Prng } from './prng.ts';

/** One seed for the whole year: the same reference date gives the same firm. */
const DEMO_SEED = 20_260_101;

export interface DemoYearOptions {
  /** The reference date, YYYY-MM-DD: the year ends the day before it. First start passes its own day. */
  today: string;
  /** Where the server keeps its files (DATA_DIR): the cases' documents are written under it. */
  dataDir: string;
}

export interface DemoYearSummary {
  today: string;
  cases: number;
  worklogs: number;
}

/**
 * A year of a 40-person firm on top of the base demo firm (decision 0031): clients, cases in
 * every status with their conflict checks and approvals, a year of time, leave and overtime,
 * every request through the workflows as the engine walks them, and the audit trail. Written in
 * bulk in the caller's transaction; deterministic for a reference date.
 */
export async function seedDemoYear(tx: Executor, options: DemoYearOptions): Promise<DemoYearSummary> {
  const { today } = options;
  const firstDay = addYears(today, -1);
  const firm = await loadFirm(tx);
  const { rows: calendarRows, calendar } = calendarBetween(addDays(firstDay, -90), addDays(today, 90));
  const root = new Prng(DEMO_SEED);
  const ctx = await createDemoContext(tx, {
    firm,
    prng: root.fork('year'),
    today,
    firstDay,
    now: momentOf(today, 8),
    calendar,
  });
  const admin = firm.byName('admin');
  const yearStarts = momentOf(addDays(firstDay, -90), 9);
  await insertJsonRows(
    tx,
    calendarDays,
    calendarRows.map((row) => ({
      ...row,
      createdAt: yearStarts,
      createdBy: admin.userId,
      updatedAt: yearStarts,
    })),
  );
  await seedSupportHeads(tx, ctx);
  const applicationV2 = await seedApplicationWorkflowV2(
    tx,
    firm.definitions.get('case-application')!,
    firm.byName('zhaomin'),
    admin,
    RISK_REVIEW_FROM,
    yearStarts,
    ctx.audit,
  );

  const baseCases = await baseTimeCases(tx, firm, firstDay, addDays(today, -1));
  const allClients = await seedDemoClients(tx, ctx.prng.fork('clients'), firm, ctx.audit, firstDay);
  const departedOn = addDays(today, -150);
  const plans = planCases(ctx.prng.fork('cases'), firm, allClients, {
    today,
    firstDay,
    calendar,
    departedOn,
  });
  const demoCases = await writeCases(tx, ctx, plans, {
    application: applicationV2,
    closing: firm.definitions.get(CASE_CLOSING_BUSINESS_TYPE)!,
  });
  const absences = await seedLeave(tx, ctx);
  const departed = new Map(firm.people.filter((p) => !p.inService).map((p) => [p.userId, departedOn]));
  const foreign = new Set(
    allClients.filter((client) => client.countryRegion !== '1').map((client) => client.clientId),
  );
  const timeCases = [
    ...baseCases,
    ...demoCases.flatMap((kase) => timeCaseOf(kase, foreign, addDays(today, -1))),
  ];
  await seedTime(tx, ctx, timeCases, absences, departed);
  await closingOverrides(tx, ctx, demoCases);
  const open = demoCases.filter((kase) => kase.status === CASE_STATUS.active);
  await seedRequests(tx, ctx, departmentHeads(firm), (person) =>
    open.filter((kase) => kase.team.some((member) => member.person === person)).map((kase) => kase.projectId),
  );
  await seedBills(tx, ctx);
  await seedExpenses(tx, ctx, open, options.dataDir);
  await seedExpenseBudgets(tx, ctx, open);
  await seedReceipts(tx, ctx);
  await seedInvoices(tx, ctx);
  await seedDailyExpenses(tx, ctx, departmentHeads(firm));
  const arrangements = await seedFeeArrangements(tx, ctx);
  await seedFeeBills(tx, ctx);
  await seedFeeAgreements(tx, ctx, arrangements, options.dataDir);
  await seedLoans(tx, ctx, departmentHeads(firm));
  await seedLoanRepaymentRequests(tx, ctx, open, departmentHeads(firm));
  await seedWithholdingRules(tx, ctx);
  await seedMeetings(tx, ctx);
  await seedPeople(tx, ctx);
  await seedNotices(tx, ctx);
  await seedSeals(tx, ctx, departmentHeads(firm), options.dataDir);
  // After every movement of the ledger: the months it closes no longer take any.
  await seedMonthEnd(tx, ctx);
  await seedCaseFiles(tx, ctx, demoCases, options.dataDir);
  await flush(tx, ctx);
  const [{ count }] = (await tx.select({ count: sql<number>`count(*)::integer` }).from(worklogs)) as [
    { count: number },
  ];
  return { today, cases: demoCases.length, worklogs: count };
}

/** The reference date of a first start: the server's calendar day. */
export function firstStartDay(): string {
  return formatIsoDate(new Date());
}

function timeCaseOf(kase: DemoCase, foreign: ReadonlySet<number>, yesterday: string): TimeCase[] {
  if (!kase.openedDay) return [];
  return [
    {
      projectId: kase.projectId,
      number: kase.number,
      nameCn: kase.nameCn,
      clientId: kase.clientId,
      foreignClient: foreign.has(kase.clientId),
      practiceArea: kase.plan.group.practiceArea,
      projectType: kase.plan.projectType,
      feeType: kase.feeType,
      currency: kase.currency,
      team: kase.team,
      partner: kase.partner,
      firstDay: kase.openedDay,
      lastDay: kase.lastTimeDay ?? yesterday,
    },
  ];
}

/** The base seed's open and closed cases get their year of time too. */
async function baseTimeCases(
  tx: Executor,
  firm: Firm,
  firstDay: string,
  yesterday: string,
): Promise<TimeCase[]> {
  const rows = await tx
    .select()
    .from(projects)
    .where(inArray(projects.status, [CASE_STATUS.active, CASE_STATUS.closed]))
    .orderBy(projects.projectId);
  const members = await tx
    .select()
    .from(projectMembers)
    .orderBy(projectMembers.projectId, projectMembers.userId);
  const clientRows = await tx
    .select({ clientId: clients.clientId, countryRegion: clients.countryRegion })
    .from(clients);
  return rows.flatMap((row) => {
    const team = members
      .filter((member) => member.projectId === row.projectId)
      .map((member) => ({
        person: firm.byId.get(member.userId)!,
        role: member.role,
        hourlyRate: member.hourlyRate,
      }));
    const partner = team.find((member) => member.role === '1')?.person;
    if (!partner || !row.openedAt) return [];
    const opened = dayOf(row.openedAt);
    return [
      {
        projectId: row.projectId,
        number: row.number,
        nameCn: row.nameCn,
        clientId: row.clientId,
        foreignClient: clientRows.find((client) => client.clientId === row.clientId)?.countryRegion !== '1',
        practiceArea: row.practiceArea,
        projectType: row.projectType,
        feeType: row.feeType,
        currency: row.currency,
        team,
        partner,
        firstDay: opened > firstDay ? opened : firstDay,
        lastDay: row.closedAt ? dayOf(row.closedAt) : yesterday,
      },
    ];
  });
}

/**
 * The closing checklist ran when each case was asked to close: its billable confirmed time no bill
 * has taken yet (billing comes later) failed `unbilledTime`, and the team overrode it with a
 * reason, as the closing audit reads it (decision 0025).
 */
async function closingOverrides(tx: Executor, ctx: DemoContext, cases: readonly DemoCase[]): Promise<void> {
  const closing = cases.filter((kase) => kase.closingRequestedAt !== null);
  if (closing.length === 0) return;
  const counts = await tx
    .select({ projectId: worklogs.projectId, count: sql<number>`count(*)::integer` })
    .from(worklogs)
    .where(
      sql`${worklogs.projectId} in ${closing.map((kase) => kase.projectId)} and ${worklogs.status} in ('draft', 'submitted', 'confirmed') and ${worklogs.billable}`,
    )
    .groupBy(worklogs.projectId);
  for (const kase of closing) {
    const count = counts.find((row) => row.projectId === kase.projectId)?.count ?? 0;
    if (count === 0) continue;
    const request = ctx.caseMoves.find(
      (move) => move.projectId === kase.projectId && move.action === 'closing.request',
    )!;
    ctx.caseMoves.push({
      ...request,
      at: new Date(request.at.getTime() - 1000),
      action: 'closing.override',
      comment: '已确认工时由财务在结案后统一出具账单。',
      detail: `unbilledTime:${count}`,
    });
  }
}

/** Everything collected across the domains, in bulk, and the id sequences moved past it. */
async function flush(tx: Executor, ctx: DemoContext): Promise<void> {
  await insertJsonRows(tx, approvalInstances, ctx.approvals.instances);
  await insertJsonRows(tx, approvalTasks, ctx.approvals.tasks);
  await insertJsonRows(tx, approvalEvents, ctx.approvals.events);
  const moves = [...ctx.caseMoves].sort((a, b) => a.at.getTime() - b.at.getTime());
  await insertJsonRows(
    tx,
    projectEvents,
    moves.map((move) => ({
      projectId: move.projectId,
      action: move.action,
      fromStatus: move.fromStatus,
      toStatus: move.toStatus,
      comment: move.comment ?? '',
      detail: move.detail ?? '',
      actorId: move.actor.userId,
      at: move.at,
    })),
  );
  await insertJsonRows(tx, auditLog, ctx.audit.inOrder());
  for (const counter of Object.values(ctx.ids)) await counter.settle(tx);
}
