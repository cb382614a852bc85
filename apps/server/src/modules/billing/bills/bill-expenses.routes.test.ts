import type { BillableExpense, BillDetail } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { expenseClaims, expenseLines } from '../../expenses/expenses.tables.ts';
import { exchangeRates } from './bills.tables.ts';
import { billsHarness } from './bills.test-harness.ts';

/**
 * Approved billable expenses on bills (decision 0037): a draft takes them as disbursement lines at
 * cost, holds them for itself, gives them back when they leave it, and a whole credit note frees
 * them for another bill.
 */
const { t, ids, call, succeed, openCase, addTime, draft, decide, issue, billRow } = billsHarness();

/** An expense claim of guojing's, straight in the database, with its lines on the case. */
async function claim(
  projectId: number,
  status: 'approved' | 'paid' | 'approving' | 'draft',
  lines: { amountCny: string; billable?: boolean; expenseDate?: string; description?: string }[],
): Promise<number[]> {
  const [row] = await t()
    .db.insert(expenseClaims)
    .values({ applicantId: ids.guojing, title: '差旅报销', status, lineCount: lines.length })
    .returning();
  const inserted = await t()
    .db.insert(expenseLines)
    .values(
      lines.map((line, index) => ({
        claimId: row!.claimId,
        orderNum: index,
        expenseDate: line.expenseDate ?? '2026-01-10',
        expenseType: '6',
        expenseCode: 'E112',
        projectId,
        billable: line.billable ?? true,
        amount: line.amountCny,
        amountCny: line.amountCny,
        description: line.description ?? '诉讼费',
      })),
    )
    .returning();
  return inserted.map((line) => line.lineId);
}

const heldBy = async (lineId: number) =>
  (await t().db.select().from(expenseLines).where(eq(expenseLines.lineId, lineId)))[0]!.billId;
const unbilled = async (projectId: number, who = 'guojing') =>
  (await succeed(who, 'GET', `/hankun/bill/unbilledExpenses?projectId=${projectId}`))
    .data as BillableExpense[];
const disbursements = (bill: BillDetail) =>
  bill.lines
    .filter((line) => line.kind === 'disbursement')
    .map((line) => [line.description, line.unitCost, line.lineDate]);

