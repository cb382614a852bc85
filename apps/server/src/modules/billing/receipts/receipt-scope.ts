import { and, eq, inArray, isNull, notExists, notInArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { bills } from '../bills/bills.tables.ts';
import { receiptAllocations, receipts } from './receipts.tables.ts';

/**
 * Receipts the person may see: none held for, or ever allocated to a bill of, a walled case they
 * are outside of (a reversed allocation still tells that the client paid that case).
 */
export function receiptsOutside(tx: Executor, hiddenCaseIds: readonly number[]): SQL | undefined {
  if (hiddenCaseIds.length === 0) return undefined;
  const hidden = [...hiddenCaseIds];
  return and(
    or(isNull(receipts.projectId), notInArray(receipts.projectId, hidden)),
    notExists(
      tx
        .select({ one: receiptAllocations.allocationId })
        .from(receiptAllocations)
        .innerJoin(bills, eq(bills.billId, receiptAllocations.billId))
        .where(and(eq(receiptAllocations.receiptId, receipts.receiptId), inArray(bills.projectId, hidden))),
    ),
  );
}
