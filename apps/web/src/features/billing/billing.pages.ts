import { lazy } from 'react';
import type { Page } from '../../app/page-registry.ts';

/** Bills, the rate card, fee agreements, receipts and receivables: the component strings the server's menus name for them (page-registry.ts). */
export const BILLING_PAGES: Record<string, Page> = {
  // Bills (issue 19, decision 0030): the two menu lists under 账单管理 and one bill.
  'hankun/billList/index': lazy(() =>
    import('./bill-list-page.tsx').then((m) => ({ default: m.MyBillsPage })),
  ),
  'hankun/billListAll/index': lazy(() =>
    import('./bill-list-page.tsx').then((m) => ({ default: m.AllBillsPage })),
  ),
  // The firm's rate card (decision 0046): 账单管理 › 费率表, also opened from 全部账单.
  'hankun/levelRate/index': lazy(() =>
    import('./rate-card/rate-card-page.tsx').then((m) => ({ default: m.RateCardPage })),
  ),
  'lawyerfee/lawyerDetail/index': lazy(() =>
    import('./arrangements/fee-agreement-detail-page.tsx').then((m) => ({
      default: m.FeeAgreementDetailPage,
    })),
  ),
  'bill/billDetail/index': lazy(() =>
    import('./bill-detail-page.tsx').then((m) => ({ default: m.BillDetailPage })),
  ),
  // Receipts and receivables (decision 0035): finance's menu lists, one receipt, recording one.
  'hankun/billReceiptView/index': lazy(() =>
    import('./receipt-list-page.tsx').then((m) => ({ default: m.ReceiptListPage })),
  ),
  'hankun/receivables/index': lazy(() =>
    import('./receivables-page.tsx').then((m) => ({ default: m.ReceivablesPage })),
  ),
  'receipt/detail/index': lazy(() =>
    import('./receipt-detail-page.tsx').then((m) => ({ default: m.ReceiptDetailPage })),
  ),
  'bill/billReceiptV2/index': lazy(() =>
    import('./receipt-form-page.tsx').then((m) => ({ default: m.ReceiptFormPage })),
  ),
  // Bills (issue 19, decision 0030): the form of a new bill and of a draft.
  'bill/billAdd/index': lazy(() => import('./bill-form-page.tsx').then((m) => ({ default: m.BillAddPage }))),
  'bill/billEdit/index': lazy(() =>
    import('./bill-form-page.tsx').then((m) => ({ default: m.BillEditPage })),
  ),
};
