import {
  AGEING_BUCKET_KEYS,
  addDays,
  ageBalances,
  BILLING_PERMISSIONS,
  decimalText,
  type InvoiceReconciliationRowView,
  type InvoiceReconciliationSumsView,
  type ReceivableGroup,
  toDecimal,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../../test/read-sheet.ts';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../../test/test-app.ts';
import { clients } from '../../clients/clients.tables.ts';
import { projectMembers, projects } from '../../projects/projects.tables.ts';
import {
  grantPermissions,
  insertCreditNote,
  insertInvoice,
  insertIssuedBill,
  insertWriteOff,
  officeIdOf,
} from '../billing.test-support.ts';
import { receiptAllocations } from '../receipts/receipts.tables.ts';
import type { ReceiptDetailView } from '../receipts/receipts.views.ts';
import type { ReceivableRowView, ReceivableSummaryView } from './receivables.views.ts';

/**
 * Receivables through HTTP (decision 0030 "Receivables and ageing"). Each ledger is built for a
 * client of its own (a clone of the demo's Xinghe case), so its figures are its alone. lvjianhua
 * (finance) is outside the walled Northwind case; admin sees it.
 */
const PEOPLE = ['admin', 'lvjianhua', 'guojing'] as const;
type Person = (typeof PEOPLE)[number];

let t: TestApp;
const tokens = {} as Record<Person, string>;
let office: number;
let template: typeof projects.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  await grantPermissions(t, 'finance', [
    BILLING_PERMISSIONS.receiptAdd,
    BILLING_PERMISSIONS.receiptAllocate,
    BILLING_PERMISSIONS.receiptList,
    BILLING_PERMISSIONS.receivables,
    BILLING_PERMISSIONS.invoiceReconciliation,
  ]);
  for (const person of PEOPLE) tokens[person] = await signIn(t.app, person);
  office = await officeIdOf(t, 'SH');
  [template] = (await t.db.select().from(projects).where(eq(projects.nameCn, '星河智能B轮融资'))) as [
    typeof projects.$inferSelect,
  ];
});
afterAll(() => t.close());

const call = (who: Person, method: Method, url: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, tokens[who], payload, lang);
async function okData<T>(who: Person, method: Method, url: string, payload?: object): Promise<T> {
  const body = await call(who, method, url, payload);
  expect(body.code, body.msg).toBe(200);
  return (body.data ?? body.rows) as T;
}

let caseSeq = 0;
/** A client of its own with one case (the Xinghe case's terms and partner). */
async function freshCase(restricted = false): Promise<{ projectId: number; clientId: number }> {
  caseSeq += 1;
  const [client] = await t.db
    .insert(clients)
    .values({ clientType: '1', nameCn: `应收测试客户${caseSeq}` })
    .returning();
  const { projectId: templateId, number: _number, ...rest } = template;
  const [project] = await t.db
    .insert(projects)
    .values({ ...rest, clientId: client!.clientId, nameCn: `应收测试案件${caseSeq}`, restricted })
    .returning();
  const team = await t.db.select().from(projectMembers).where(eq(projectMembers.projectId, templateId));
  await t.db
    .insert(projectMembers)
    .values(team.map(({ userId, role }) => ({ projectId: project!.projectId, userId, role })));
  return { projectId: project!.projectId, clientId: client!.clientId };
}

async function pay(who: Person, clientId: number, billId: number, amount: string, on: string, extra = '0') {
  const receipt = await okData<ReceiptDetailView>(who, 'POST', '/hankun/receipt', {
    clientId,
    officeId: office,
    receivedOn: on,
    amount: decimalText(toDecimal(amount).plus(extra), 2),
    currency: 'CNY',
    payer: '付款人',
    bankAccount: '招商银行 6225',
  });
  const detail = await okData<ReceiptDetailView>(who, 'POST', '/hankun/receipt/allocate', {
    receiptId: receipt.receiptId,
    allocatedOn: on,
    lines: [{ billId, amount }],
  });
  return detail.allocations[0]!.allocationId;
}

const summary = (who: Person, clientId: number, asOf: string) =>
  okData<ReceivableSummaryView>(who, 'GET', `/hankun/receivable/summary?clientId=${clientId}&asOf=${asOf}`);

