import type { BillDetail, IncomeFigures } from '@venus/shared';
import { decimalText, toDecimal } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { setExchangeRate } from '../billing/billing.test-support.ts';
import type { billsHarness } from '../billing/bills/bills.test-harness.ts';
import type { ReceiptDetailView } from '../billing/receipts/receipts.views.ts';
import { projects } from '../projects/projects.tables.ts';

type Harness = ReturnType<typeof billsHarness>;

/** What the year below should leave per case, worked out by hand (decision 0042's figures). */
export const EXPECTED = {
  a: {
    billed: '9540.00',
    credited: '770.00',
    writtenOff: '1500.00',
    collected: '7270.00',
    fxDifference: '0.00',
    income: '7270.00',
  },
  b: {
    billed: '4770.00',
    credited: '0.00',
    writtenOff: '0.00',
    collected: '4770.00',
    fxDifference: '0.00',
    income: '4770.00',
  },
  walled: {
    billed: '4770.00',
    credited: '0.00',
    writtenOff: '0.00',
    collected: '1200.00',
    fxDifference: '0.00',
    income: '1200.00',
  },
  usd: {
    billed: '33867.00',
    credited: '0.00',
    writtenOff: '0.00',
    collected: '7100.00',
    fxDifference: '100.00',
    income: '7200.00',
  },
} satisfies Record<string, IncomeFigures>;

/**
 * A small firm's year through the API (issue 21 must-hold 4 for the income reports): bills issued
 * and approved, a partial credit note, a bad-debt write-off, receipts allocated across bills, a
 * reversed allocation, and a dollar bill paid at a better rate than it was billed at. Four cases of
 * the Xinghe client (zhangzhiqiang responsible, guojing on the team); one of them walled.
 */
export async function buildIncomeYear(h: Harness, officeId: number, today: string) {
  const { t, succeed, decide } = h;
  const cases = {
    a: await h.openCase(),
    b: await h.openCase(),
    walled: await h.openCase({ restricted: true }),
    usd: await h.openCase({ currency: 'USD' }),
  };
  const [template] = await t().db.select().from(projects).where(eq(projects.projectId, cases.a));
  const clientId = template!.clientId;
  await setExchangeRate(t(), 'USD', '2020-01-01', '7.100000');

  const a1 = await h.issued(cases.a);
  const a2 = await h.issued(cases.a);
  const b1 = await h.issued(cases.b);
  const w1 = await h.issued(cases.walled);
  const u1 = await h.issued(cases.usd, {});

  const receipt = async (amount: string, currency = 'CNY', exchangeRate?: string, who = 'lvjianhua') =>
    (
      (
        await succeed(who, 'POST', '/hankun/receipt', {
          clientId,
          officeId,
          receivedOn: today,
          amount,
          currency,
          ...(exchangeRate ? { exchangeRate } : {}),
          payer: '星河智能',
          bankAccount: '招商银行 6225',
        })
      ).data as ReceiptDetailView
    ).receiptId;
  const allocate = async (
    receiptId: number,
    lines: { billId: number; amount: string }[],
    who = 'lvjianhua',
  ) =>
    (
      (
        await succeed(who, 'POST', '/hankun/receipt/allocate', {
          receiptId,
          allocatedOn: today,
          lines,
        })
      ).data as ReceiptDetailView
    ).allocations;

  // One receipt across two bills of two cases; 460.00 stays as the client's credit.
  await allocate(await receipt('10000.00'), [
    { billId: a1.billId, amount: '4770.00' },
    { billId: b1.billId, amount: '4770.00' },
  ]);
  // A2: credited 770.00, 2,500.00 received, the last 1,500.00 written off.
  await succeed('lvjianhua', 'POST', '/hankun/bill/credit', {
    billId: a2.billId,
    whole: false,
    amount: '770',
    reason: '折让',
  });
  await decide((await detail(h, a2.billId)).creditNotes[0]!.instanceId!);
  await allocate(await receipt('2500.00'), [{ billId: a2.billId, amount: '2500.00' }]);
  await succeed('lvjianhua', 'POST', '/hankun/bill/writeOff', { billId: a2.billId, reason: '客户无力支付' });
  await decide((await detail(h, a2.billId)).writeOffs[0]!.instanceId!);
  // The walled case (finance is outside the wall; admin inside every one): an allocation made in
  // error and reversed, then the right one.
  const wrong = await allocate(
    await receipt('1000.00', 'CNY', undefined, 'admin'),
    [{ billId: w1.billId, amount: '1000.00' }],
    'admin',
  );
  await succeed('admin', 'POST', '/hankun/receipt/reverseAllocation', {
    allocationId: wrong.find((line) => line.billId === w1.billId)!.allocationId,
    reason: '记错账单',
  });
  await allocate(
    await receipt('1200.00', 'CNY', undefined, 'admin'),
    [{ billId: w1.billId, amount: '1200.00' }],
    'admin',
  );
  // USD 1,000.00 billed at 7.10, received at 7.20: 7,100.00 at the bill's rate + 100.00 difference.
  await allocate(await receipt('1000.00', 'USD', '7.2'), [{ billId: u1.billId, amount: '1000.00' }]);
  return { cases, clientId, bills: { a1, a2, b1, w1, u1 } };
}

async function detail(h: Harness, billId: number): Promise<BillDetail> {
  return (await h.succeed('lvjianhua', 'GET', `/hankun/bill/${billId}`)).data as BillDetail;
}

/** Sum of exact decimals as text to the cent. */
export const sumOf = (values: readonly string[]) =>
  decimalText(
    values.reduce((all, value) => all.plus(value), toDecimal('0')),
    2,
  );
