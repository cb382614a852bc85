import { addDays, decimalText, INVOICE_BUSINESS_TYPE, type InvoiceType, toDecimal } from '@venus/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { taxOf } from '../../../modules/billing/invoices/invoice-amounts.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { bills, clientInvoiceTitles, clients, invoices, projects } from '../../schema.ts';
import { type TrailEnding, walkApproval } from './approval-trail.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { momentOf } from './moments.ts';

type Invoice = typeof invoices.$inferSelect;

interface Plan {
  /** A paid bill, or an open one (issued, sent, partly paid), and which of those (oldest first). */
  on: 'paid' | 'open';
  nth: number;
  /** Share of the bill's total (1 = all of it). */
  share: string;
  type: InvoiceType;
  ending: TrailEnding;
  comment?: string;
  /** Recorded, then reversed whole by a red letter, and issued again. */
  reversed?: boolean;
}

/**
 * Tax invoices on the demo bills (decision 0039), in every state: recorded ones for paid bills, one
 * reversed by a red letter and issued again, a split one on an open bill beside a request
 * finance rejected, requests waiting for finance (task 60000) on issued bills, and one finance
 * sent back to its lawyer to amend.
 */
const PLAN: readonly Plan[] = [
  { on: 'paid', nth: 0, share: '1', type: 'vatSpecial', ending: 'approved' },
  { on: 'paid', nth: 1, share: '1', type: 'vatSpecial', ending: 'approved', reversed: true },
  { on: 'open', nth: 0, share: '0.5', type: 'vatOrdinary', ending: 'approved' },
  {
    on: 'open',
    nth: 0,
    share: '0.5',
    type: 'vatOrdinary',
    ending: 'rejected',
    comment: '抬头有误，请核对后重新申请',
  },
  { on: 'open', nth: 1, share: '0.5', type: 'electronic', ending: 'pending' },
  {
    on: 'open',
    nth: 1,
    share: '0.25',
    type: 'vatSpecial',
    ending: 'sentBack',
    comment: '客户要求开具增值税普通发票，请修改后重新提交',
  },
];

export async function seedInvoices(tx: Executor, ctx: DemoContext): Promise<number> {
  const definition = ctx.firm.definitions.get(INVOICE_BUSINESS_TYPE);
  const finance = ctx.firm.withRole('finance');
  if (!definition || finance.length === 0) return 0;
  // Bills of unwalled cases first, so finance outside a wall finds these invoices in its list.
  const candidates = (
    await tx
      .select({ bill: bills })
      .from(bills)
      .innerJoin(projects, eq(projects.projectId, bills.projectId))
      .where(inArray(bills.status, ['issued', 'sent', 'partlyPaid', 'paid']))
      .orderBy(asc(projects.restricted), asc(bills.billDate), asc(bills.billId))
  ).map((row) => row.bill);
  const titles = await titlesOf(tx, [...new Set(candidates.map((bill) => bill.clientId))]);
  const clerk = finance[0]!;
  let made = 0;
  // Invoice numbers as the tax authority prints them: 20 digits, the year's then a sequence.
  let sequence = 0;
  const number = () => {
    sequence += 1;
    return `${ctx.today.slice(0, 4)}3100000000${String(sequence).padStart(6, '0')}`;
  };
  for (const [index, plan] of PLAN.entries()) {
    // After the receipts few bills are still open: the plans share them, each within its half.
    const group = candidates.filter((one) => (plan.on === 'paid') === (one.status === 'paid'));
    const bill = group[plan.nth % Math.max(group.length, 1)];
    const title = bill ? titles.get(bill.clientId) : undefined;
    if (!bill || !title) continue;
    const applicant =
      ctx.firm.byId.get(bill.createdBy ?? bill.partnerId) ?? ctx.firm.byId.get(bill.partnerId)!;
    const amount = decimalText(toDecimal(bill.total).times(toDecimal(plan.share)).toDecimalPlaces(2), 2);
    const requestedOn = addDays(bill.billDate, 3 + index);
    const at = momentOf(requestedOn, 10, 10 + index);
    const recorded = plan.ending === 'approved';
    const [row] = await tx
      .insert(invoices)
      .values({
        billId: bill.billId,
        projectId: bill.projectId,
        clientId: bill.clientId,
        invoiceTitleId: title.invoiceTitleId,
        title: title.title,
        taxNumber: title.taxNumber,
        invoiceType: plan.type,
        currency: bill.currency,
        amount,
        ...taxOf(bill, amount),
        status: recorded
          ? 'issued'
          : plan.ending === 'pending'
            ? 'requested'
            : plan.ending === 'sentBack'
              ? 'sentBack'
              : 'cancelled',
        invoiceNumber: recorded ? number() : null,
        invoiceDate: recorded ? addDays(requestedOn, 2) : null,
        requestedBy: applicant.userId,
        createdAt: at,
        createdBy: applicant.userId,
        updatedAt: at,
        updatedBy: applicant.userId,
      })
      .returning();
    ctx.audit.add(at, applicant, {
      action: 'request',
      entity: 'invoice',
      entityId: row!.invoiceId,
      after: row,
    });
    const trail = walkApproval(ctx.trailContext, {
      definitionId: definition.definitionId,
      businessType: INVOICE_BUSINESS_TYPE,
      recordId: String(row!.invoiceId),
      title: `账单 ${bill.number} 开票：${amount} ${bill.currency}`,
      applicant,
      applicantDeptId: applicant.deptId,
      facts: { amount, billId: bill.billId, projectId: bill.projectId },
      steps: definition.steps.map((step) => ({
        key: step.key,
        taskCode: step.taskCode,
        approverIds: finance.map((person) => person.userId),
      })),
      submittedAt: at,
      ending: plan.ending,
      ...(plan.comment ? { comment: plan.comment } : {}),
    });
    ctx.approvals.instances.push(trail.instance);
    ctx.approvals.tasks.push(...trail.tasks);
    ctx.approvals.events.push(...trail.events);
    await tx
      .update(invoices)
      .set({ instanceId: trail.instance.instanceId })
      .where(eq(invoices.invoiceId, row!.invoiceId));
    made += 1;
    if (recorded) {
      const last = trail.changes.at(-1)!;
      ctx.audit.add(last.at, last.actor, {
        action: 'record',
        entity: 'invoice',
        entityId: row!.invoiceId,
        after: { invoiceNumber: row!.invoiceNumber, invoiceDate: row!.invoiceDate },
      });
    }
    if (plan.reversed) made += await reverseAndReissue(tx, ctx, row!, clerk, number);
  }
  return made;
}

