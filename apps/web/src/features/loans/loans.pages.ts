import { lazy } from 'react';
import type { Page } from '../../app/page-registry.ts';

/** Staff loans and their print: the component strings the server's menus name for them (page-registry.ts). */
export const LOAN_PAGES: Record<string, Page> = {
  // Staff loans (decision 0041): my loans, finance's all loans with the balances, one loan.
  'expenses/borrowList/index': lazy(() =>
    import('./loan-list-page.tsx').then((m) => ({ default: m.MyLoansPage })),
  ),
  'expenses/borrowListAll/index': lazy(() =>
    import('./loan-list-page.tsx').then((m) => ({ default: m.AllLoansPage })),
  ),
  'borrow/borrowDetail/index': lazy(() =>
    import('./loan-detail-page.tsx').then((m) => ({ default: m.LoanDetailPage })),
  ),
  'borrow/borrowPrint/index': lazy(() =>
    import('./loan-print-page.tsx').then((m) => ({ default: m.LoanPrintPage })),
  ),
};
