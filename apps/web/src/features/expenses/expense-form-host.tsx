import { lazy, Suspense } from 'react';
import { ExpenseKindContext } from './expense-kind.ts';
import { expenseFormDialog } from './open-expense-form.ts';

const ExpenseFormDialog = lazy(() =>
  import('./expense-form-dialog.tsx').then((m) => ({ default: m.ExpenseFormDialog })),
);

/**
 * Mounted once in the shell: importing it registers the quick-start opener, and the form's code
 * loads only when someone opens it.
 */
export function ExpenseFormHost() {
  const request = expenseFormDialog.useRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ExpenseKindContext.Provider value={request.kind ?? 'claim'}>
        <ExpenseFormDialog request={request} onClose={expenseFormDialog.close} />
      </ExpenseKindContext.Provider>
    </Suspense>
  );
}
