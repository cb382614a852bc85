import { type DateRange, type ReceiptStatus, toDecimal } from '@venus/shared';
import type { ReceiptFilterQuery, ReceiptRow } from './receipts-api.ts';

/**
 * The receipt pages' rules without React: what the filters ask of the server and how far a
 * receipt is allocated. Pure, so the unit tests load no interface.
 */

export interface ReceiptFilters {
  keyword?: string;
  status?: ReceiptStatus;
  currency?: string;
  clientId?: number;
  unallocatedOnly?: 'true';
  /** Received within it. */
  period?: DateRange;
}

export function receiptQuery(filters: Partial<ReceiptFilters>): ReceiptFilterQuery {
  const { period, unallocatedOnly, ...rest } = filters;
  return {
    ...rest,
    ...(unallocatedOnly ? { unallocatedOnly: true } : {}),
    ...(period?.start ? { dateFrom: period.start } : {}),
    ...(period?.end ? { dateTo: period.end } : {}),
  };
}

/** How much of a receipt pays bills: none (all credit), partly, or all of it. */
export function allocationStateOf(receipt: Pick<ReceiptRow, 'amount' | 'allocatedTotal'>) {
  const allocated = toDecimal(receipt.allocatedTotal);
  if (allocated.isZero()) return 'none' as const;
  return allocated.gte(toDecimal(receipt.amount)) ? ('full' as const) : ('partly' as const);
}
