import {
  DAILY_EXPENSE_PERMISSIONS,
  EXPENSE_PERMISSIONS,
  type ExpenseKind,
  expenseActionAllowed,
  hasPermission,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { FileSourcePolicy } from '../files/file-sources.ts';
import { expenseClaims } from './expenses.tables.ts';

const ADD_PERMISSION: Record<ExpenseKind, string> = {
  claim: EXPENSE_PERMISSIONS.add,
  daily: DAILY_EXPENSE_PERMISSIONS.add,
};

/**
 * A claim's (or a daily expense's, decision 0038) receipts (files source EXPENSE_FILE_SOURCE, the claim id as `onlyId`): the applicant
 * attaches and removes them while the claim may be edited; whoever may read the claim reads them.
 */
export function expenseFilePolicy(
  db: Database,
  mayRead: (
    actor: Parameters<FileSourcePolicy['maySee']>[0],
    claimId: number,
    kind: ExpenseKind,
  ) => Promise<boolean>,
): FileSourcePolicy {
  const claimOf = async (onlyId: string) => {
    if (!/^\d{1,9}$/.test(onlyId)) return undefined;
    const [claim] = await db
      .select()
      .from(expenseClaims)
      .where(eq(expenseClaims.claimId, Number(onlyId)));
    return claim;
  };
  return {
    maySee: async (actor, onlyId) => {
      const claim = await claimOf(onlyId);
      if (!claim) return false;
      return claim.applicantId === actor.userId || mayRead(actor, claim.claimId, claim.kind);
    },
    mayChange: async (actor, onlyId) => {
      const claim = await claimOf(onlyId);
      return (
        claim !== undefined &&
        claim.applicantId === actor.userId &&
        hasPermission(actor.permissions, ADD_PERMISSION[claim.kind]) &&
        expenseActionAllowed('edit', claim.status)
      );
    },
  };
}
