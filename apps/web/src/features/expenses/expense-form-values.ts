import {
  EXPENSE_CURRENCY,
  type ExpenseClaimDetail,
  type ExpenseClaimDraftInput,
  expenseClaimDraftSchema,
  expenseClaimTotals,
  expenseLineAmounts,
} from '@venus/shared';

/** A line as the form holds it: text amounts, the case as its id or nothing (firm overhead). */
export interface ExpenseLineValues {
  expenseDate?: string | null;
  expenseType?: string | null;
  projectId?: number | null;
  billable?: boolean;
  amount?: string | null;
  currency?: string;
  exchangeRate?: string | null;
  taxAmount?: string | null;
  description?: string;
  receiptFileIds?: number[];
}

export interface ExpenseFormValues {
  title?: string;
  lines?: ExpenseLineValues[];
}

/** The currencies a line is offered; the claim itself is reimbursed in CNY (decision 0032). */
export const LINE_CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD', 'GBP', 'JPY'] as const;

export const newLine = (today: string): ExpenseLineValues => ({
  expenseDate: today,
  expenseType: null,
  projectId: null,
  billable: false,
  amount: '',
  currency: EXPENSE_CURRENCY,
  exchangeRate: null,
  taxAmount: '',
  description: '',
  receiptFileIds: [],
});

/** A saved draft back into the form. */
export function valuesOfClaim(claim: ExpenseClaimDetail): ExpenseFormValues {
  return {
    title: claim.title,
    lines: claim.lines.map((line) => ({
      expenseDate: line.expenseDate,
      expenseType: line.expenseType,
      projectId: line.projectId,
      billable: line.billable,
      amount: line.amount,
      currency: line.currency,
      exchangeRate: line.currency === EXPENSE_CURRENCY ? null : line.exchangeRate,
      taxAmount: line.taxAmount,
      description: line.description,
      receiptFileIds: line.receiptFileIds,
    })),
  };
}

/** What the server is sent: empty inputs left out so the shared schema's defaults and messages apply. */
export function draftPayload(values: ExpenseFormValues): unknown {
  return {
    title: values.title ?? '',
    lines: (values.lines ?? []).map((line) => ({
      expenseDate: line.expenseDate ?? '',
      expenseType: line.expenseType ?? '',
      projectId: line.projectId ?? null,
      billable: Boolean(line.projectId) && Boolean(line.billable),
      amount: line.amount ?? '',
      currency: line.currency ?? EXPENSE_CURRENCY,
      ...(line.currency && line.currency !== EXPENSE_CURRENCY && line.exchangeRate
        ? { exchangeRate: line.exchangeRate }
        : {}),
      ...(line.taxAmount ? { taxAmount: line.taxAmount } : {}),
      description: line.description ?? '',
      receiptFileIds: line.receiptFileIds ?? [],
    })),
  };
}

export type ParsedDraft =
  | { ok: true; draft: ExpenseClaimDraftInput }
  | { ok: false; issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[] };

/** The form checked by the schema the server applies, so both say the same thing. */
export function parseDraft(values: ExpenseFormValues): ParsedDraft {
  const result = expenseClaimDraftSchema.safeParse(draftPayload(values));
  return result.success ? { ok: true, draft: result.data } : { ok: false, issues: result.error.issues };
}

/**
 * The lines as they are typed, in CNY by the server's own rounding (per line, half-up to the
 * cent), leaving out lines whose amount or rate is not a number yet.
 */
export function typedLineAmounts(values: ExpenseFormValues) {
  return (values.lines ?? []).flatMap((line) => {
    try {
      const foreign = line.currency && line.currency !== EXPENSE_CURRENCY;
      if (!line.amount || (foreign && !line.exchangeRate)) return [];
      return [
        {
          ...expenseLineAmounts({
            amount: line.amount,
            taxAmount: line.taxAmount || '0',
            currency: line.currency ?? EXPENSE_CURRENCY,
            exchangeRate: line.exchangeRate || '1',
          }),
          billable: Boolean(line.billable),
          projectId: line.projectId ?? null,
        },
      ];
    } catch {
      return [];
    }
  });
}

/** The claim's total as it is typed. */
export function liveTotal(values: ExpenseFormValues): string {
  return expenseClaimTotals(typedLineAmounts(values)).total;
}

/** The inputs an antd `onValuesChange` names (`{ lines: [, { amount }] }` → ['lines', 1, 'amount']). */
export function changedInputs(changed: {
  title?: string;
  lines?: (ExpenseLineValues | undefined)[];
}): (string | number)[][] {
  const paths: (string | number)[][] = [];
  if ('title' in changed) paths.push(['title']);
  for (const [index, line] of (changed.lines ?? []).entries()) {
    if (!line) continue;
    for (const key of Object.keys(line)) paths.push(['lines', index, key]);
  }
  return paths;
}
