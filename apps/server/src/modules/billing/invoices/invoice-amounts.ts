import { BILL_OPEN, type DecimalInput, decimalText, toDecimal } from '@venus/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import type { BillRecord } from '../bills/bill-access.ts';
import { invoices } from './invoices.tables.ts';

/**
 * What a bill may still be invoiced for (decision 0039): its total less credit notes less what
 * is requested or recorded and not reversed. Red-letter rows are left out: the reversed invoice
 * no longer counts, so its red letter must not count again.
 */
export async function invoiceableLeft(tx: Executor, bill: BillRecord): Promise<string> {
  const [row] = await tx
    .select({ committed: sql<string>`coalesce(sum(${invoices.amount}), 0)::text` })
    .from(invoices)
    .where(
      and(
        eq(invoices.billId, bill.billId),
        inArray(invoices.status, ['requested', 'issued']),
        isNull(invoices.reversesInvoiceId),
      ),
    );
  const left = toDecimal(bill.total)
    .minus(toDecimal(bill.creditedTotal))
    .minus(toDecimal(row?.committed ?? '0'));
  return decimalText(left.isNegative() ? toDecimal(0) : left, 2);
}

/** Refuses a request on a bill not open, or over what the bill may still take (bill row locked). */
export async function assertInvoiceable(tx: Executor, bill: BillRecord, amount: DecimalInput): Promise<void> {
  if (!BILL_OPEN.includes(bill.status)) throw conflict('invoice.billNotOpen', { status: bill.status });
  const left = await invoiceableLeft(tx, bill);
  if (toDecimal(amount).gt(toDecimal(left))) {
    throw conflict('invoice.overAvailable', { available: left, currency: bill.currency }, 'amount');
  }
}

/** The tax in a gross amount, in the bill's proportion (as a credit note takes it), and its rate. */
export function taxOf(bill: BillRecord, amount: DecimalInput): { taxAmount: string; taxRate: string } {
  const total = toDecimal(bill.total);
  const tax = toDecimal(bill.taxTotal);
  if (total.isZero()) return { taxAmount: '0.00', taxRate: '0' };
  const net = total.minus(tax);
  return {
    taxAmount: decimalText(toDecimal(amount).times(tax).dividedBy(total).toDecimalPlaces(2), 2),
    taxRate: net.isZero() ? '0' : decimalText(tax.dividedBy(net).toDecimalPlaces(6), 6),
  };
}
