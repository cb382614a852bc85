import { BILLING_PERMISSIONS, BILLING_TASK_CODE, type BillDetail, yearOf } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../../test/read-sheet.ts';
import {
  callApi,
  createTestApp,
  type Json,
  type Method,
  signIn,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { approvalTasks } from '../../approvals/approvals.tables.ts';
import { clients } from '../../clients/clients.tables.ts';
import { projects } from '../../projects/projects.tables.ts';
import { users } from '../../users/users.tables.ts';
import { grantPermissions, insertIssuedBill, officeIdOf, setExchangeRate } from '../billing.test-support.ts';
import { bills } from '../bills/bills.tables.ts';
import { receiptAllocations, receiptConfirmations, receipts } from './receipts.tables.ts';
import type { ClientCreditView, ReceiptDetailView, ReceiptRowView } from './receipts.views.ts';

/**
 * Receipts through HTTP (decision 0030 "Receipts"). lvjianhua is finance, given the receipt and
 * receivable permissions here, and outside the walled Northwind case; admin sees every case;
 * guojing is a lawyer without them. Bills are inserted as issued until the bills service exists.
 */
const PEOPLE = ['admin', 'lvjianhua', 'guojing'] as const;
type Person = (typeof PEOPLE)[number];

let t: TestApp;
const tokens = {} as Record<Person, string>;
let xinghe: { projectId: number; clientId: number };
let walled: { projectId: number; clientId: number };
let office: number;

beforeAll(async () => {
  t = await createTestApp();
  await grantPermissions(t, 'finance', [
    BILLING_PERMISSIONS.receiptAdd,
    BILLING_PERMISSIONS.receiptAllocate,
    BILLING_PERMISSIONS.receiptList,
    BILLING_PERMISSIONS.receivables,
  ]);
  for (const person of PEOPLE) tokens[person] = await signIn(t.app, person);
  const caseNamed = async (name: string) => {
    const [row] = await t.db.select().from(projects).where(eq(projects.nameCn, name));
    return { projectId: row!.projectId, clientId: row!.clientId };
  };
  xinghe = await caseNamed('星河智能B轮融资');
  walled = await caseNamed('北风资本收购项目（保密）');
  office = await officeIdOf(t, 'SH');
});
afterAll(() => t.close());

const call = (who: Person, method: Method, url: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, tokens[who], payload, lang);
async function okData<T>(who: Person, method: Method, url: string, payload?: object): Promise<T> {
  const body = await call(who, method, url, payload);
  expect(body.code, body.msg).toBe(200);
  return (body.data ?? body.rows) as T;
}

const receiptForm = (overrides: object = {}) => ({
  clientId: xinghe.clientId,
  officeId: office,
  receivedOn: '2025-03-10',
  amount: '1000.00',
  currency: 'CNY',
  payer: '星河智能科技有限公司',
  bankAccount: '招商银行 6225 0001',
  reference: 'TT-001',
  ...overrides,
});
const record = (overrides: object = {}, who: Person = 'lvjianhua') =>
  okData<ReceiptDetailView>(who, 'POST', '/hankun/receipt', receiptForm(overrides));
const bill = (total: string, extra: object = {}) =>
  insertIssuedBill(t, { projectId: xinghe.projectId, total, billDate: '2025-03-01', ...extra });
const allocate = (
  receiptId: number,
  lines: { billId: number; amount: string }[],
  who: Person = 'lvjianhua',
) => call(who, 'POST', '/hankun/receipt/allocate', { receiptId, allocatedOn: '2025-03-15', lines });
const userNameOf = async (userId: number) =>
  (await t.db.select().from(users).where(eq(users.userId, userId)))[0]?.userName;
const billRow = async (billId: number) =>
  (await t.db.select().from(bills).where(eq(bills.billId, billId)))[0]!;
const receiptRow = async (receiptId: number) =>
  (await t.db.select().from(receipts).where(eq(receipts.receiptId, receiptId)))[0]!;
const allocationsOf = (receiptId: number) =>
  t.db.select().from(receiptAllocations).where(eq(receiptAllocations.receiptId, receiptId));

describe('recording money received', () => {
  it('numbers receipts per office and year without gaps and audits each', async () => {
    const first = await record();
    const second = await record({ amount: '20.5' });
    const year = yearOf('2025-03-10');
    expect(first.number).toMatch(new RegExp(`^${year}SH-R\\d{5}$`));
    expect(Number(second.number.slice(-5))).toBe(Number(first.number.slice(-5)) + 1);
    expect(second).toMatchObject({
      amount: '20.50',
      exchangeRate: '1.000000',
      unallocated: '20.50',
      status: 'recorded',
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'receipt'), eq(auditLog.entityId, String(first.receiptId))));
    expect(audits.map((row) => row.action)).toEqual(['create']);
  });

  it('takes the finance-kept rate of the receipt date, or the rate entered', async () => {
    await setExchangeRate(t, 'USD', '2025-01-01', '7.100000');
    await setExchangeRate(t, 'USD', '2025-03-01', '7.200000');
    expect((await record({ currency: 'USD', receivedOn: '2025-02-28' })).exchangeRate).toBe('7.100000');
    expect((await record({ currency: 'usd', receivedOn: '2025-03-01' })).exchangeRate).toBe('7.200000');
    expect((await record({ currency: 'USD', exchangeRate: '7.15' })).exchangeRate).toBe('7.150000');
  });

  it('refuses a currency with no rate kept on or before the date, naming the field', async () => {
    const body = await call('lvjianhua', 'POST', '/hankun/receipt', receiptForm({ currency: 'JPY' }), 'en');
    expect(body.code).toBe(400);
    expect(body.msg).toContain('No JPY exchange rate on or before 2025-03-10');
  });

  it('refuses a zero amount in both languages', async () => {
    const en = await call('lvjianhua', 'POST', '/hankun/receipt', receiptForm({ amount: '0' }), 'en');
    const cn = await call('lvjianhua', 'POST', '/hankun/receipt', receiptForm({ amount: '0' }), 'cn');
    expect(en.code).toBe(400);
    expect(en.msg).toContain('must be above 0');
    expect(cn.msg).toContain('必须大于 0');
  });

  it('is refused to someone without hankun:receipt:add', async () => {
    expect((await call('guojing', 'POST', '/hankun/receipt', receiptForm())).code).toBe(403);
  });

  it('holds a retainer for a case of the client only', async () => {
    const retainer = await record({ isRetainer: true, projectId: xinghe.projectId });
    expect(retainer).toMatchObject({ isRetainer: true, projectId: xinghe.projectId });
    const other = await call(
      'lvjianhua',
      'POST',
      '/hankun/receipt',
      receiptForm({ isRetainer: true, projectId: walled.projectId }),
    );
    expect(other.code).toBe(400);
  });
});

