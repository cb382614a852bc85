import { type DecimalInput, decimalText, type ExactDecimal, toDecimal } from '../money/exact-decimal.ts';

/** A case's expense budget and what its claims already come to, in CNY (decision 0044). */
export interface CaseExpenseBudgetState {
  expenseBudget: string | null;
  expenseSpent: string;
  expensePending: string;
}

export interface ExpenseBudgetOverrun {
  budget: string;
  /** Approved and paid, plus in approval, plus this claim when it is not counted yet. */
  after: string;
  over: string;
}

/**
 * Whether a claim would take its case past the expense budget: spent + pending (+ the claim's own
 * lines on the case, unless it is in approval and so already pending). Null when no budget is set
 * or the budget holds. A warning for the applicant and the approvers, never a refusal.
 */
export function expenseBudgetOverrun(
  state: CaseExpenseBudgetState,
  claimOnCase: DecimalInput,
  claimAlreadyPending: boolean,
): ExpenseBudgetOverrun | null {
  if (state.expenseBudget === null) return null;
  const budget = toDecimal(state.expenseBudget);
  let after = toDecimal(state.expenseSpent).plus(toDecimal(state.expensePending));
  if (!claimAlreadyPending) after = after.plus(toDecimal(claimOnCase));
  if (after.lte(budget)) return null;
  return {
    budget: decimalText(budget, 2),
    after: decimalText(after, 2),
    over: decimalText(after.minus(budget), 2),
  };
}

/** The CNY amounts of a claim's lines summed per case; lines on no case are the firm's overheads. */
export function claimAmountsByCase(
  lines: readonly { projectId: number | null | undefined; amountCny: DecimalInput }[],
): Map<number, string> {
  const sums = new Map<number, ExactDecimal>();
  for (const line of lines) {
    if (!line.projectId) continue;
    sums.set(line.projectId, (sums.get(line.projectId) ?? toDecimal(0)).plus(toDecimal(line.amountCny)));
  }
  return new Map([...sums].map(([projectId, sum]) => [projectId, decimalText(sum, 2)]));
}
