import { BILLING_PERMISSIONS } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../../test/test-app.ts';
import { projects } from '../../projects/projects.tables.ts';
import { grantPermissions, insertIssuedBill, officeIdOf, setExchangeRate } from '../billing.test-support.ts';

/**
 * The receipt list's sums (decision 0035): per currency over the whole filter, not the page;
 * voided receipts counted but not added. lvjianhua is finance; panling (HR) holds no receipt
 * permission.
 */
let t: TestApp;
let finance = '';
let hr = '';
let client = 0;
let projectId = 0;
let office = 0;

beforeAll(async () => {
  t = await createTestApp();
  await grantPermissions(t, 'finance', [
    BILLING_PERMISSIONS.receiptAdd,
    BILLING_PERMISSIONS.receiptAllocate,
    BILLING_PERMISSIONS.receiptList,
  ]);
  finance = await signIn(t.app, 'lvjianhua');
  hr = await signIn(t.app, 'panling');
  const [row] = await t.db.select().from(projects).where(eq(projects.nameCn, '星河智能B轮融资'));
  projectId = row!.projectId;
  client = row!.clientId;
  office = await officeIdOf(t, 'SH');
  await setExchangeRate(t, 'USD', '2025-01-01', '7.100000');
});
afterAll(() => t.close());

type Sums = { currency: string; count: number; amount: string; allocated: string; unallocated: string }[];

async function record(amount: string, currency = 'CNY'): Promise<number> {
  const body = await callApi(t.app, 'POST', '/hankun/receipt', finance, {
    clientId: client,
    officeId: office,
    receivedOn: '2025-04-02',
    amount,
    currency,
    payer: '星河智能科技有限公司',
    bankAccount: '招商银行 6225 0001',
    reference: 'SUMS-TEST',
  });
  expect(body.code, body.msg).toBe(200);
  return (body.data as { receiptId: number }).receiptId;
}

describe('GET /hankun/receipt/list sums', () => {
  it('adds amount, allocated and unallocated per currency over every page, leaving voided ones out', async () => {
    const paid = await record('300.10');
    await record('0.20');
    const voided = await record('1000.00');
    await record('50.00', 'USD');
    const bill = await insertIssuedBill(t, { projectId, total: '200.00', billDate: '2025-04-01' });
    const allocated = await callApi(t.app, 'POST', '/hankun/receipt/allocate', finance, {
      receiptId: paid,
      allocatedOn: '2025-04-02',
      lines: [{ billId: bill.billId, amount: '200.00' }],
    });
    expect(allocated.code, allocated.msg).toBe(200);
    const voiding = await callApi(t.app, 'POST', '/hankun/receipt/void', finance, {
      receiptId: voided,
      reason: '重复登记',
    });
    expect(voiding.code, voiding.msg).toBe(200);

    // A page past the rows: the sums are still the whole filter's.
    const body = await callApi(t.app, 'GET', '/hankun/receipt/list?keyword=SUMS-TEST&pageNum=2', finance);
    expect(body.code, body.msg).toBe(200);
    expect(body.total).toBe(4);
    expect(body.rows).toEqual([]);
    expect((body as unknown as { sums: Sums }).sums).toEqual([
      { currency: 'CNY', count: 3, amount: '300.30', allocated: '200.00', unallocated: '100.30' },
      { currency: 'USD', count: 1, amount: '50.00', allocated: '0.00', unallocated: '50.00' },
    ]);
    const usd = await callApi(t.app, 'GET', '/hankun/receipt/list?keyword=SUMS-TEST&currency=USD', finance);
    expect((usd as unknown as { sums: Sums }).sums.map((sum) => sum.currency)).toEqual(['USD']);
  });

  it('is refused without hankun:receipt:list', async () => {
    expect((await callApi(t.app, 'GET', '/hankun/receipt/list', hr)).code).toBe(403);
  });
});
