import type { InvoiceDetailView, InvoiceOptionsView } from '@venus/shared';
import { count, eq } from 'drizzle-orm';
import { billsHarness } from '../bills/bills.test-harness.ts';
import { invoices } from './invoices.tables.ts';

/**
 * Tax invoices through HTTP (decision 0039) on the bills harness: guojing (on the case team)
 * requests, lvjianhua (finance) records and reverses, hezhenyu is on none of the cases.
 */
export function invoicesHarness() {
  const harness = billsHarness();
  const { call, succeed } = harness;

  const options = async (billId: number) =>
    (await succeed('guojing', 'GET', `/hankun/invoice/options/${billId}`)).data as InvoiceOptionsView;
  const detail = async (invoiceId: number, who = 'guojing') =>
    (await succeed(who, 'GET', `/hankun/invoice/${invoiceId}`)).data as InvoiceDetailView;
  async function request(billId: number, amount: string, who = 'guojing'): Promise<InvoiceDetailView> {
    const { titles } = await options(billId);
    return (
      await succeed(who, 'POST', '/hankun/invoice', {
        billId,
        invoiceTitleId: titles[0]!.invoiceTitleId,
        invoiceType: 'vatSpecial',
        amount,
      })
    ).data as InvoiceDetailView;
  }
  const invoiceCount = async (billId: number) =>
    (await harness.t().db.select({ n: count() }).from(invoices).where(eq(invoices.billId, billId)))[0]!.n;
  const record = (invoiceId: number, invoiceNumber: string, extra: object = {}) =>
    call('lvjianhua', 'POST', '/hankun/invoice/record', {
      invoiceId,
      invoiceNumber,
      invoiceDate: '2026-03-18',
      ...extra,
    });
  let numbers = 0;
  /** A number no other invoice of this run has (the numbers are unique firm-wide). */
  const uniqueNumber = () => {
    numbers += 1;
    return `2431${process.pid}${String(numbers).padStart(4, '0')}`;
  };
  return { ...harness, options, detail, request, invoiceCount, record, uniqueNumber };
}
