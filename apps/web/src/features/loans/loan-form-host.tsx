import { lazy, Suspense } from 'react';
import { loanFormDialog } from './open-loan-form.ts';

const LoanFormDialog = lazy(() =>
  import('./loan-form-dialog.tsx').then((m) => ({ default: m.LoanFormDialog })),
);

/** Mounted once in the shell: importing it registers the quick-start opener. */
export function LoanFormHost() {
  const request = loanFormDialog.useRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LoanFormDialog request={request} onClose={loanFormDialog.close} />
    </Suspense>
  );
}
