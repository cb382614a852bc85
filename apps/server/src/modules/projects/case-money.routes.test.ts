import { BILLING_PERMISSIONS, CASE_STATUS, type CaseMoney } from '@venus/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { grantPermissions, insertCreditNote, insertIssuedBill } from '../billing/billing.test-support.ts';
import { billsHarness } from '../billing/bills/bills.test-harness.ts';
import { expenseClaims, expenseLines } from '../expenses/expenses.tables.ts';
import { projects } from './projects.tables.ts';

/**
 * A case's money at a glance (spec /hankun/project/money) and its expense budget (spec
 * /project/budget, decision 0044): what billing and expense claims say of the case, asked of them.
 * zhangzhiqiang is each case's partner, guojing its lead lawyer; lvjianhua is finance (sees the
 * case, is on no team); hezhenyu is outside.
 */
const { t, ids, call, succeed, openCase } = billsHarness();

const money = async (projectId: number, who = 'zhangzhiqiang') =>
  (await succeed(who, 'GET', `/hankun/project/money?projectId=${projectId}`)).data as CaseMoney;

/** A claim of guojing's with its lines on the case, straight in the database. */
async function claim(projectId: number, status: string, amounts: string[]): Promise<void> {
  const [row] = await t()
    .db.insert(expenseClaims)
    .values({
      applicantId: ids.guojing,
      title: '差旅报销',
      status: status as (typeof expenseClaims.$inferInsert)['status'],
      lineCount: amounts.length,
    })
    .returning();
  await t()
    .db.insert(expenseLines)
    .values(
      amounts.map((amount, index) => ({
        claimId: row!.claimId,
        orderNum: index,
        expenseDate: '2026-01-10',
        expenseType: '6',
        projectId,
        amount,
        amountCny: amount,
        description: '差旅',
      })),
    );
}

describe('money of a case', () => {
  it('counts issued bills less credit notes as billed, allocated receipts as received, drafts as neither', async () => {
    const projectId = await openCase();
    const first = await insertIssuedBill(t(), { projectId, total: '10600.00', billDate: '2026-02-01' });
    await insertIssuedBill(t(), { projectId, total: '5300.00', billDate: '2026-03-01' });
    await insertIssuedBill(t(), { projectId, total: '999.00', billDate: '2026-03-05', status: 'draft' });
    await insertIssuedBill(t(), { projectId, total: '888.00', billDate: '2026-03-06', status: 'approving' });
    await insertCreditNote(t(), first.billId, '600.00', '2026-02-10');
    expect(await money(projectId)).toMatchObject({ billed: '15300.00', received: '0.00' });

    await grantPermissions(t(), 'finance', [
      BILLING_PERMISSIONS.receiptAdd,
      BILLING_PERMISSIONS.receiptAllocate,
    ]);
    const [project] = await t().db.select().from(projects).where(eq(projects.projectId, projectId));
    const receipt = await succeed('lvjianhua', 'POST', '/hankun/receipt', {
      clientId: project!.clientId,
      officeId: project!.officeId,
      receivedOn: '2026-03-10',
      amount: '4000.00',
      currency: 'CNY',
      payer: '星河智能科技有限公司',
      bankAccount: '招商银行 6225 0001',
      reference: 'TT-900',
    });
    await succeed('lvjianhua', 'POST', '/hankun/receipt/allocate', {
      receiptId: (receipt.data as { receiptId: number }).receiptId,
      allocatedOn: '2026-03-15',
      lines: [{ billId: first.billId, amount: '2500.50' }],
    });
    // Finance, on no team, reads the same figures.
    expect(await money(projectId, 'lvjianhua')).toMatchObject({ billed: '15300.00', received: '2500.50' });
  });

  it('sums claims on the case in CNY: approved and paid as spent, in approval as pending, the rest not at all', async () => {
    const projectId = await openCase();
    await claim(projectId, 'approved', ['300.00', '0.10']);
    await claim(projectId, 'paid', ['120.20']);
    await claim(projectId, 'approving', ['80.00']);
    for (const status of ['draft', 'sentBack', 'rejected', 'cancelled'])
      await claim(projectId, status, ['70.00']);
    expect(await money(projectId)).toMatchObject({
      expenseBudget: null,
      expenseSpent: '420.30',
      expensePending: '80.00',
    });
  });
});

describe('expense budget', () => {
  const setBudget = (who: string, projectId: number, expenseBudget: string | null, lang?: string) =>
    call(who, 'PUT', '/hankun/project/expenseBudget', { projectId, expenseBudget }, lang);

  it('is kept by the partner or the lead lawyer, audited, and shown with the case’s money', async () => {
    const projectId = await openCase();
    expect((await money(projectId)).mayEditExpenseBudget).toBe(true);
    expect((await money(projectId, 'lvjianhua')).mayEditExpenseBudget).toBe(false);
    expect((await setBudget('guojing', projectId, '5000')).code).toBe(200);
    expect((await money(projectId, 'lvjianhua')).expenseBudget).toBe('5000.00');
    expect((await setBudget('zhangzhiqiang', projectId, null)).code).toBe(200);
    expect((await money(projectId)).expenseBudget).toBeNull();
    const [audit] = await t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(projectId))))
      .orderBy(desc(auditLog.auditId))
      .limit(1);
    expect(audit).toMatchObject({ before: { expenseBudget: '5000.00' }, after: { expenseBudget: null } });
  });

  it('is refused to finance (403), hidden from an outsider (404), and fixed on a closed case (409)', async () => {
    const projectId = await openCase();
    expect((await setBudget('lvjianhua', projectId, '100')).code).toBe(403);
    expect((await setBudget('hezhenyu', projectId, '100')).code).toBe(404);
    const closed = await openCase({ status: CASE_STATUS.closed });
    expect((await setBudget('zhangzhiqiang', closed, '100')).code).toBe(409);
    expect((await money(closed)).mayEditExpenseBudget).toBe(false);
    const [row] = await t().db.select().from(projects).where(eq(projects.projectId, projectId));
    expect(row!.expenseBudget).toBeNull();
  });

  it('refuses a negative budget with the message in the reader’s language', async () => {
    const projectId = await openCase();
    const cn = await setBudget('zhangzhiqiang', projectId, '-1', 'cn');
    const en = await setBudget('zhangzhiqiang', projectId, '-1', 'en');
    expect([cn.code, en.code]).toEqual([400, 400]);
    expect(cn.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(en.msg).toMatch(/negative/i);
    expect((await money(projectId)).expenseBudget).toBeNull();
  });
});
