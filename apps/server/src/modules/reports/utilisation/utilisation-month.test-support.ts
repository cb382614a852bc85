import type { BillDetail } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { billsHarness } from '../../billing/bills/bills.test-harness.ts';
import type { ReceiptDetailView } from '../../billing/receipts/receipts.views.ts';
import { expenseClaims, expenseLines } from '../../expenses/expenses.tables.ts';
import { projects } from '../../projects/projects.tables.ts';
import { users } from '../../users/users.tables.ts';

type Harness = ReturnType<typeof billsHarness>;

/**
 * What the month below leaves on its case, worked out by hand (decision 0056):
 * - guojing 2.0 h × 3,000 written down 1,000 on the bill; zhangzhiqiang 1.0 h × 5,000 billed as
 *   worked; a whole-bill discount of 1,000 shared 500 / 500 by the two lines' net (5,000 each):
 *   billed 4,500 + 4,500 = 9,000 net of tax;
 * - the bill's gross is 9,540 (6 % VAT); 4,770 received is half of it, so half of each line's
 *   billed value is collected: 2,250 + 2,250;
 * - guojing 1.5 h × 3,000 confirmed and unbilled: WIP 4,500; 1.0 h × 3,000 written off: a write-down;
 *   0.5 h non-billable: hours only; a billable expense of 800.00, approved and unbilled: WIP.
 * worked 18,500 = billed 9,000 + written down 5,000 (1,000 + 500 + 500 + 3,000) + WIP time 4,500.
 */
export const EXPECTED_CASE = {
  billableHours: '5.5',
  nonBillableHours: '0.5',
  workedValue: '18500.00',
  billedValue: '9000.00',
  writtenDown: '5000.00',
  realisation: '48.6',
  collected: '4500.00',
  collection: '50.0',
  wipTime: '4500.00',
  wipExpenses: '800.00',
  wip: '5300.00',
};
/** The same case by timekeeper. */
export const EXPECTED_PEOPLE = {
  guojing: {
    billableHours: '4.5',
    workedValue: '13500.00',
    billedValue: '4500.00',
    collected: '2250.00',
    wip: '5300.00',
  },
  zhangzhiqiang: {
    billableHours: '1.0',
    workedValue: '5000.00',
    billedValue: '4500.00',
    collected: '2250.00',
    wip: '0.00',
  },
};

/**
 * A small firm's month through the API and the test fixtures (issue 21 must-hold 4 for this
 * report): time confirmed, a bill issued with some of it written down and a whole-bill discount,
 * a receipt allocated to half of it, time left unbilled and written off, an unbilled expense;
 * plus a walled case's hour (finance is outside the wall).
 */
export async function buildUtilisationMonth(h: Harness, officeId: number, today: string) {
  const { t, succeed, ids } = h;
  const projectId = await h.openCase();
  const walled = await h.openCase({ restricted: true });
  const time = (userId: number, hours: string, rate: string, values: object = {}) =>
    h.addTime(projectId, {
      userId,
      workDate: today,
      hours,
      rate,
      amount: (Number(hours) * Number(rate)).toFixed(2),
      ...values,
    });
  const t1 = await time(ids.guojing, '2.0', '3000.00');
  const t2 = await time(ids.zhangzhiqiang, '1.0', '5000.00');
  const wip = await time(ids.guojing, '1.5', '3000.00');
  await time(ids.guojing, '0.5', '3000.00', { billable: false, amount: '0.00' });
  const writtenOff = await time(ids.guojing, '1.0', '3000.00', {
    status: 'writtenOff',
    writeOffReason: '重复',
  });
  await h.addTime(walled, { workDate: today, hours: '1.0', rate: '3000.00', amount: '3000.00' });

  const [guojing] = await t().db.select().from(users).where(eq(users.userId, ids.guojing));
  const [claim] = await t()
    .db.insert(expenseClaims)
    .values({
      applicantId: ids.guojing,
      deptId: guojing!.deptId,
      title: '出差',
      status: 'approved',
      total: '800.00',
    })
    .returning();
  const [expense] = await t()
    .db.insert(expenseLines)
    .values({
      claimId: claim!.claimId,
      expenseDate: today,
      expenseType: 'travel',
      projectId,
      billable: true,
      amount: '800.00',
      amountCny: '800.00',
      description: '往返机票',
    })
    .returning();

  const draft = await h.draft({
    projectId,
    timeLines: [
      { worklogId: t1, adjustment: '-1000.00', adjustmentKind: 'writeDown', adjustmentReason: '超出预算' },
      { worklogId: t2 },
    ],
    expenseLines: [],
    lines: [
      {
        kind: 'feeAdjustment',
        description: '整单折扣',
        adjustment: '-1000.00',
        adjustmentKind: 'discount',
        adjustmentReason: '老客户',
      },
    ],
  });
  const bill: BillDetail = await h.issue(draft.billId);
  const [kase] = await t().db.select().from(projects).where(eq(projects.projectId, projectId));
  const receipt = (
    (
      await succeed('lvjianhua', 'POST', '/hankun/receipt', {
        clientId: kase!.clientId,
        officeId,
        receivedOn: today,
        amount: '4770.00',
        currency: 'CNY',
        payer: '星河智能',
        bankAccount: '招商银行 6225',
      })
    ).data as ReceiptDetailView
  ).receiptId;
  await succeed('lvjianhua', 'POST', '/hankun/receipt/allocate', {
    receiptId: receipt,
    allocatedOn: today,
    lines: [{ billId: bill.billId, amount: '4770.00' }],
  });
  return { projectId, walled, bill, entries: { t1, t2, wip, writtenOff }, expenseLineId: expense!.lineId };
}