describe('allocating a receipt to bills', () => {
  it('pays several bills in part or in whole; what is left is the client credit', async () => {
    const receipt = await record({ amount: '1500.00' });
    const whole = await bill('600.00');
    const part = await bill('1000.00');
    const body = await allocate(receipt.receiptId, [
      { billId: whole.billId, amount: '600.00' },
      { billId: part.billId, amount: '400.00' },
    ]);
    expect(body.code, body.msg).toBe(200);
    const detail = body.data as ReceiptDetailView;
    expect(detail).toMatchObject({ allocatedTotal: '1000.00', unallocated: '500.00' });
    expect(detail.allocations.map((row) => [row.billId, row.amount, row.fxDifferenceCny])).toEqual([
      [whole.billId, '600.00', '0.00'],
      [part.billId, '400.00', '0.00'],
    ]);
    expect(await billRow(whole.billId)).toMatchObject({ paidTotal: '600.00', status: 'paid' });
    expect(await billRow(part.billId)).toMatchObject({ paidTotal: '400.00', status: 'partlyPaid' });
    const credit = await okData<ClientCreditView>(
      'lvjianhua',
      'GET',
      `/hankun/receipt/credit/${xinghe.clientId}`,
    );
    expect(
      credit.credits.find((row) => row.currency === 'CNY' && row.projectId === null)?.unallocated,
    ).toBeDefined();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bill'), eq(auditLog.entityId, String(part.billId))));
    expect(audits.map((row) => row.action)).toEqual(['balance']);
  });

  it('never allocates more than a bill owes, and writes nothing when refused', async () => {
    const receipt = await record({ amount: '1000.00' });
    const small = await bill('300.00');
    const other = await bill('300.00');
    const body = await allocate(receipt.receiptId, [
      { billId: other.billId, amount: '100.00' },
      { billId: small.billId, amount: '300.01' },
    ]);
    expect(body.code).toBe(409);
    expect(await allocationsOf(receipt.receiptId)).toEqual([]);
    expect((await receiptRow(receipt.receiptId)).allocatedTotal).toBe('0.00');
    expect((await billRow(other.billId)).paidTotal).toBe('0.00');
  });

  it('never allocates more than the receipt has left', async () => {
    const receipt = await record({ amount: '100.00' });
    const first = await bill('80.00');
    const second = await bill('80.00');
    expect((await allocate(receipt.receiptId, [{ billId: first.billId, amount: '80.00' }])).code).toBe(200);
    const body = await allocate(receipt.receiptId, [{ billId: second.billId, amount: '20.01' }], 'lvjianhua');
    expect(body.code).toBe(409);
    expect((await allocate(receipt.receiptId, [{ billId: second.billId, amount: '20.00' }])).code).toBe(200);
  });

  it('refuses a draft, approving, written-off or cancelled bill with 409', async () => {
    const receipt = await record({ amount: '1000.00' });
    for (const status of ['draft', 'approving', 'cancelled', 'writtenOff'] as const) {
      const target = await bill('10.00', { status });
      const body = await allocate(receipt.receiptId, [{ billId: target.billId, amount: '1.00' }]);
      expect([status, body.code]).toEqual([status, 409]);
    }
  });

  it('refuses a bill of another client or in another currency', async () => {
    const receipt = await record({ amount: '1000.00' });
    const [otherClient] = await t.db
      .insert(clients)
      .values({ clientType: '1', nameCn: '别家客户有限公司' })
      .returning();
    const foreign = await bill('10.00', { clientId: otherClient!.clientId });
    const dollars = await bill('10.00', { currency: 'USD', exchangeRate: '7.1' });
    expect((await allocate(receipt.receiptId, [{ billId: foreign.billId, amount: '1.00' }])).code).toBe(409);
    const currency = await call(
      'lvjianhua',
      'POST',
      '/hankun/receipt/allocate',
      {
        receiptId: receipt.receiptId,
        allocatedOn: '2025-03-15',
        lines: [{ billId: dollars.billId, amount: '1.00' }],
      },
      'en',
    );
    expect(currency.code).toBe(409);
    expect(currency.msg).toContain('is in USD');
  });

  it('refuses an allocation dated before the money was received', async () => {
    const receipt = await record({ receivedOn: '2025-03-20' });
    const target = await bill('10.00');
    expect((await allocate(receipt.receiptId, [{ billId: target.billId, amount: '1.00' }])).code).toBe(400);
  });

  it('stores the exchange difference in CNY, rounded half-up to the cent', async () => {
    const receipt = await record({ currency: 'USD', exchangeRate: '7.2', amount: '5000.00' });
    const target = await bill('2000.00', { currency: 'USD', exchangeRate: '7.1' });
    const detail = (await allocate(receipt.receiptId, [{ billId: target.billId, amount: '1000.55' }]))
      .data as ReceiptDetailView;
    // 1000.55 × (7.2 − 7.1) = 100.055 → 100.06
    expect(detail.allocations[0]!.fxDifferenceCny).toBe('100.06');
  });

  it("lets a retainer pay only bills of its own case, and holds what is left as that case's credit", async () => {
    const [template] = await t.db.select().from(projects).where(eq(projects.projectId, xinghe.projectId));
    const { projectId: _id, number: _number, ...rest } = template!;
    const [sibling] = await t.db
      .insert(projects)
      .values({ ...rest, nameCn: '星河智能常年法律顾问', nameEn: 'Xinghe general counsel' })
      .returning();
    const retainer = await record({ isRetainer: true, projectId: xinghe.projectId, amount: '500.00' });
    const own = await bill('100.00');
    const elsewhere = await insertIssuedBill(t, {
      projectId: sibling!.projectId,
      total: '100.00',
      billDate: '2025-03-01',
    });
    expect((await allocate(retainer.receiptId, [{ billId: elsewhere.billId, amount: '100.00' }])).code).toBe(
      409,
    );
    expect((await allocate(retainer.receiptId, [{ billId: own.billId, amount: '100.00' }])).code).toBe(200);
    const credit = await okData<ClientCreditView>(
      'lvjianhua',
      'GET',
      `/hankun/receipt/credit/${xinghe.clientId}`,
    );
    const held = credit.credits.find((row) => row.projectId === xinghe.projectId);
    // This file's only retainers on the case: 0 from the first test, 400 left here.
    expect(held).toEqual({ currency: 'CNY', projectId: xinghe.projectId, unallocated: expect.any(String) });
    expect(Number(held!.unallocated)).toBeGreaterThanOrEqual(400);
  });

  it('serialises two allocations of one receipt sent at once: never over-allocated', async () => {
    const receipt = await record({ amount: '100.00' });
    const first = await bill('100.00');
    const second = await bill('100.00');
    const answers = await Promise.all([
      allocate(receipt.receiptId, [{ billId: first.billId, amount: '60.00' }]),
      allocate(receipt.receiptId, [{ billId: second.billId, amount: '60.00' }]),
    ]);
    expect(answers.map((body: Json) => body.code).sort()).toEqual([200, 409]);
    expect((await receiptRow(receipt.receiptId)).allocatedTotal).toBe('60.00');
    const paid = [(await billRow(first.billId)).paidTotal, (await billRow(second.billId)).paidTotal].sort();
    expect(paid).toEqual(['0.00', '60.00']);
  });
});

