import { addDays, type BillStatus, TEAM_ROLE } from '@venus/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { type projectMembers, type projects, worklogs } from '../../schema.ts';
import type { BillToWrite } from './demo-bills.ts';
import type { DemoContext } from './demo-context.ts';
import { lastDayOf, monthBefore } from './moments.ts';

export interface RoutineBilling {
  /** The active CNY cases, in id order. */
  open: readonly (typeof projects.$inferSelect)[];
  members: readonly (typeof projectMembers.$inferSelect)[];
  offices: ReadonlyMap<number, string>;
  clientNames: ReadonlyMap<number, string>;
  /** The cases the bills of every status took: left as they are. */
  usedCases: ReadonlySet<number>;
  nextNumber: BillToWrite['nextNumber'];
  /** demo-bills.ts's writer: priced and numbered as the bills of every status are. */
  write: (tx: Executor, ctx: DemoContext, bill: BillToWrite) => Promise<void>;
}

/** The oldest and the newest month a case is billed for, in months before today's. */
const FIRST_MONTH_BACK = 10;
const LAST_MONTH_BACK = 1;

/**
 * Where a month's bill of a case stands today, as a firm's ledger looks: old bills paid, but a few
 * clients months late (the receivables' 91–180 days); last quarter's bills paid or half paid;
 * the newest issued and awaiting payment. By the case's place in the list, so the seed repeats.
 * A bill is dated ten days after its month and paid 25 days after that (demo-bills.ts): never a
 * date after today, whatever day of the month the firm first starts on.
 */
function statusOf(monthsBack: number, caseIndex: number, monthEnd: string, today: string): BillStatus | null {
  if (addDays(monthEnd, 10) > today) return null;
  if (monthsBack >= 5) return caseIndex % 7 === 3 && monthsBack <= 6 ? 'issued' : 'paid';
  if (monthsBack >= 3) return caseIndex % 3 === 0 ? 'partlyPaid' : 'paid';
  return monthsBack === 2 && caseIndex % 2 === 0 && addDays(monthEnd, 35) <= today ? 'paid' : 'issued';
}

/**
 * The firm's routine billing (issue 19 item 11, "a year of bills"): besides the bills of every
 * status (demo-bills.ts), every other active case bills each month's confirmed time, from ten
 * months back to the last, so the bill lists, the receivables and the income reports show a firm's
 * year, not ten bills. This month's time stays unbilled (and the
 * cases of every status keep theirs): that time is the next bills'.
 */
export async function seedRoutineBills(
  tx: Executor,
  ctx: DemoContext,
  billing: RoutineBilling,
): Promise<number> {
  const cases = billing.open.filter((kase) => !billing.usedCases.has(kase.projectId));
  if (cases.length === 0) return 0;
  const since = `${monthBefore(ctx.today, FIRST_MONTH_BACK)}-01`;
  const until = lastDayOf(monthBefore(ctx.today, LAST_MONTH_BACK));
  const unbilled = await tx
    .select()
    .from(worklogs)
    .where(
      and(
        inArray(
          worklogs.projectId,
          cases.map((kase) => kase.projectId),
        ),
        eq(worklogs.status, 'confirmed'),
        eq(worklogs.billable, true),
        isNull(worklogs.billId),
      ),
    )
    .orderBy(asc(worklogs.workDate), asc(worklogs.worklogId));
  let made = 0;
  for (const [caseIndex, kase] of cases.entries()) {
    const team = billing.members.filter((member) => member.projectId === kase.projectId);
    const partner = team.find((member) => member.role === TEAM_ROLE.partner);
    const lead = team.find((member) => member.role === TEAM_ROLE.lead && member.userId !== partner?.userId);
    const office = billing.offices.get(kase.officeId) ?? '';
    if (!partner || !lead || office === '') continue;
    const entries = unbilled.filter(
      (entry) => entry.projectId === kase.projectId && entry.workDate >= since && entry.workDate <= until,
    );
    for (let monthsBack = FIRST_MONTH_BACK; monthsBack >= LAST_MONTH_BACK; monthsBack--) {
      const month = monthBefore(ctx.today, monthsBack);
      const picked = entries.filter((entry) => entry.workDate.startsWith(month));
      const status = statusOf(monthsBack, caseIndex, lastDayOf(month), ctx.today);
      if (picked.length < 2 || !status) continue;
      await billing.write(tx, ctx, {
        plan: { status, monthsBack },
        kase,
        partnerId: partner.userId,
        preparerId: lead.userId,
        office,
        payer: billing.clientNames.get(kase.clientId) ?? '',
        period: { from: `${month}-01`, to: lastDayOf(month) },
        entries: picked,
        nextNumber: billing.nextNumber,
      });
      made += 1;
    }
  }
  return made;
}
