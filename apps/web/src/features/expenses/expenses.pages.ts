import { lazy } from 'react';
import type { Page } from '../../app/page-registry.ts';

/** Expense claims, daily expenses and their prints: the component strings the server's menus name for them (page-registry.ts). */
export const EXPENSE_PAGES: Record<string, Page> = {
  // Expense claims (issue 20, decisions 0032, 0034): the two menu lists under 费用报销 and one claim.
  'expenses/myList/index': lazy(() =>
    import('./expense-list-page.tsx').then((m) => ({ default: m.MyExpensesPage })),
  ),
  'expenses/listAll/index': lazy(() =>
    import('./expense-list-page.tsx').then((m) => ({ default: m.AllExpensesPage })),
  ),
  // Daily expenses (decision 0038): the same pages of the daily kind.
  'expenses/dailyList/index': lazy(() =>
    import('./expense-list-page.tsx').then((m) => ({ default: m.MyDailyExpensesPage })),
  ),
  'expenses/listDailyAll/index': lazy(() =>
    import('./expense-list-page.tsx').then((m) => ({ default: m.AllDailyExpensesPage })),
  ),
  'expenses/dailyDetail/index': lazy(() =>
    import('./expense-detail-page.tsx').then((m) => ({
      default: m.DailyExpenseDetailPage,
    })),
  ),
  'expenses/dailyAdd/index': lazy(() =>
    import('./daily-add-page.tsx').then((m) => ({ default: m.DailyAddPage })),
  ),
  'expenses/expenseDetail/index': lazy(() =>
    import('./expense-detail-page.tsx').then((m) => ({ default: m.ExpenseDetailPage })),
  ),
  // The A4 forms (decision 0047): a claim, a daily expense, a loan.
  'expenses/expensePrint/index': lazy(() =>
    import('./print/expense-print-page.tsx').then((m) => ({
      default: m.ExpensePrintPage,
    })),
  ),
  'expenses/dailyPrint/index': lazy(() =>
    import('./print/expense-print-page.tsx').then((m) => ({ default: m.DailyPrintPage })),
  ),
};
