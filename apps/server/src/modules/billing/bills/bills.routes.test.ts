import {
  addDays,
  type BillDetail,
  type BillList,
  CASE_STATUS,
  formatIsoDate,
  type UnbilledTime,
} from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../../test/read-sheet.ts';
import { type Json, signIn, type TestApp } from '../../../../test/test-app.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { approvalTasks } from '../../approvals/approvals.tables.ts';
import { clients } from '../../clients/clients.tables.ts';
import { billLines, bills, exchangeRates } from './bills.tables.ts';
import { billsHarness } from './bills.test-harness.ts';

/** Bills through HTTP on the demo firm (decision 0030); the people and cases of bills.test-harness.ts. */
const harness = billsHarness();
const { tokens, ids, call, succeed, openCase, addTime, entry, billRow, draft, decide, issued } = harness;
let t: TestApp;
beforeAll(() => {
  t = harness.t();
});
const today = formatIsoDate(new Date());
const year = today.slice(0, 4);

describe('a draft bill', () => {
  it('takes every confirmed, billable, unbilled entry of the case in the period, priced by the server', async () => {
    const projectId = await openCase();
    const taken = await addTime(projectId, { hours: '1.5', rate: '2345.67' });
    const second = await addTime(projectId, { hours: '0.3', rate: '1111.15', workDate: '2026-01-20' });
    const notBillable = await addTime(projectId, { billable: false });
    const notConfirmed = await addTime(projectId, { status: 'submitted' });
    const outOfPeriod = await addTime(projectId, { workDate: '2025-12-31' });
    const bill = await draft({ projectId, periodFrom: '2026-01-01', periodTo: '2026-01-31' });
    expect(bill.lines.map((line) => line.worklogId)).toEqual([taken, second]);
    // 1.5 × 2345.67 = 3518.505 → 3518.51; 0.3 × 1111.15 = 333.345 → 333.35; tax 6 % per line.
    expect(bill.lines.map((line) => [line.amount, line.taxAmount])).toEqual([
      ['3518.51', '211.11'],
      ['333.35', '20.00'],
    ]);
    expect(bill).toMatchObject({
      status: 'draft',
      number: null,
      currency: 'CNY',
      feeTotal: '3851.86',
      taxTotal: '231.11',
      total: '4082.97',
      totalCny: '4082.97',
      partnerId: ids.zhangzhiqiang,
    });
    for (const id of [taken, second]) expect((await entry(id)).billId).toBe(bill.billId);
    for (const id of [notBillable, notConfirmed, outOfPeriod]) expect((await entry(id)).billId).toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bill'), eq(auditLog.entityId, String(bill.billId))));
    expect(audits.map((audit) => audit.action)).toEqual(['create']);
  });

  it('adds manual lines and whole-bill adjustments, tax-inclusive lines splitting gross into net and tax', async () => {
    const projectId = await openCase();
    const bill = await draft({
      projectId,
      taxMode: 'inclusive',
      timeLines: [],
      lines: [
        { kind: 'manualFee', description: '固定费用', unitCost: '100' },
        { kind: 'disbursement', description: '快递费', unitCost: '53', taxRate: '0' },
        {
          kind: 'feeAdjustment',
          description: '折扣',
          adjustment: '-10.60',
          adjustmentKind: 'discount',
          adjustmentReason: '老客户',
        },
      ],
    });
    expect(bill.lines.map((line) => [line.netAmount, line.taxAmount, line.grossAmount])).toEqual([
      ['94.34', '5.66', '100.00'],
      ['53.00', '0.00', '53.00'],
      ['-10.00', '-0.60', '-10.60'],
    ]);
    expect(bill).toMatchObject({
      feeTotal: '84.34',
      disbursementTotal: '53.00',
      taxTotal: '5.06',
      total: '142.40',
    });
  });

  it('refuses an adjustment without its kind and reason, naming the field', async () => {
    const projectId = await openCase();
    const refused = await call('guojing', 'POST', '/hankun/bill', {
      projectId,
      lines: [{ kind: 'manualFee', description: '费用', unitCost: '100', adjustment: '-5' }],
    });
    expect(refused.code).toBe(400);
    expect(refused.errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(['lines.0.adjustmentKind', 'lines.0.adjustmentReason']),
    );
  });

  it('is refused on a case the preparer cannot see (404) and on a closed case (409)', async () => {
    const projectId = await openCase();
    expect((await call('hezhenyu', 'POST', '/hankun/bill', { projectId })).code).toBe(404);
    const closed = await openCase({ status: CASE_STATUS.closed });
    expect((await call('guojing', 'POST', '/hankun/bill', { projectId: closed })).code).toBe(409);
  });

  it('holds its time: a second bill cannot take it, and nothing of the second bill is left', async () => {
    const projectId = await openCase();
    const worklogId = await addTime(projectId);
    const first = await draft({ projectId });
    const before = await t.db.select().from(bills).where(eq(bills.projectId, projectId));
    const refused = await call('guojing', 'POST', '/hankun/bill', { projectId, timeLines: [{ worklogId }] });
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain(String(worklogId));
    expect(await t.db.select().from(bills).where(eq(bills.projectId, projectId))).toHaveLength(before.length);
    expect((await entry(worklogId)).billId).toBe(first.billId);
  });

  it('is held by the database too: a second live line of the same time violates the unique index', async () => {
    const projectId = await openCase();
    const worklogId = await addTime(projectId);
    const first = await draft({ projectId });
    const second = await draft({ projectId, timeLines: [] });
    const line = { kind: 'time' as const, units: '1.5', unitCost: '3000', amount: '4500', taxRate: '0.06' };
    const money = { netAmount: '4500', taxAmount: '270', grossAmount: '4770' };
    await expect(
      t.db.insert(billLines).values({ ...line, ...money, billId: second.billId, worklogId }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    // A released line (a cancelled bill's history) does not hold the time.
    await t.db
      .insert(billLines)
      .values({ ...line, ...money, billId: second.billId, worklogId, released: true });
    expect(first.lines).toHaveLength(1);
  });

  it('gives back removed time on edit and all its time when deleted', async () => {
    const projectId = await openCase();
    const kept = await addTime(projectId);
    const dropped = await addTime(projectId);
    const bill = await draft({ projectId });
    const edited = (
      await succeed('guojing', 'PUT', '/hankun/bill', {
        billId: bill.billId,
        timeLines: [{ worklogId: kept }],
      })
    ).data as BillDetail;
    expect(edited.lines.map((line) => line.worklogId)).toEqual([kept]);
    expect((await entry(dropped)).billId).toBeNull();
    const unbilled = (await succeed('guojing', 'GET', `/hankun/bill/unbilledTime?projectId=${projectId}`))
      .data as UnbilledTime[];
    expect(unbilled.map((time) => time.worklogId)).toEqual([dropped]);
    expect(unbilled[0]).toMatchObject({
      timekeeperName: '郭静',
      hours: '1.5',
      rate: '3000.00',
      amount: '4500.00',
    });
    await succeed('guojing', 'DELETE', `/hankun/bill/${bill.billId}`);
    expect((await entry(kept)).billId).toBeNull();
    expect(await t.db.select().from(bills).where(eq(bills.billId, bill.billId))).toHaveLength(0);
  });

  it('keeps its reserved time from being written off', async () => {
    const projectId = await openCase();
    const worklogId = await addTime(projectId);
    await draft({ projectId });
    const refused = await call('lvjianhua', 'POST', '/hankun/worklog/writeOff', {
      worklogIds: [worklogId],
      reason: '不收费',
    });
    expect(refused.code).toBe(409);
    expect((await entry(worklogId)).status).toBe('confirmed');
  });
});

describe('approval and issue', () => {
  it('issues the bill on the partner’s approval: number, dates, rate, time billed; then nothing is edited', async () => {
    const projectId = await openCase();
    const worklogId = await addTime(projectId);
    const bill = await draft({ projectId });
    await succeed('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId });
    expect((await billRow(bill.billId)).status).toBe('approving');
    expect((await call('guojing', 'PUT', '/hankun/bill', { billId: bill.billId })).code).toBe(409);
    expect((await call('guojing', 'DELETE', `/hankun/bill/${bill.billId}`)).code).toBe(409);
    expect((await call('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId })).code).toBe(409);
    await decide((await billRow(bill.billId)).instanceId!);
    const after = (await succeed('guojing', 'GET', `/hankun/bill/${bill.billId}`)).data as BillDetail;
    expect(after).toMatchObject({
      status: 'issued',
      billDate: today,
      dueDate: addDays(today, 30),
      exchangeRate: '1.000000',
      balance: '4770.00',
    });
    expect(after.number).toMatch(new RegExp(`^${year}BJ-B\\d{5}$`));
    expect((await entry(worklogId)).status).toBe('billed');
    expect((await call('guojing', 'PUT', '/hankun/bill', { billId: bill.billId })).code).toBe(409);
    // Finance, no approver of it, reads its approval on the bill's page.
    const timeline = await succeed('lvjianhua', 'GET', `/process/instance/${after.instanceId}`);
    const { instance } = timeline.data as { instance: { recordId: string; title: string } };
    expect(instance.recordId).toBe(String(bill.billId));
    // The task centre names the case and the amount to the approver.
    expect(instance.title).toMatch(/^账单审批：测试案件\w+ 4770\.00 CNY$/);
  });

  it('returns a sent-back bill to draft with the comment, and sends it again', async () => {
    const projectId = await openCase();
    await addTime(projectId);
    const bill = await draft({ projectId });
    await succeed('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId });
    await decide((await billRow(bill.billId)).instanceId!, 'sendBack', { comment: '请补充说明' });
    expect(await billRow(bill.billId)).toMatchObject({ status: 'draft', returnComment: '请补充说明' });
    await succeed('guojing', 'PUT', '/hankun/bill', { billId: bill.billId, narrative: '已补充' });
    await succeed('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId });
    expect(await billRow(bill.billId)).toMatchObject({ status: 'approving', returnComment: '' });
  });

  it('returns a rejected bill to draft, its time still held', async () => {
    const projectId = await openCase();
    const worklogId = await addTime(projectId);
    const bill = await draft({ projectId });
    await succeed('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId });
    await decide((await billRow(bill.billId)).instanceId!, 'reject', { comment: '金额有误' });
    expect(await billRow(bill.billId)).toMatchObject({ status: 'draft', returnComment: '金额有误' });
    expect((await entry(worklogId)).billId).toBe(bill.billId);
  });

  it('asks finance too when the total reaches 1,000,000 CNY', async () => {
    const projectId = await openCase();
    const bill = await draft({
      projectId,
      timeLines: [],
      lines: [{ kind: 'manualFee', description: '交易费用', unitCost: '943396.23' }],
    });
    expect(bill.totalCny).toBe('1000000.00');
    await succeed('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId });
    const instanceId = (await billRow(bill.billId)).instanceId!;
    await decide(instanceId);
    expect((await billRow(bill.billId)).status).toBe('approving');
    const [financeTask] = await t.db
      .select()
      .from(approvalTasks)
      .where(and(eq(approvalTasks.instanceId, instanceId), eq(approvalTasks.status, 'pending')));
    expect(financeTask?.taskCode).toBe(1220);
    await decide(instanceId);
    expect((await billRow(bill.billId)).status).toBe('issued');
  });

  it('refuses to send a bill in a currency without an exchange rate, and converts at the rate once there is one', async () => {
    const projectId = await openCase({ currency: 'EUR' });
    const bill = await draft({
      projectId,
      timeLines: [],
      lines: [{ kind: 'manualFee', description: 'Fee', unitCost: '1000' }],
    });
    const refused = await call('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId });
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain('EUR');
    await t.db
      .insert(exchangeRates)
      .values({ currency: 'EUR', rateDate: '2020-01-01', rateToCny: '7.712345' });
    await succeed('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId });
    await decide((await billRow(bill.billId)).instanceId!);
    // 1000 + 6 % = 1060 × 7.712345 = 8175.0857 → 8175.09.
    expect(await billRow(bill.billId)).toMatchObject({
      status: 'issued',
      total: '1060.00',
      totalCny: '8175.09',
    });
  });

  it('numbers bills issued at the same moment consecutively, without gaps', async () => {
    const first = await openCase();
    const second = await openCase();
    const bills2 = [];
    for (const projectId of [first, second]) {
      await addTime(projectId);
      const bill = await draft({ projectId });
      await succeed('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId });
      bills2.push(bill.billId);
    }
    const instances = await Promise.all(bills2.map(async (billId) => (await billRow(billId)).instanceId!));
    await Promise.all(instances.map((instanceId) => decide(instanceId)));
    const numbers = (await Promise.all(bills2.map(billRow))).map((row) => Number(row.number!.slice(-5)));
    expect(Math.abs(numbers[0]! - numbers[1]!)).toBe(1);
  });
});

describe('credit notes and write-offs', () => {
  it('cancels the bill with a whole credit note and gives its time back, the lines kept as released', async () => {
    const projectId = await openCase();
    const bill = await issued(projectId);
    const worklogId = bill.lines[0]!.worklogId!;
    await succeed('lvjianhua', 'POST', '/hankun/bill/credit', {
      billId: bill.billId,
      whole: true,
      reason: '开错客户',
    });
    const credit = (await succeed('lvjianhua', 'GET', `/hankun/bill/${bill.billId}`)).data as BillDetail;
    expect(credit.creditNotes[0]).toMatchObject({ status: 'approving', number: null });
    expect((await billRow(bill.billId)).status).toBe('issued');
    await decide(credit.creditNotes[0]!.instanceId!);
    const after = (await succeed('lvjianhua', 'GET', `/hankun/bill/${bill.billId}`)).data as BillDetail;
    expect(after).toMatchObject({ status: 'cancelled', creditedTotal: '4770.00', balance: '0.00' });
    expect(after.creditNotes[0]!.number).toMatch(new RegExp(`^${year}BJ-C\\d{4}$`));
    expect(after.lines.every((line) => line.released)).toBe(true);
    expect(await entry(worklogId)).toMatchObject({ status: 'confirmed', billId: null });
    // The time may go on a new bill.
    const again = await draft({ projectId });
    expect(again.lines.map((line) => line.worklogId)).toEqual([worklogId]);
  });

  it('reduces the balance with a partial credit note, the time staying billed', async () => {
    const projectId = await openCase();
    const bill = await issued(projectId);
    const over = await call('lvjianhua', 'POST', '/hankun/bill/credit', {
      billId: bill.billId,
      whole: false,
      amount: '4770.01',
      reason: '折让',
    });
    expect(over.code).toBe(409);
    await succeed('lvjianhua', 'POST', '/hankun/bill/credit', {
      billId: bill.billId,
      whole: false,
      amount: '770',
      reason: '折让',
    });
    const pending = (await succeed('lvjianhua', 'GET', `/hankun/bill/${bill.billId}`)).data as BillDetail;
    expect(pending.creditNotes[0]?.status).toBe('approving');
    await decide(pending.creditNotes[0]!.instanceId!);
    const after = (await succeed('lvjianhua', 'GET', `/hankun/bill/${bill.billId}`)).data as BillDetail;
    expect(after).toMatchObject({ status: 'issued', creditedTotal: '770.00', balance: '4000.00' });
    expect(after.creditNotes[0]).toMatchObject({ status: 'issued', amount: '770.00', taxAmount: '43.58' });
    expect((await entry(bill.lines[0]!.worklogId!)).status).toBe('billed');
  });

  it('writes off the balance as bad debt, and refuses corrections of a draft', async () => {
    const projectId = await openCase();
    const bill = await issued(projectId);
    await succeed('lvjianhua', 'POST', '/hankun/bill/writeOff', { billId: bill.billId, reason: '客户破产' });
    const pending = (await succeed('lvjianhua', 'GET', `/hankun/bill/${bill.billId}`)).data as BillDetail;
    expect(pending.writeOffs[0]?.status).toBe('approving');
    expect(
      (
        await call('lvjianhua', 'POST', '/hankun/bill/credit', {
          billId: bill.billId,
          whole: true,
          reason: 'x',
        })
      ).code,
    ).toBe(409);
    await decide(pending.writeOffs[0]!.instanceId!);
    expect(await billRow(bill.billId)).toMatchObject({ status: 'writtenOff', writtenOffTotal: '4770.00' });
    const other = await openCase();
    await addTime(other);
    const drafted = await draft({ projectId: other });
    expect(
      (await call('lvjianhua', 'POST', '/hankun/bill/writeOff', { billId: drafted.billId, reason: 'x' }))
        .code,
    ).toBe(409);
    expect(
      (
        await call('lvjianhua', 'POST', '/hankun/bill/credit', {
          billId: drafted.billId,
          whole: true,
          reason: 'x',
        })
      ).code,
    ).toBe(409);
  });
});

describe('lists and the wall', () => {
  it('lists my cases’ bills with the sums of the whole filter, and every bill for finance', async () => {
    const projectId = await openCase();
    await draft({
      projectId,
      timeLines: [],
      lines: [{ kind: 'manualFee', description: 'A', unitCost: '100' }],
    });
    await draft({
      projectId,
      timeLines: [],
      lines: [{ kind: 'manualFee', description: 'B', unitCost: '200' }],
    });
    const mine = (await succeed(
      'guojing',
      'GET',
      `/hankun/bill/list?projectId=${projectId}&pageNum=1`,
    )) as Json & Pick<BillList, 'sums'>;
    expect(mine.total).toBe(2);
    expect(mine.sums).toEqual([
      { currency: 'CNY', count: 2, total: '318.00', totalCny: '318.00', balance: '318.00' },
    ]);
    const outsider = await succeed('hezhenyu', 'GET', `/hankun/bill/list?projectId=${projectId}`);
    expect(outsider.total).toBe(0);
    const all = await succeed('lvjianhua', 'GET', `/hankun/bill/listAll?projectId=${projectId}`);
    expect(all.total).toBe(2);
    expect((await call('guojing', 'GET', '/hankun/bill/listAll')).code).toBe(403);
  });

  it('hides a walled case’s bills from finance outside the wall in lists, detail and export', async () => {
    const projectId = await openCase({ restricted: true });
    const bill = await draft({
      projectId,
      timeLines: [],
      lines: [{ kind: 'manualFee', description: '保密', unitCost: '1' }],
    });
    const all = await succeed('lvjianhua', 'GET', `/hankun/bill/listAll?projectId=${projectId}`);
    expect(all.total).toBe(0);
    expect(all.rows).toEqual([]);
    expect((await call('lvjianhua', 'GET', `/hankun/bill/${bill.billId}`)).code).toBe(404);
    const exported = await t.app.inject({
      method: 'POST',
      url: `/venus-api/hankun/bill/export`,
      headers: { authorization: `Bearer ${tokens.get('lvjianhua')}` },
      payload: { projectId },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(await readSheet(exported.rawPayload)).toHaveLength(1); // the header row only
    // Nor may anyone outside the wall change it.
    expect((await call('hezhenyu', 'PUT', '/hankun/bill', { billId: bill.billId })).code).toBe(404);
    expect((await call('lvjianhua', 'POST', '/hankun/bill/submit', { billId: bill.billId })).code).toBe(404);
    expect(
      (await call('lvjianhua', 'POST', '/hankun/bill/writeOff', { billId: bill.billId, reason: 'x' })).code,
    ).toBe(404);
    expect((await call('hezhenyu', 'DELETE', `/hankun/bill/${bill.billId}`)).code).toBe(404);
    expect(await billRow(bill.billId)).toMatchObject({ status: 'draft' });
    // The team still sees it, and admin exports it, headed in the reader's language.
    expect((await call('guojing', 'GET', `/hankun/bill/${bill.billId}`)).code).toBe(200);
    if (!tokens.has('admin')) tokens.set('admin', await signIn(t.app, 'admin'));
    const seen = await t.app.inject({
      method: 'POST',
      url: `/venus-api/hankun/bill/export`,
      headers: { authorization: `Bearer ${tokens.get('admin')}`, language: 'en' },
      payload: { projectId },
    });
    const rows = await readSheet(seen.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['Bill number', 'Case number', 'Case']);
    expect(rows[1]).toContain('Draft');
    expect(rows[1]).toContain('1.06');
    // Its approval is as invisible outside the wall as the bill.
    await succeed('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId });
    const instanceId = (await billRow(bill.billId)).instanceId!;
    expect((await call('lvjianhua', 'GET', `/process/instance/${instanceId}`)).code).toBe(404);
  });
});

describe('closing the case', () => {
  it('lists drafts and bills in approval, then bills still owed, as open items of the checklist', async () => {
    const projectId = await openCase();
    await addTime(projectId);
    const bill = await draft({ projectId });
    const checks = async () =>
      Object.fromEntries(
        (
          (await succeed('guojing', 'GET', `/hankun/project/closingChecklist?projectId=${projectId}`))
            .data as {
            check: string;
            count: number;
          }[]
        ).map((item) => [item.check, item.count]),
      );
    expect(await checks()).toMatchObject({ unissuedBills: 1, openReceivables: 0 });
    await succeed('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId });
    await decide((await billRow(bill.billId)).instanceId!);
    expect(await checks()).toMatchObject({ unissuedBills: 0, openReceivables: 1 });
  });
});

describe('read in English', () => {
  it('names the preparer, the case and the client in English where they are kept', async () => {
    const projectId = await openCase();
    await addTime(projectId);
    const bill = await draft({ projectId });
    const read = async (lang?: string) =>
      (await call('guojing', 'GET', `/hankun/bill/${bill.billId}`, undefined, lang)).data as BillDetail;
    const [chinese, english] = [await read(), await read('en')];
    expect(chinese.createdByName).toBe('郭静');
    expect(english.createdByName).toBe('Guo Jing');
    const [client] = await t.db.select().from(clients).where(eq(clients.clientId, english.clientId));
    expect(english.clientName).toBe(client!.nameEn || client!.nameCn);
    expect(chinese.clientName).toBe(client!.nameCn || client!.nameEn);
    const listed = (await call('guojing', 'GET', `/hankun/bill/list?projectId=${projectId}`, undefined, 'en'))
      .rows as BillDetail[];
    expect(listed.map((row) => row.createdByName)).toEqual(['Guo Jing']);
  });
});
