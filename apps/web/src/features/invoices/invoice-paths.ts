/**
 * The invoice pages (spec §2 billOpenInvoice, billInvoice, billInvoiceDetail, invoice/detail,
 * report/audit/invoice/list; decision 0039): task 60000 opens billOpenInvoice/:title?id=<invoice>;
 * the lists open invoice/detail/:title?id=, titled by the bill's number.
 */
export const MY_INVOICES_PATH = '/bill/billInvoice';
export const ALL_INVOICES_PATH = '/report/audit/invoice/list';
export const invoiceDetailPath = (title: string, invoiceId: number) =>
  `/invoice/detail/${encodeURIComponent(title)}?id=${invoiceId}`;
