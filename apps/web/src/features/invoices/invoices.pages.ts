import { lazy } from 'react';
import type { Page } from '../../app/page-registry.ts';

/** Tax invoices: the component strings the server's menus name for them (page-registry.ts). */
export const INVOICE_PAGES: Record<string, Page> = {
  // Tax invoices (decision 0039): my cases' invoices, finance's audit list, one invoice.
  'hankun/billInvoice/index': lazy(() =>
    import('./invoice-list-page.tsx').then((m) => ({ default: m.MyInvoicesPage })),
  ),
  'report/audit/invoice/list/index': lazy(() =>
    import('./invoice-list-page.tsx').then((m) => ({ default: m.AllInvoicesPage })),
  ),
  // Each bill's recorded invoices against the money allocated to it (decision 0061).
  'report/audit/invoice/receipt/list/index': lazy(() =>
    import('./invoice-reconciliation-page.tsx').then((m) => ({ default: m.InvoiceReconciliationPage })),
  ),
  'invoice/detail/index': lazy(() =>
    import('./invoice-detail-page.tsx').then((m) => ({ default: m.InvoiceDetailPage })),
  ),
};
