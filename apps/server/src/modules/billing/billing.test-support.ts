import { and, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { menus } from '../menus/menus.tables.ts';
import { depts } from '../organization/organization.tables.ts';
import { projectMembers, projects } from '../projects/projects.tables.ts';
import { roleMenus, roles } from '../roles/roles.tables.ts';
import { bills, billWriteOffs, creditNotes, exchangeRates } from './bills/bills.tables.ts';
import { invoices } from './invoices/invoices.tables.ts';

/**
 * Test data for billing parts that need issued bills before the bills service can make them:
 * rows inserted as an issued bill, credit note or write-off would leave them.
 * Inserted directly so a test can date each row; the bills service makes such rows only today.
 */
let billSeq = 0;

export interface IssuedBillOptions {
  projectId: number;
  total: string;
  billDate: string;
  currency?: string;
  exchangeRate?: string;
  status?: (typeof bills.$inferInsert)['status'];
  /** Defaults to the case's client. */
  clientId?: number;
}

/** An issued bill of a case (its client, office and responsible partner), straight in the database. */
export async function insertIssuedBill(t: Pick<TestApp, 'db'>, options: IssuedBillOptions) {
  const [project] = await t.db.select().from(projects).where(eq(projects.projectId, options.projectId));
  const [partner] = await t.db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, options.projectId), eq(projectMembers.role, '1')));
  billSeq += 1;
  const draft = options.status === 'draft' || options.status === 'approving';
  const [row] = await t.db
    .insert(bills)
    .values({
      number: draft ? null : `T${process.pid}-B${String(billSeq).padStart(5, '0')}`,
      projectId: options.projectId,
      clientId: options.clientId ?? project!.clientId,
      officeId: project!.officeId,
      partnerId: partner?.userId ?? project!.applicantId,
      status: options.status ?? 'issued',
      billDate: options.billDate,
      currency: options.currency ?? 'CNY',
      exchangeRate: options.exchangeRate ?? '1',
      feeTotal: options.total,
      total: options.total,
      totalCny: options.total,
      issuedAt: draft ? null : new Date(`${options.billDate}T10:00:00Z`),
    })
    .returning();
  return row!;
}

/** An issued credit note: the bill's credited total follows, as the bills service leaves it. */
export async function insertCreditNote(t: TestApp, billId: number, amount: string, creditDate: string) {
  await t.db.transaction(async (tx) => {
    await tx.insert(creditNotes).values({
      number: `T${process.pid}-C${billId}-${creditDate}-${amount}`,
      billId,
      whole: false,
      amount,
      taxAmount: '0',
      reason: 'test',
      creditDate,
      status: 'issued',
    });
    await tx
      .update(bills)
      .set({ creditedTotal: sql`${bills.creditedTotal} + ${amount}::numeric` })
      .where(eq(bills.billId, billId));
  });
}

/** A done write-off, with the bill's written-off total following. */
export async function insertWriteOff(t: TestApp, billId: number, amount: string, writeOffDate: string) {
  await t.db.transaction(async (tx) => {
    await tx.insert(billWriteOffs).values({ billId, amount, reason: 'test', writeOffDate, status: 'done' });
    await tx
      .update(bills)
      .set({ writtenOffTotal: sql`${bills.writtenOffTotal} + ${amount}::numeric` })
      .where(eq(bills.billId, billId));
  });
}

let invoiceSeq = 0;

/**
 * A tax invoice of a bill as finance leaves it: recorded (`issued`) with a number and a date, or in
 * another state; a red letter is negative, `issued`, and names the invoice it reverses.
 */
export async function insertInvoice(
  t: Pick<TestApp, 'db'>,
  bill: Pick<typeof bills.$inferSelect, 'billId' | 'projectId' | 'clientId' | 'currency' | 'partnerId'>,
  amount: string,
  invoiceDate: string,
  options: { status?: (typeof invoices.$inferInsert)['status']; reverses?: number } = {},
) {
  invoiceSeq += 1;
  const status = options.status ?? 'issued';
  const recorded = status === 'issued' || status === 'reversed';
  const [row] = await t.db
    .insert(invoices)
    .values({
      billId: bill.billId,
      projectId: bill.projectId,
      clientId: bill.clientId,
      title: '测试抬头',
      invoiceType: 'vatOrdinary',
      currency: bill.currency,
      amount,
      taxRate: '0.060000',
      taxAmount: '0',
      status,
      invoiceNumber: recorded ? `T${process.pid}-I${String(invoiceSeq).padStart(5, '0')}` : null,
      invoiceDate: recorded ? invoiceDate : null,
      reversesInvoiceId: options.reverses ?? null,
      requestedBy: bill.partnerId,
    })
    .returning();
  return row!;
}

export async function setExchangeRate(t: TestApp, currency: string, rateDate: string, rateToCny: string) {
  await t.db.insert(exchangeRates).values({ currency, rateDate, rateToCny }).onConflictDoNothing();
}

export async function officeIdOf(t: TestApp, code: string): Promise<number> {
  const [row] = await t.db
    .select()
    .from(depts)
    .where(and(eq(depts.code, code), eq(depts.kind, 'office')));
  return row!.deptId;
}

/** Gives a seeded role buttons carrying these permission strings (the menus seed has no billing yet). */
export async function grantPermissions(t: TestApp, roleKey: string, perms: readonly string[]) {
  const [role] = await t.db.select().from(roles).where(eq(roles.roleKey, roleKey));
  for (const perm of perms) {
    const [menu] = await t.db
      .insert(menus)
      .values({ menuName: perm, menuType: 'F', perms: perm })
      .returning();
    await t.db.insert(roleMenus).values({ roleId: role!.roleId, menuId: menu!.menuId });
  }
}
