import type { LoanDetail } from '@venus/shared';
import { createDialogStore } from '../../components/dialog-store.ts';
import { registerQuickStartDialog } from '../home/quick-start-dialogs.ts';

/** A new loan (no loan) or a draft / sent-back one to edit (spec borrowEdit, a dialog). */
export interface LoanFormRequest {
  loan?: LoanDetail;
}

export const loanFormDialog = createDialogStore<LoanFormRequest>();

export const openLoanForm = (loan?: LoanDetail) => loanFormDialog.open(loan ? { loan } : {});

// The home tile 借款申请 (expenses:borrow:add) opens it (decision 0009's dialog openers).
registerQuickStartDialog('borrowAdd', () => openLoanForm());
