import { z } from 'zod';
import { expenseClaimDetailView } from './expense.views.ts';
import { loanDetailView } from './loan.views.ts';

/**
 * What a printed claim or loan shows beyond its record (spec expensePrint, borrowPrint; decision
 * 0047): the firm's letterhead, the applicant's department, the amount in Chinese capitals
 * (the bill's own `capitalAmount`) and the approval trail with who decided and when.
 */
export const printFirmView = z.object({ nameCn: z.string(), nameEn: z.string() });

/** One decided step of the approval: submitted, approved, sent back, rejected, paid… */
export const printTrailLineView = z.object({
  action: z.string(),
  stepName: z.string(),
  stepNameEn: z.string(),
  actorName: z.string(),
  comment: z.string(),
  at: z.string(),
});
export type PrintTrailLine = z.infer<typeof printTrailLineView>;

const printCommon = {
  firm: printFirmView,
  departmentName: z.string(),
  /** 大写: the total in Chinese capitals, e.g. 人民币壹仟贰佰叁拾肆元伍角陆分. */
  capitalAmount: z.string(),
  trail: z.array(printTrailLineView),
  printedAt: z.string(),
};

export const expensePrintView = z.object({
  ...printCommon,
  claim: expenseClaimDetailView,
  /** Distinct receipt files attached to the claim. */
  receiptCount: z.number(),
});
export type ExpensePrint = z.infer<typeof expensePrintView>;

export const loanPrintView = z.object({ ...printCommon, loan: loanDetailView });
export type LoanPrint = z.infer<typeof loanPrintView>;
