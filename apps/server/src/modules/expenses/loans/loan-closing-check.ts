import { LOAN_OPEN_ON_CASE } from '@venus/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { ClosingCheckContributor } from '../../projects/closing-checks.ts';
import { loans } from './loans.tables.ts';

/** A case closes once no loan on it is in approval, waiting to be paid, or still owed (decision 0041). */
export function openLoansCheck(): ClosingCheckContributor {
  return {
    check: 'openLoans',
    openItems: async (projectId, tx) => {
      const [row] = await tx
        .select({ open: count() })
        .from(loans)
        .where(and(eq(loans.projectId, projectId), inArray(loans.status, [...LOAN_OPEN_ON_CASE])));
      return row?.open ?? 0;
    },
    link: ({ projectId }) => `/expenses/borrowListAll?projectId=${projectId}`,
  };
}