describe('approved billable expenses on a draft bill', () => {
  it('are offered to the team and taken by a new draft as disbursements at cost, with the expense’s date and code', async () => {
    const projectId = await openCase();
    const [filing, courier] = await claim(projectId, 'approved', [
      { amountCny: '300.00', description: '诉讼费' },
      { amountCny: '53.00', description: '快递费', expenseDate: '2026-01-12' },
    ]);
    const [notBillable] = await claim(projectId, 'approved', [{ amountCny: '20.00', billable: false }]);
    const [notApproved] = await claim(projectId, 'approving', [{ amountCny: '80.00' }]);
    const [paid] = await claim(projectId, 'paid', [{ amountCny: '120.00', description: '公证费' }]);
    expect((await unbilled(projectId)).map((one) => one.lineId)).toEqual([filing, paid, courier]);
    // Someone who cannot see the case learns nothing of it, as for the case's time.
    const outsider = await call('hezhenyu', 'GET', `/hankun/bill/unbilledExpenses?projectId=${projectId}`);
    expect(outsider.code).toBe(404);

    const bill = await draft({ projectId, taxMode: 'exclusive' });
    expect(disbursements(bill)).toEqual([
      ['诉讼费', '300.00', '2026-01-10'],
      ['公证费', '120.00', '2026-01-10'],
      ['快递费', '53.00', '2026-01-12'],
    ]);
    expect(bill.lines.find((line) => line.kind === 'disbursement')?.expenseCode).toBe('E112');
    for (const lineId of [filing, courier, paid]) expect(await heldBy(lineId!)).toBe(bill.billId);
    for (const lineId of [notBillable, notApproved]) expect(await heldBy(lineId!)).toBeNull();
    expect(await unbilled(projectId)).toEqual([]);
    const audited = await t()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(filing)));
    expect(audited.map((row) => row.action)).toContain('reserveForBill');
  });

  it('are held by one draft only: naming a held expense on a second draft is refused and leaves nothing', async () => {
    const projectId = await openCase();
    const [lineId] = await claim(projectId, 'approved', [{ amountCny: '300.00' }]);
    const first = await draft({ projectId });
    const refused = await call('guojing', 'POST', '/hankun/bill', {
      projectId,
      expenseLines: [{ expenseLineId: lineId }],
    });
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain(String(lineId));
    expect(await heldBy(lineId!)).toBe(first.billId);
    const twice = await call('guojing', 'PUT', '/hankun/bill', {
      billId: first.billId,
      expenseLines: [{ expenseLineId: lineId }, { expenseLineId: lineId }],
    });
    expect(twice.code).toBe(400);
    expect(twice.msg).toBe('同一条费用不能在账单中出现两次');
  });

  it('are given back when an edit leaves one out or the draft is deleted; kept when an edit does not name them', async () => {
    const projectId = await openCase();
    const [kept, removed] = await claim(projectId, 'approved', [
      { amountCny: '300.00' },
      { amountCny: '53.00' },
    ]);
    const bill = await draft({ projectId });
    await succeed('guojing', 'PUT', '/hankun/bill', { billId: bill.billId, narrative: '一月' });
    expect([await heldBy(kept!), await heldBy(removed!)]).toEqual([bill.billId, bill.billId]);
    const edited = (
      await succeed('guojing', 'PUT', '/hankun/bill', {
        billId: bill.billId,
        expenseLines: [{ expenseLineId: kept, description: '一审诉讼费' }],
      })
    ).data as BillDetail;
    expect(disbursements(edited)).toEqual([['一审诉讼费', '300.00', '2026-01-10']]);
    expect(await heldBy(removed!)).toBeNull();
    expect((await unbilled(projectId)).map((one) => one.lineId)).toEqual([removed]);
    await succeed('guojing', 'DELETE', `/hankun/bill/${bill.billId}`);
    expect(await heldBy(kept!)).toBeNull();
    expect(await unbilled(projectId)).toHaveLength(2);
  });

  it('are billed in the bill’s currency at the day’s rate, and freed for another bill by a whole credit note', async () => {
    const projectId = await openCase({ currency: 'SGD' });
    const [lineId] = await claim(projectId, 'approved', [{ amountCny: '540.00' }]);
    const noRate = await call('guojing', 'POST', '/hankun/bill', { projectId });
    expect(noRate.code).toBe(409);
    expect(noRate.msg).toContain('SGD');
    expect(await heldBy(lineId!)).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    await t()
      .db.insert(exchangeRates)
      .values({ currency: 'SGD', rateDate: today, rateToCny: '5.400000' })
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.rateDate],
        set: { rateToCny: '5.400000' },
      });
    await addTime(projectId);
    const bill = await issue((await draft({ projectId, taxMode: 'exclusive' })).billId);
    expect(bill.currency).toBe('SGD');
    const [line] = bill.lines.filter((one) => one.kind === 'disbursement');
    expect([line?.unitCost, line?.amount]).toEqual(['100.00', '100.00']);
    expect(await heldBy(lineId!)).toBe(bill.billId);

    await succeed('lvjianhua', 'POST', '/hankun/bill/credit', {
      billId: bill.billId,
      whole: true,
      reason: '重开',
    });
    const pending = (await succeed('lvjianhua', 'GET', `/hankun/bill/${bill.billId}`)).data as BillDetail;
    await decide(pending.creditNotes[0]!.instanceId!);
    expect((await billRow(bill.billId)).status).toBe('cancelled');
    expect(await heldBy(lineId!)).toBeNull();
    expect((await unbilled(projectId)).map((one) => one.lineId)).toEqual([lineId]);
    const again = await draft({ projectId, timeLines: [] });
    expect(disbursements(again)).toEqual([['诉讼费', '100.00', '2026-01-10']]);
  });
});