describe('the responsible lawyer confirms the receipt (task 130001)', () => {
  it("asks the partner of each paid bill's case once, and the receipt is confirmed when they approve", async () => {
    const receipt = await record({ amount: '90.00' });
    const first = await bill('30.00');
    const second = await bill('30.00');
    await allocate(receipt.receiptId, [{ billId: first.billId, amount: '30.00' }]);
    await allocate(receipt.receiptId, [{ billId: second.billId, amount: '30.00' }]);
    const confirmations = await t.db
      .select()
      .from(receiptConfirmations)
      .where(eq(receiptConfirmations.receiptId, receipt.receiptId));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ partnerId: first.partnerId, status: 'pending' });
    const [task] = await t.db
      .select()
      .from(approvalTasks)
      .where(
        and(eq(approvalTasks.instanceId, confirmations[0]!.instanceId!), eq(approvalTasks.status, 'pending')),
      );
    expect(task).toMatchObject({ assigneeId: first.partnerId, taskCode: BILLING_TASK_CODE.confirmReceipt });
    const partner = await signIn(t.app, (await userNameOf(first.partnerId))!);
    const approved = await callApi(t.app, 'POST', `/process/task/${task!.taskId}/approve`, partner, {
      comment: '是我的客户',
    });
    expect(approved.code, approved.msg).toBe(200);
    expect((await receiptRow(receipt.receiptId)).status).toBe('confirmed');
  });
});

