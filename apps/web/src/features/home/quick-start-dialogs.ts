/**
 * Spec §2: "Expense add and borrow add open as dialogs". The expenses feature, when it is built,
 * registers its dialog openers here at load (`registerQuickStartDialog('expenseAdd', open)`);
 * until a tile's opener is registered, home shows that tile as not yet available (decision 0009).
 */
export type QuickStartDialogId = 'expenseAdd' | 'borrowAdd';

const openers = new Map<string, () => void>();

export function registerQuickStartDialog(id: QuickStartDialogId, open: () => void): () => void {
  openers.set(id, open);
  return () => {
    if (openers.get(id) === open) openers.delete(id);
  };
}

export function quickStartDialogOf(id: string): (() => void) | undefined {
  return openers.get(id);
}