describe('ageing at a chosen date', () => {
  it('ages what a bill owed that day, after the receipts, credits and write-offs dated by then', async () => {
    const { projectId, clientId } = await freshCase();
    const bill = await insertIssuedBill(t, { projectId, total: '1000.00', billDate: '2025-01-01' });
    await pay('lvjianhua', clientId, bill.billId, '300.00', '2025-02-01');
    await insertCreditNote(t, bill.billId, '100.00', '2025-03-01');
    await insertWriteOff(t, bill.billId, '50.00', '2025-04-15');
    const totalsAt = async (asOf: string) => (await summary('lvjianhua', clientId, asOf)).totals;
    expect(await totalsAt('2024-12-31')).toEqual([]);
    expect((await totalsAt('2025-01-31'))[0]).toMatchObject({ outstanding: '1000.00', days0to30: '1000.00' });
    expect((await totalsAt('2025-02-01'))[0]).toMatchObject({ outstanding: '700.00', days31to60: '700.00' });
    expect((await totalsAt('2025-03-15'))[0]).toMatchObject({ outstanding: '600.00', days61to90: '600.00' });
    expect((await totalsAt('2025-06-01'))[0]).toMatchObject({ outstanding: '550.00', days91to180: '550.00' });
    expect((await totalsAt('2025-07-01'))[0]).toMatchObject({ outstanding: '550.00', over180: '550.00' });
  });

  it('counts a reversed payment until the day it was reversed', async () => {
    const { projectId, clientId } = await freshCase();
    const bill = await insertIssuedBill(t, { projectId, total: '500.00', billDate: '2025-01-01' });
    const allocationId = await pay('lvjianhua', clientId, bill.billId, '500.00', '2025-01-10');
    await okData('lvjianhua', 'POST', '/hankun/receipt/reverseAllocation', { allocationId, reason: '退票' });
    await t.db
      .update(receiptAllocations)
      .set({ reversedOn: '2025-02-01' })
      .where(eq(receiptAllocations.allocationId, allocationId));
    expect((await summary('lvjianhua', clientId, '2025-01-31')).totals).toEqual([]);
    expect((await summary('lvjianhua', clientId, '2025-02-01')).totals[0]?.outstanding).toBe('500.00');
  });

  it('groups by client, case, partner and office, each adding up to the same total', async () => {
    const { projectId, clientId } = await freshCase();
    await insertIssuedBill(t, { projectId, total: '123.45', billDate: '2025-05-01' });
    await insertIssuedBill(t, { projectId, total: '10.01', billDate: '2024-01-01' });
    for (const groupBy of ['client', 'case', 'partner', 'office'] as ReceivableGroup[]) {
      const rows = await okData<ReceivableRowView[]>(
        'lvjianhua',
        'GET',
        `/hankun/receivable/list?groupBy=${groupBy}&clientId=${clientId}&asOf=2025-06-30`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        outstanding: '133.46',
        days31to60: '123.45',
        over180: '10.01',
        billCount: 2,
      });
      expect(rows[0]!.name).not.toBe('');
    }
  });

  it('leaves a walled case out for those outside the wall, in the list, summary and export', async () => {
    const { projectId, clientId } = await freshCase(true);
    await insertIssuedBill(t, { projectId, total: '999.99', billDate: '2025-05-01' });
    expect((await summary('lvjianhua', clientId, '2025-06-30')).totals).toEqual([]);
    expect((await summary('admin', clientId, '2025-06-30')).totals[0]?.outstanding).toBe('999.99');
    const sheetOf = async (who: Person) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/venus-api/hankun/receivable/export',
        headers: { authorization: `Bearer ${tokens[who]}` },
        payload: { clientId, asOf: '2025-06-30' },
      });
      expect(response.statusCode).toBe(200);
      return (await readSheet(response.rawPayload)).flat();
    };
    expect(await sheetOf('lvjianhua')).not.toContain('999.99');
    expect(await sheetOf('admin')).toContain('999.99');
  });

  it('is refused to someone without hankun:receivable:list', async () => {
    expect((await call('guojing', 'GET', '/hankun/receivable/list')).code).toBe(403);
  });
});

type ReconciliationPage = {
  rows: InvoiceReconciliationRowView[];
  total: number;
  sums: InvoiceReconciliationSumsView;
};
const reconciliation = async (who: Person, query: string) => {
  const body = await call(who, 'GET', `/hankun/invoice/reconciliation?${query}`);
  expect(body.code, body.msg).toBe(200);
  return body as unknown as ReconciliationPage;
};

