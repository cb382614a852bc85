import { addDays, billBalance, CASE_STATUS, decimalText, toDecimal } from '@venus/shared';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { nextReceiptNumber } from '../../../modules/billing/receipts/receipt-numbers.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { bills, clients, depts, projects, receiptAllocations, receipts } from '../../schema.ts';
import type { DemoContext } from './demo-context.ts';
import { momentOf } from './moments.ts';

/** The office's account the money arrives in (decision 0030: the office's bank account). */
const BANK_ACCOUNT: Record<string, string> = {
  BJ: '招商银行北京分行 1109 0788 2210 001',
  SH: '招商银行上海分行 1219 0988 7710 001',
  SZ: '招商银行深圳分行 7559 0266 3310 001',
};
const OVERPAID = '20000.00';
const RETAINER = '50000.00';

type Bill = typeof bills.$inferSelect;
type ReceiptValues = Pick<typeof receipts.$inferInsert, 'clientId' | 'officeId' | 'receivedOn' | 'amount'> &
  Partial<Omit<typeof receipts.$inferInsert, 'number'>>;
type WriteReceipt = (values: ReceiptValues) => Promise<typeof receipts.$inferSelect>;

/**
 * Receipts beyond the one paying each paid or partly paid demo bill (demo-bills.ts), so that
 * finance's receipt list shows every state (decision 0035): one paying an open bill in full with
 * money left over as the client's credit (partly allocated), one just received and not yet
 * allocated, and a retainer held on a case that has no bill yet. Run after the bills: the numbers
 * continue their sequences.
 */
export async function seedReceipts(tx: Executor, ctx: DemoContext): Promise<number> {
  // Bills of unwalled cases: finance outside a wall should find these receipts in its list.
  const open = (
    await tx
      .select({ bill: bills })
      .from(bills)
      .innerJoin(projects, eq(projects.projectId, bills.projectId))
      .where(and(inArray(bills.status, ['issued', 'partlyPaid']), eq(projects.restricted, false)))
      .orderBy(asc(bills.billDate), asc(bills.billId))
  ).map((row) => row.bill);
  const issued = open.filter((bill) => bill.status === 'issued');
  const offices = new Map((await tx.select().from(depts)).map((dept) => [dept.deptId, dept.code]));
  const names = new Map(
    (await tx.select().from(clients)).map((client) => [client.clientId, client.nameCn || client.nameEn]),
  );
  const finance = ctx.firm.byName('lvjianhua');
  let made = 0;
  const write: WriteReceipt = async (values) => {
    const office = offices.get(values.officeId) ?? '';
    const [row] = await tx
      .insert(receipts)
      .values({
        number: await nextReceiptNumber(tx, Number(values.receivedOn.slice(0, 4)), office),
        currency: 'CNY',
        exchangeRate: '1',
        payer: names.get(values.clientId) ?? '',
        bankAccount: BANK_ACCOUNT[office] ?? BANK_ACCOUNT.BJ!,
        createdBy: finance.userId,
        updatedBy: finance.userId,
        createdAt: momentOf(values.receivedOn, 15),
        updatedAt: momentOf(values.receivedOn, 15),
        ...values,
      })
      .returning();
    ctx.audit.add(momentOf(values.receivedOn, 15), finance, {
      action: 'create',
      entity: 'receipt',
      entityId: row!.receiptId,
      after: row,
    });
    made += 1;
    return row!;
  };

  // The newest issued bill is overpaid; the next newest open one (issued, else partly paid)
  // waits for money just received. Both recent: they lead finance's list, as the work at hand.
  const older = issued.at(-1);
  const newer = open.filter((bill) => bill !== older).at(-1);
  if (older) await overpaid(tx, ctx, older, write);
  if (newer) {
    await write({
      clientId: newer.clientId,
      officeId: newer.officeId,
      receivedOn: addDays(ctx.today, -2),
      amount: billBalance(newer),
      reference: `${newer.number} 电汇`,
      remark: '银行到账，待与账单核对后核销',
    });
  }
  const billed = (await tx.select({ projectId: bills.projectId }).from(bills)).map((row) => row.projectId);
  const [unbilled] = await tx
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.status, CASE_STATUS.active),
        eq(projects.currency, 'CNY'),
        eq(projects.restricted, false),
        notInArray(projects.projectId, billed),
      ),
    )
    .orderBy(asc(projects.projectId))
    .limit(1);
  if (unbilled) {
    await write({
      clientId: unbilled.clientId,
      officeId: unbilled.officeId,
      projectId: unbilled.projectId,
      isRetainer: true,
      receivedOn: addDays(ctx.today, -20),
      amount: RETAINER,
      reference: '预付律师费',
      remark: '按委托协议预付的律师费，在本案后续账单中抵扣',
    });
  }
  return made;
}

/** The client pays the older open bill and 20,000 more: the bill is paid, the rest is credit. */
async function overpaid(tx: Executor, ctx: DemoContext, bill: Bill, write: WriteReceipt): Promise<void> {
  const balance = billBalance(bill);
  // The demo year ends the day before the first start: nothing is received later than that.
  const yesterday = addDays(ctx.today, -1);
  const receivedOn = addDays(bill.billDate, 35) <= yesterday ? addDays(bill.billDate, 35) : yesterday;
  const receipt = await write({
    clientId: bill.clientId,
    officeId: bill.officeId,
    receivedOn,
    amount: decimalText(toDecimal(balance).plus(OVERPAID), 2),
    allocatedTotal: balance,
    reference: `${bill.number} 及预付款`,
    remark: `客户多付 ${OVERPAID} 元，留作该客户下期账单抵扣`,
  });
  await tx.insert(receiptAllocations).values({
    receiptId: receipt.receiptId,
    billId: bill.billId,
    amount: balance,
    allocatedOn: receivedOn,
    createdBy: receipt.createdBy,
  });
  await tx
    .update(bills)
    .set({ paidTotal: decimalText(toDecimal(bill.paidTotal).plus(balance), 2), status: 'paid' })
    .where(eq(bills.billId, bill.billId));
}
