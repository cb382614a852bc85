import type { ExpenseClaimStatus } from '@venus/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { expenseClaims, expenseLines } from './expenses.tables.ts';

/** What the claims of one case come to, in CNY, against its expense budget (decision 0044). */
export interface CaseExpenseSums {
  /** Lines of approved and paid claims. */
  spent: string;
  /** Lines of claims still in approval: spent if they go through. */
  pending: string;
}

const SPENT: readonly ExpenseClaimStatus[] = ['approved', 'paid'];
const PENDING: readonly ExpenseClaimStatus[] = ['approving'];

/**
 * Sums the claim lines charged to one case, whichever claim holds them and of whatever kind. The
 * caller has checked that the reader may see the case; the sum names no claim and no person.
 */
export class ExpenseCaseSums {
  constructor(private readonly db: Database) {}

  async ofCase(projectId: number, tx: Executor = this.db): Promise<CaseExpenseSums> {
    const amountWhen = (statuses: readonly ExpenseClaimStatus[]) =>
      sql<string>`coalesce(sum(${expenseLines.amountCny}) filter (where ${inArray(expenseClaims.status, [...statuses])}), 0)::numeric(15, 2)::text`;
    const [row] = await tx
      .select({ spent: amountWhen(SPENT), pending: amountWhen(PENDING) })
      .from(expenseLines)
      .innerJoin(expenseClaims, eq(expenseClaims.claimId, expenseLines.claimId))
      .where(
        and(eq(expenseLines.projectId, projectId), inArray(expenseClaims.status, [...SPENT, ...PENDING])),
      );
    return { spent: row?.spent ?? '0.00', pending: row?.pending ?? '0.00' };
  }
}