describe('invoices against receipts (开票收款核对, decision 0061)', () => {
  it('sets each bill’s recorded invoices against its payments, red letters and reversals netted out', async () => {
    const { projectId, clientId } = await freshCase();
    // Invoiced in full, a part paid: the firm owes tax on what the client has not paid.
    const ahead = await insertIssuedBill(t, { projectId, total: '1000.00', billDate: '2025-03-01' });
    await insertInvoice(t, ahead, '1000.00', '2025-03-02');
    await pay('lvjianhua', clientId, ahead.billId, '400.00', '2025-03-20');
    // Paid with no invoice yet: the client is owed one.
    const behind = await insertIssuedBill(t, { projectId, total: '500.00', billDate: '2025-04-01' });
    await pay('lvjianhua', clientId, behind.billId, '500.00', '2025-04-10');
    // Invoiced, reversed by a red letter, invoiced again, paid: the pair counts nothing.
    const even = await insertIssuedBill(t, { projectId, total: '300.00', billDate: '2025-05-01' });
    const wrong = await insertInvoice(t, even, '300.00', '2025-05-02', { status: 'reversed' });
    await insertInvoice(t, even, '-300.00', '2025-05-03', { reverses: wrong.invoiceId });
    await insertInvoice(t, even, '300.00', '2025-05-04');
    await pay('lvjianhua', clientId, even.billId, '300.00', '2025-05-30');
    // A request finance has not recorded and a payment taken back: nothing to reconcile.
    const none = await insertIssuedBill(t, { projectId, total: '200.00', billDate: '2025-06-01' });
    await insertInvoice(t, none, '200.00', '2025-06-02', { status: 'requested' });
    const allocationId = await pay('lvjianhua', clientId, none.billId, '200.00', '2025-06-05');
    await okData('lvjianhua', 'POST', '/hankun/receipt/reverseAllocation', { allocationId, reason: '退票' });

    const all = await reconciliation('lvjianhua', `clientId=${clientId}`);
    expect(all.total).toBe(3);
    // Newest bill first.
    expect(all.rows.map((row) => [row.billId, row.state, row.invoiced, row.received, row.gap])).toEqual([
      [even.billId, 'matched', '300.00', '300.00', '0.00'],
      [behind.billId, 'receivedNotInvoiced', '0.00', '500.00', '-500.00'],
      [ahead.billId, 'invoicedNotReceived', '1000.00', '400.00', '600.00'],
    ]);
    expect(all.rows[0]).toMatchObject({
      invoiceCount: 1,
      lastInvoiceDate: '2025-05-04',
      lastReceivedOn: '2025-05-30',
    });
    expect(all.rows[1]).toMatchObject({ invoiceCount: 0, lastInvoiceDate: null, total: '500.00' });
    expect(all.rows[2]!.clientName).toBe(`应收测试客户${caseSeq}`);
    expect(all.rows[2]!.caseName).toBe(`应收测试案件${caseSeq}`);
    expect(all.sums).toEqual([
      {
        currency: 'CNY',
        billCount: 3,
        invoiced: '1300.00',
        received: '1200.00',
        invoicedNotReceived: '600.00',
        receivedNotInvoiced: '500.00',
      },
    ]);

    const only = async (query: string) =>
      (await reconciliation('lvjianhua', `clientId=${clientId}&${query}`)).rows.map((row) => row.billId);
    expect(await only('state=matched')).toEqual([even.billId]);
    expect(await only('state=invoicedNotReceived')).toEqual([ahead.billId]);
    expect(await only('from=2025-04-01&to=2025-05-01')).toEqual([even.billId, behind.billId]);
    expect(await only(`number=${ahead.number!.slice(-6)}`)).toEqual([ahead.billId]);
    expect(await only('orderByColumn=gap&isAsc=desc')).toEqual([ahead.billId, behind.billId, even.billId]);
  });

  it('leaves a walled case out for those outside the wall, in the list, its sums and the export', async () => {
    const { projectId, clientId } = await freshCase(true);
    const bill = await insertIssuedBill(t, { projectId, total: '888.88', billDate: '2025-05-01' });
    await insertInvoice(t, bill, '888.88', '2025-05-02');
    const outside = await reconciliation('lvjianhua', `clientId=${clientId}`);
    expect([outside.total, outside.sums]).toEqual([0, []]);
    expect((await reconciliation('admin', `clientId=${clientId}`)).rows[0]?.invoiced).toBe('888.88');
    const sheetOf = async (who: Person, lang: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/venus-api/hankun/invoice/reconciliation/export',
        headers: { authorization: `Bearer ${tokens[who]}`, language: lang },
        payload: { clientId },
      });
      expect(response.statusCode).toBe(200);
      return (await readSheet(response.rawPayload)).flat();
    };
    expect(await sheetOf('lvjianhua', 'cn')).not.toContain('888.88');
    const admins = await sheetOf('admin', 'en');
    expect(admins).toContain('888.88');
    expect(admins).toContain('Invoiced, not paid');
  });

  it('is refused without its permission, and a reversed period is refused with its message', async () => {
    expect((await call('guojing', 'GET', '/hankun/invoice/reconciliation')).code).toBe(403);
    const reversed = await call(
      'lvjianhua',
      'GET',
      '/hankun/invoice/reconciliation?from=2025-02-01&to=2025-01-01',
    );
    expect(reversed.code).toBe(400);
    expect(reversed.msg).toContain('结束日期不能早于开始日期');
    expect((await call('lvjianhua', 'GET', '/hankun/invoice/reconciliation?state=paid')).code).toBe(400);
  });
});

