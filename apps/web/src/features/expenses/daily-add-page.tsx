import { useEffect } from 'react';
import { MyDailyExpensesPage } from './expense-list-page.tsx';
import { openExpenseForm } from './open-expense-form.ts';

/**
 * Spec quick-start /v2/expenses/DailyAdd (hankun:expenses:dailyAdd): my daily expenses with a new
 * one's form open, so the person sees where it lands once saved (decision 0038).
 */
export function DailyAddPage() {
  useEffect(() => {
    openExpenseForm(undefined, 'daily');
  }, []);
  return <MyDailyExpensesPage />;
}