describe('reversing and voiding', () => {
  it('reverses an allocation: kept with its day and reason, the bill owes again, the money is credit again', async () => {
    const receipt = await record({ amount: '300.00' });
    const target = await bill('300.00');
    await allocate(receipt.receiptId, [{ billId: target.billId, amount: '300.00' }]);
    expect((await billRow(target.billId)).status).toBe('paid');
    const [allocation] = await allocationsOf(receipt.receiptId);
    const reversed = await okData<ReceiptDetailView>(
      'lvjianhua',
      'POST',
      '/hankun/receipt/reverseAllocation',
      {
        allocationId: allocation!.allocationId,
        reason: '误核销',
      },
    );
    expect(reversed).toMatchObject({ allocatedTotal: '0.00', unallocated: '300.00' });
    expect(reversed.allocations[0]).toMatchObject({
      reversalReason: '误核销',
      reversedOn: expect.any(String),
    });
    expect(await billRow(target.billId)).toMatchObject({ paidTotal: '0.00', status: 'issued' });
    // The bill's page keeps the payment and its reversal, named by the receipt's number.
    const onBill = await okData<BillDetail>('lvjianhua', 'GET', `/hankun/bill/${target.billId}`);
    expect(onBill.allocations).toEqual([
      expect.objectContaining({
        receiptNumber: receipt.number,
        amount: '300.00',
        reversalReason: '误核销',
        reversedOn: expect.any(String),
      }),
    ]);
    const again = await call('lvjianhua', 'POST', '/hankun/receipt/reverseAllocation', {
      allocationId: allocation!.allocationId,
      reason: '再来一次',
    });
    expect(again.code).toBe(409);
  });

  it('voids a receipt only once nothing of it pays a bill, and then refuses to allocate it', async () => {
    const receipt = await record({ amount: '50.00' });
    const target = await bill('50.00');
    await allocate(receipt.receiptId, [{ billId: target.billId, amount: '50.00' }]);
    const refused = await call('lvjianhua', 'POST', '/hankun/receipt/void', {
      receiptId: receipt.receiptId,
      reason: '退票',
    });
    expect(refused.code).toBe(409);
    const [allocation] = await allocationsOf(receipt.receiptId);
    await okData('lvjianhua', 'POST', '/hankun/receipt/reverseAllocation', {
      allocationId: allocation!.allocationId,
      reason: '退票',
    });
    const voided = await okData<ReceiptDetailView>('lvjianhua', 'POST', '/hankun/receipt/void', {
      receiptId: receipt.receiptId,
      reason: '退票',
    });
    expect(voided).toMatchObject({ status: 'voided', voidReason: '退票' });
    expect((await allocate(receipt.receiptId, [{ billId: target.billId, amount: '1.00' }])).code).toBe(409);
  });
});

