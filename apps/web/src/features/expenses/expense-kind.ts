import { DAILY_EXPENSE_PERMISSIONS, EXPENSE_PERMISSIONS, type ExpenseKind } from '@venus/shared';
import { createContext, useContext } from 'react';

/**
 * What differs between a claim's pages and a daily expense's (decision 0038): the API's routes,
 * the detail page's path, the permissions and the titles. Every component is the claims' own; the
 * page sets the kind once for everything under it.
 */
export interface ExpenseKindUi {
  kind: ExpenseKind;
  base: string;
  detailPath: (title: string, claimId: number) => string;
  /** The A4 form (spec expensePrint, decision 0047). */
  printPath: (title: string, claimId: number) => string;
  add: string;
  listAll: string;
  titles: { mine: string; all: string; add: string; detail: string };
}

const detailOf = (root: string) => (title: string, claimId: number) =>
  `${root}/${encodeURIComponent(title || String(claimId))}?id=${claimId}`;

export const EXPENSE_KIND_UI: Record<ExpenseKind, ExpenseKindUi> = {
  claim: {
    kind: 'claim',
    base: '/hankun/expenses',
    detailPath: detailOf('/v2/expenses/expenseDetail'),
    printPath: detailOf('/v2/expenses/expensePrint'),
    add: EXPENSE_PERMISSIONS.add,
    listAll: EXPENSE_PERMISSIONS.listAll,
    titles: {
      mine: 'expensesUi.myTitle',
      all: 'expensesUi.allTitle',
      add: 'expensesUi.add',
      detail: 'expensesUi.detailTitle',
    },
  },
  daily: {
    kind: 'daily',
    base: '/hankun/expenses/daily',
    // Spec task code 90002 opens /expenses/dailyDetail/:title (ifAudit=y).
    detailPath: detailOf('/expenses/dailyDetail'),
    // The spec names no daily print: the claim's form under the daily pages' root (decision 0047).
    printPath: detailOf('/expenses/dailyPrint'),
    add: DAILY_EXPENSE_PERMISSIONS.add,
    listAll: DAILY_EXPENSE_PERMISSIONS.listAll,
    titles: {
      mine: 'dailyExpensesUi.myTitle',
      all: 'dailyExpensesUi.allTitle',
      add: 'dailyExpensesUi.add',
      detail: 'dailyExpensesUi.detailTitle',
    },
  },
};

export const ExpenseKindContext = createContext<ExpenseKind>('claim');

export const useExpenseKind = (): ExpenseKindUi => EXPENSE_KIND_UI[useContext(ExpenseKindContext)];
