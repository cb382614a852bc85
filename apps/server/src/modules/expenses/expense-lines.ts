import {
  CASE_STATUS,
  type ExpenseLineInput,
  expenseClaimTotals,
  expenseLineAmounts,
  receiptRequired,
} from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest, conflict } from '../../platform/http/app-error.ts';
import type { ExpenseCollaborators } from './expenses.collaborators.ts';
import type { expenseLines } from './expenses.tables.ts';

type LineRow = typeof expenseLines.$inferSelect;
type LineInsert = typeof expenseLines.$inferInsert;

const OPEN_CASE_STATUSES: readonly number[] = [CASE_STATUS.active, CASE_STATUS.closingAudit];

/**
 * The claim's lines from the applicant's input, priced by the server: each case open and seen by
 * the applicant, each type in the dictionary and allowed on its case, each receipt a file of
 * this claim. Field errors name the line (`lines.2.projectId`).
 */
export async function buildExpenseLines(
  tx: Executor,
  ctx: SignedInContext,
  claimId: number,
  input: readonly ExpenseLineInput[],
  deps: Pick<ExpenseCollaborators, 'cases' | 'expenseTypes' | 'claimFileIds'>,
): Promise<Omit<LineInsert, 'claimId'>[]> {
  const types = await deps.expenseTypes(tx);
  const needsFiles = input.some((line) => line.receiptFileIds.length > 0);
  const claimFiles = new Set(needsFiles ? await deps.claimFileIds(claimId, tx) : []);
  const caseIds = [...new Set(input.flatMap((line) => (line.projectId ? [line.projectId] : [])))];
  const cases = await deps.cases.casesByIds(caseIds, tx);
  const allowedTypes = new Map<number, string[]>();
  for (const projectId of caseIds)
    allowedTypes.set(projectId, await deps.cases.expenseTypesOf(projectId, tx));
  const lines: Omit<LineInsert, 'claimId'>[] = [];
  for (const [index, line] of input.entries()) {
    const field = (name: string) => `lines.${index}.${name}`;
    const type = types.get(line.expenseType);
    if (!type) throw badRequest('expense.unknownType', {}, field('expenseType'));
    if (line.projectId) {
      const kase = cases.get(line.projectId);
      if (!kase || !(await deps.cases.canView(ctx, line.projectId, tx))) {
        throw badRequest('expense.caseNotFound', {}, field('projectId'));
      }
      if (!OPEN_CASE_STATUSES.includes(kase.status))
        throw conflict('expense.caseNotOpen', {}, field('projectId'));
      const allowed = allowedTypes.get(line.projectId) ?? [];
      if (allowed.length > 0 && !allowed.includes(line.expenseType)) {
        throw badRequest('expense.typeNotAllowed', {}, field('expenseType'));
      }
    }
    if (line.receiptFileIds.some((id) => !claimFiles.has(id))) {
      throw badRequest('expense.receiptNotOfClaim', {}, field('receiptFileIds'));
    }
    const exchangeRate = line.currency === 'CNY' ? '1' : line.exchangeRate!;
    lines.push({
      orderNum: index,
      expenseDate: line.expenseDate,
      expenseType: line.expenseType,
      expenseCode: type.code,
      projectId: line.projectId ?? null,
      billable: line.billable,
      amount: line.amount,
      currency: line.currency,
      exchangeRate,
      taxAmount: line.taxAmount,
      ...expenseLineAmounts({ ...line, exchangeRate }),
      description: line.description,
      receiptFileIds: [...new Set(line.receiptFileIds)],
    });
  }
  return lines;
}

export function claimTotalsOf(lines: readonly Pick<LineRow, 'amountCny' | 'taxCny' | 'billable'>[]) {
  return { lineCount: lines.length, ...expenseClaimTotals(lines) };
}

/** Before a submission: lines there, and a receipt (still a current file of the claim) where required. */
export function assertSubmittable(
  lines: readonly LineRow[],
  claimFiles: ReadonlySet<number>,
  threshold: string,
): void {
  if (lines.length === 0) throw conflict('expense.noLines');
  for (const [index, line] of lines.entries()) {
    const receipts = line.receiptFileIds.filter((id) => claimFiles.has(id));
    if (receiptRequired(line.amountCny, threshold) && receipts.length === 0) {
      throw conflict(
        'expense.receiptRequired',
        { threshold, line: index + 1 },
        `lines.${index}.receiptFileIds`,
      );
    }
  }
}