describe('the case wall', () => {
  it('hides a receipt that paid a walled case from finance outside the wall, in list, detail and export', async () => {
    const receipt = await record({ clientId: walled.clientId, amount: '70.00', payer: '北风资本' }, 'admin');
    const secret = await insertIssuedBill(t, {
      projectId: walled.projectId,
      total: '70.00',
      billDate: '2025-03-01',
    });
    // Outside the wall the bill does not exist.
    expect((await allocate(receipt.receiptId, [{ billId: secret.billId, amount: '70.00' }])).code).toBe(404);
    expect(
      (await allocate(receipt.receiptId, [{ billId: secret.billId, amount: '70.00' }], 'admin')).code,
    ).toBe(200);
    const listed = await okData<ReceiptRowView[]>(
      'lvjianhua',
      'GET',
      `/hankun/receipt/list?clientId=${walled.clientId}&pageSize=200`,
    );
    expect(listed.map((row) => row.receiptId)).not.toContain(receipt.receiptId);
    expect((await call('lvjianhua', 'GET', `/hankun/receipt/${receipt.receiptId}`)).code).toBe(404);
    const inside = await okData<ReceiptRowView[]>(
      'admin',
      'GET',
      `/hankun/receipt/list?clientId=${walled.clientId}&pageSize=200`,
    );
    expect(inside.map((row) => row.receiptId)).toContain(receipt.receiptId);
    const sheet = await t.app.inject({
      method: 'POST',
      url: '/venus-api/hankun/receipt/export',
      headers: { authorization: `Bearer ${tokens.lvjianhua}` },
      payload: { keyword: '北风资本' },
    });
    expect(sheet.statusCode).toBe(200);
    expect((await readSheet(sheet.rawPayload)).flat()).not.toContain(receipt.number);
    const insideSheet = await t.app.inject({
      method: 'POST',
      url: '/venus-api/hankun/receipt/export',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { keyword: '北风资本' },
    });
    expect((await readSheet(insideSheet.rawPayload)).flat()).toContain(receipt.number);
  });
});