/**
 * Each client's first invoice title; a client the demo gave none (a person, a foreign company)
 * gets one in its own name, as finance would add before invoicing it.
 */
async function titlesOf(tx: Executor, clientIds: readonly number[]) {
  const found = new Map<number, typeof clientInvoiceTitles.$inferSelect>();
  if (clientIds.length === 0) return found;
  const rows = await tx
    .select()
    .from(clientInvoiceTitles)
    .where(inArray(clientInvoiceTitles.clientId, [...clientIds]))
    .orderBy(asc(clientInvoiceTitles.orderNum), asc(clientInvoiceTitles.invoiceTitleId));
  for (const row of rows) if (!found.has(row.clientId)) found.set(row.clientId, row);
  const missing = clientIds.filter((id) => !found.has(id));
  if (missing.length === 0) return found;
  const named = await tx.select().from(clients).where(inArray(clients.clientId, missing));
  for (const client of named) {
    const [row] = await tx
      .insert(clientInvoiceTitles)
      .values({
        clientId: client.clientId,
        title: client.nameCn || client.nameEn,
        taxNumber: `91110000MA0${String(client.clientId).padStart(7, '0')}`,
      })
      .returning();
    found.set(client.clientId, row!);
  }
  return found;
}

/** A red letter for the whole of `original` (the title was wrong), then the right invoice again. */
async function reverseAndReissue(
  tx: Executor,
  ctx: DemoContext,
  original: Invoice,
  clerk: Person,
  number: () => string,
): Promise<number> {
  const day = addDays(original.invoiceDate!, 7);
  const at = momentOf(day, 14, 30);
  const { invoiceId: _id, instanceId: _instance, ...copied } = original;
  const [red] = await tx
    .insert(invoices)
    .values({
      ...copied,
      amount: decimalText(toDecimal(original.amount).negated(), 2),
      taxAmount: decimalText(toDecimal(original.taxAmount).negated(), 2),
      invoiceNumber: number(),
      invoiceDate: day,
      reversesInvoiceId: original.invoiceId,
      remark: '购买方名称有误，红冲后重开',
      requestedBy: clerk.userId,
      createdAt: at,
      createdBy: clerk.userId,
      updatedAt: at,
      updatedBy: clerk.userId,
    })
    .returning();
  await tx
    .update(invoices)
    .set({ status: 'reversed', updatedAt: at, updatedBy: clerk.userId })
    .where(eq(invoices.invoiceId, original.invoiceId));
  ctx.audit.add(at, clerk, {
    action: 'reverse',
    entity: 'invoice',
    entityId: original.invoiceId,
    before: original,
  });
  ctx.audit.add(at, clerk, { action: 'redLetter', entity: 'invoice', entityId: red!.invoiceId, after: red });
  const again = momentOf(day, 15, 0);
  const [reissued] = await tx
    .insert(invoices)
    .values({
      ...copied,
      invoiceNumber: number(),
      invoiceDate: day,
      remark: '红冲后重开',
      requestedBy: clerk.userId,
      createdAt: again,
      createdBy: clerk.userId,
      updatedAt: again,
      updatedBy: clerk.userId,
    })
    .returning();
  ctx.audit.add(again, clerk, {
    action: 'record',
    entity: 'invoice',
    entityId: reissued!.invoiceId,
    after: reissued,
  });
  return 2;
}
