import type { ExpenseClaimDetail, ExpenseKind } from '@venus/shared';
import { createDialogStore } from '../../components/dialog-store.ts';
import { registerQuickStartDialog } from '../home/quick-start-dialogs.ts';

/** A new claim (no claim) or a draft / sent-back claim to edit. */
export interface ExpenseFormRequest {
  claim?: ExpenseClaimDetail;
  /** A claim, or a daily expense (decision 0038): the same form without the case. */
  kind?: ExpenseKind;
}

/** Spec §2 "Expense add opens as a dialog": one host in the shell, opened from any page. */
export const expenseFormDialog = createDialogStore<ExpenseFormRequest>();

export const openExpenseForm = (claim?: ExpenseClaimDetail, kind: ExpenseKind = 'claim') =>
  expenseFormDialog.open(claim ? { claim, kind } : { kind });

// The home tile 费用报销 (hankun:expenses:add) opens it (decision 0009's dialog openers).
registerQuickStartDialog('expenseAdd', () => openExpenseForm());