/** One bill of a generated ledger and what happened to it, in cents, on days after 2024-01-01. */
interface LedgerEvent {
  kind: 'receipt' | 'credit' | 'writeOff';
  afterDays: number;
  percent: number;
  extraCents: number;
  reversedAfter: number | null;
}
const START = '2024-01-01';
const eventArb = fc.record({
  kind: fc.constantFrom<LedgerEvent['kind']>('receipt', 'credit', 'writeOff'),
  afterDays: fc.integer({ min: 0, max: 400 }),
  percent: fc.integer({ min: 1, max: 100 }),
  extraCents: fc.integer({ min: 0, max: 50_000 }),
  reversedAfter: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
});
const ledgerArb = fc.array(
  fc.record({
    billDay: fc.integer({ min: 0, max: 300 }),
    totalCents: fc.integer({ min: 1, max: 5_000_000_00 }),
    events: fc.array(eventArb, { maxLength: 4 }),
  }),
  { minLength: 1, maxLength: 5 },
);
const cents = (value: number) => decimalText(toDecimal(value).div(100), 2);

describe('the proof: ageing equals the ledger', () => {
  it('at any date, the aged total is bills − receipts − credits − write-offs to the cent, and the buckets add up to it', async () => {
    await fc.assert(
      fc.asyncProperty(
        ledgerArb,
        fc.array(fc.integer({ min: -5, max: 800 }), { minLength: 6, maxLength: 10 }),
        async (ledger, asOfDays) => {
          const { projectId, clientId } = await freshCase();
          // What the ledger holds, as the test knows it: per bill, its date and its dated movements.
          const model: {
            billDate: string;
            totalCents: number;
            moves: { on: string; until: string | null; cents: number }[];
          }[] = [];
          for (const item of ledger) {
            const billDate = addDays(START, item.billDay);
            const bill = await insertIssuedBill(t, { projectId, total: cents(item.totalCents), billDate });
            const entry = {
              billDate,
              totalCents: item.totalCents,
              moves: [] as { on: string; until: string | null; cents: number }[],
            };
            model.push(entry);
            let owing = item.totalCents;
            for (const event of item.events) {
              // A write-off is of the whole balance and closes the bill (decision 0030): nothing
              // is paid, credited or reversed on it afterwards.
              const amount = event.kind === 'writeOff' ? owing : Math.floor((owing * event.percent) / 100);
              if (amount <= 0) continue;
              const on = addDays(billDate, event.afterDays);
              if (event.kind === 'credit') await insertCreditNote(t, bill.billId, cents(amount), on);
              if (event.kind === 'writeOff') await insertWriteOff(t, bill.billId, cents(amount), on);
              let until: string | null = null;
              if (event.kind === 'receipt') {
                const allocationId = await pay(
                  'lvjianhua',
                  clientId,
                  bill.billId,
                  cents(amount),
                  on,
                  cents(event.extraCents),
                );
                if (event.reversedAfter !== null) {
                  until = addDays(on, event.reversedAfter);
                  await okData('lvjianhua', 'POST', '/hankun/receipt/reverseAllocation', {
                    allocationId,
                    reason: '测试',
                  });
                  // The reversal is dated the day it is done; the ledger is rewound to a chosen day.
                  await t.db
                    .update(receiptAllocations)
                    .set({ reversedOn: until })
                    .where(eq(receiptAllocations.allocationId, allocationId));
                }
              }
              if (until === null) owing -= amount;
              entry.moves.push({ on, until, cents: amount });
              if (event.kind === 'writeOff') break;
            }
          }
          for (const day of asOfDays) {
            const asOf = addDays(START, day);
            const balances = model
              .filter((bill) => bill.billDate <= asOf)
              .map((bill) => ({
                billDate: bill.billDate,
                cents:
                  bill.totalCents -
                  bill.moves
                    .filter((move) => move.on <= asOf && (move.until === null || move.until > asOf))
                    .reduce((sum, move) => sum + move.cents, 0),
              }))
              .filter((bill) => bill.cents !== 0);
            const expected = ageBalances(
              balances.map((bill) => ({ billDate: bill.billDate, balance: cents(bill.cents) })),
              asOf,
            );
            const { totals } = await summary('lvjianhua', clientId, asOf);
            if (balances.length === 0) {
              expect(totals).toEqual([]);
              continue;
            }
            expect(totals).toHaveLength(1);
            const got = totals[0]!;
            expect(got.outstanding).toBe(expected.total);
            for (const key of AGEING_BUCKET_KEYS)
              expect([asOf, key, got[key]]).toEqual([asOf, key, expected[key]]);
            const bucketSum = AGEING_BUCKET_KEYS.reduce((sum, key) => sum.plus(got[key]), toDecimal(0));
            expect(decimalText(bucketSum, 2)).toBe(got.outstanding);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});
