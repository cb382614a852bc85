import { type BillableExpense, EXPENSE_SPENT } from '@venus/shared';
import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { conflict } from '../../platform/http/app-error.ts';
import { expenseClaims, expenseLines } from './expenses.tables.ts';

/**
 * What billing asks of expenses (decision 0032): a case's approved, billable lines no bill holds,
 * and holding or giving them back for a draft bill, in the bill's transaction. The line's `billId`
 * is the lock; billing's partial unique index on `hk_bill_line(expense_line_id)` is the database's
 * guarantee that no line is billed twice. The caller checks the case's wall and the bill's rules.
 */
export class ExpenseBilling {
  constructor(private readonly db: Database) {}

  /** The case's approved billable lines no bill holds, spent within the period when one is given. */
  async unbilledExpenses(
    projectId: number,
    period: { from?: string | undefined; to?: string | undefined } = {},
    tx: Executor = this.db,
  ): Promise<BillableExpense[]> {
    return this.linesWhere(
      tx,
      and(
        eq(expenseLines.projectId, projectId),
        eq(expenseLines.billable, true),
        isNull(expenseLines.billId),
        inArray(expenseClaims.status, [...EXPENSE_SPENT]),
        period.from ? gte(expenseLines.expenseDate, period.from) : undefined,
        period.to ? lte(expenseLines.expenseDate, period.to) : undefined,
      ),
    );
  }

  /** The lines a bill holds, as its disbursement lines are built from them. */
  expensesOfBill(billId: number, tx: Executor = this.db): Promise<BillableExpense[]> {
    return this.linesWhere(tx, eq(expenseLines.billId, billId));
  }

  private async linesWhere(tx: Executor, where: SQL | undefined): Promise<BillableExpense[]> {
    const rows = await tx
      .select({ line: expenseLines, applicantId: expenseClaims.applicantId })
      .from(expenseLines)
      .innerJoin(expenseClaims, eq(expenseClaims.claimId, expenseLines.claimId))
      .where(where)
      .orderBy(asc(expenseLines.expenseDate), asc(expenseLines.lineId));
    return rows.map(({ line, applicantId }) => ({
      lineId: line.lineId,
      claimId: line.claimId,
      projectId: line.projectId!,
      applicantId,
      expenseDate: line.expenseDate,
      expenseType: line.expenseType,
      expenseCode: line.expenseCode,
      description: line.description,
      amountCny: line.amountCny,
      taxCny: line.taxCny,
    }));
  }

  /** Takes lines for a draft bill, all or none, under a row lock so two drafts cannot take one. */
  async reserve(
    tx: Executor,
    ctx: RequestContext,
    input: { billId: number; projectId: number; lineIds: readonly number[] },
  ): Promise<void> {
    const ids = [...new Set(input.lineIds)];
    if (ids.length === 0) return;
    const free = new Set(
      (await this.unbilledExpenses(input.projectId, {}, tx))
        .map((line) => line.lineId)
        .filter((id) => ids.includes(id)),
    );
    const locked = await tx
      .select()
      .from(expenseLines)
      .where(and(inArray(expenseLines.lineId, ids), isNull(expenseLines.billId)))
      .for('update');
    const taken = ids.filter((id) => !free.has(id) || !locked.some((line) => line.lineId === id));
    if (taken.length > 0)
      throw conflict('expense.linesNotAvailable', { ids: taken.join(', ') }, 'expenseLineIds');
    await tx.update(expenseLines).set({ billId: input.billId }).where(inArray(expenseLines.lineId, ids));
    await recordAudit(
      tx,
      ctx,
      ids.map((id) => ({
        action: 'reserveForBill',
        entity: 'expenseLine',
        entityId: id,
        before: { billId: null },
        after: { billId: input.billId },
      })),
    );
  }

  /** Gives lines back (a line removed from a draft, a draft deleted, a whole credit note). */
  async unreserve(
    tx: Executor,
    ctx: RequestContext,
    billId: number,
    lineIds?: readonly number[],
  ): Promise<void> {
    const where = and(
      eq(expenseLines.billId, billId),
      lineIds ? inArray(expenseLines.lineId, [...lineIds]) : undefined,
    );
    const released = await tx.update(expenseLines).set({ billId: null }).where(where).returning();
    if (released.length === 0) return;
    await recordAudit(
      tx,
      ctx,
      released.map((line) => ({
        action: 'unreserveFromBill',
        entity: 'expenseLine',
        entityId: line.lineId,
        before: { billId },
        after: { billId: null },
      })),
    );
  }
}
