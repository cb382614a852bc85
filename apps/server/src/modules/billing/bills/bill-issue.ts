import { addDays, formatIsoDate } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { totalsOf } from './bill-lines.ts';
import { nextBillingNumber } from './bill-numbers.ts';
import type { BillCases, BillTime } from './bills.collaborators.ts';
import { billLines, bills } from './bills.tables.ts';
import { rateToCny } from './exchange-rates.ts';

export interface BillIssueDeps {
  officeCode: BillCases['officeCode'];
  time: Pick<BillTime, 'markBilled'>;
  today?: () => string;
}

/**
 * Issues an approved bill in the approval's transaction (decision 0030): its number from the
 * office's sequence, today's date and due date, today's rate (none → refused, nothing issued),
 * totals recomputed at that rate, and its time marked billed.
 */
export async function issueBill(tx: Executor, ctx: SignedInContext, billId: number, deps: BillIssueDeps) {
  const [before] = await tx.select().from(bills).where(eq(bills.billId, billId)).for('update');
  if (!before) return;
  if (before.status !== 'approving') throw conflict('bill.notDraft', { status: before.status });
  const today = deps.today?.() ?? formatIsoDate(new Date());
  const rate = await rateToCny(tx, before.currency, today);
  const officeCode = await deps.officeCode(before.officeId, tx);
  if (!officeCode) throw conflict('bill.noOfficeCode');
  const number = await nextBillingNumber(tx, 'B', Number(today.slice(0, 4)), officeCode);
  const lines = await tx.select().from(billLines).where(eq(billLines.billId, billId));
  const [after] = await tx
    .update(bills)
    .set({
      number,
      status: 'issued',
      billDate: today,
      dueDate: addDays(today, before.paymentTermsDays),
      exchangeRate: rate,
      ...totalsOf(lines, rate),
      issuedAt: new Date(),
      returnComment: '',
      updatedAt: new Date(),
      updatedBy: ctx.actor.userId,
    })
    .where(eq(bills.billId, billId))
    .returning();
  await deps.time.markBilled(tx, ctx, billId);
  await recordAudit(tx, ctx, { action: 'issue', entity: 'bill', entityId: billId, before, after });
}
