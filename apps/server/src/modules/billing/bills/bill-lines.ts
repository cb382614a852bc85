import {
  type BillContingencyLineInput,
  type BillExpenseLineInput,
  type BillManualLineInput,
  type BillMilestoneLineInput,
  type BillTaxMode,
  type BillTimeLineInput,
  type BillTotals,
  billLineMoney,
  billTotals,
  capAdjustment,
  contingencyFee,
  decimalText,
  FEE_LINE_KINDS,
  formatMoney,
  toDecimal,
  translate,
} from '@venus/shared';
import type { BillableExpense, BillableTime } from './bills.collaborators.ts';
import type { billLines } from './bills.tables.ts';

export type NewBillLine = Omit<typeof billLines.$inferInsert, 'lineId' | 'billId'>;

/**
 * A draft's lines as the server computes them (decision 0030): time lines take hours, rate and
 * narrative from the entry as confirmed, manual lines from the preparer; every amount is the
 * shared rule's, never the client's.
 */
export function buildBillLines(input: {
  taxMode: BillTaxMode;
  defaultTaxRate: string;
  time: readonly BillableTime[];
  timeLines: readonly BillTimeLineInput[] | undefined;
  /** Approved billable expenses the draft holds, in CNY, billed at cost in the bill's currency. */
  expenses?: readonly BillableExpense[];
  expenseLines?: readonly BillExpenseLineInput[] | undefined;
  /** CNY per unit of the bill's currency. */
  exchangeRate?: string;
  /** The case's milestones the draft bills (decision 0045), each at its own amount. */
  milestones?: readonly BillMilestone[];
  milestoneLines?: readonly BillMilestoneLineInput[] | undefined;
  /** The contingency terms in force and the outcomes the lawyer gave. */
  contingency?: ContingencyTerms | null;
  contingencyLines?: readonly BillContingencyLineInput[] | undefined;
  /** The bill's language, for the narratives the server writes. */
  language?: 'cn' | 'en';
  manual: readonly BillManualLineInput[];
}): NewBillLine[] {
  const pickedOf = new Map((input.timeLines ?? []).map((line) => [line.worklogId, line]));
  const rateText = (rate: string | undefined) => decimalText(toDecimal(rate ?? input.defaultTaxRate), 6);
  const lines: NewBillLine[] = [];
  for (const entry of input.time) {
    const picked = pickedOf.get(entry.worklogId);
    const money = {
      units: entry.hours,
      unitCost: entry.rate,
      adjustment: picked?.adjustment ?? '0.00',
      taxRate: rateText(picked?.taxRate),
    };
    lines.push({
      kind: 'time',
      orderNum: lines.length,
      lineDate: entry.workDate,
      timekeeperId: entry.userId,
      description: picked?.description || entry.narrative,
      taskCode: entry.taskCode,
      activityCode: entry.activityCode,
      ...money,
      adjustmentKind: picked?.adjustmentKind ?? null,
      adjustmentReason: picked?.adjustmentReason ?? '',
      ...billLineMoney(money, input.taxMode),
      worklogId: entry.worklogId,
    });
  }
  const expensePickedOf = new Map((input.expenseLines ?? []).map((line) => [line.expenseLineId, line]));
  const rate = toDecimal(input.exchangeRate ?? '1');
  for (const expense of input.expenses ?? []) {
    const picked = expensePickedOf.get(expense.lineId);
    const money = {
      units: '1',
      unitCost: decimalText(toDecimal(expense.amountCny).div(rate), 2),
      adjustment: picked?.adjustment ?? '0.00',
      taxRate: rateText(picked?.taxRate),
    };
    lines.push({
      kind: 'disbursement',
      orderNum: lines.length,
      lineDate: expense.expenseDate,
      description: picked?.description || expense.description || expense.expenseType,
      expenseCode: expense.expenseCode,
      ...money,
      adjustmentKind: picked?.adjustmentKind ?? null,
      adjustmentReason: picked?.adjustmentReason ?? '',
      ...billLineMoney(money, input.taxMode),
      expenseLineId: expense.lineId,
    });
  }
  const milestoneOf = new Map((input.milestones ?? []).map((one) => [one.milestoneId, one]));
  for (const picked of input.milestoneLines ?? []) {
    const milestone = milestoneOf.get(picked.milestoneId);
    if (!milestone) continue;
    const money = {
      units: '1',
      unitCost: milestone.amount,
      adjustment: picked.adjustment,
      taxRate: rateText(picked.taxRate),
    };
    lines.push({
      kind: 'milestone',
      orderNum: lines.length,
      lineDate: milestone.dueDate,
      description: picked.description || milestone.name,
      ...money,
      adjustmentKind: picked.adjustmentKind ?? null,
      adjustmentReason: picked.adjustmentReason,
      ...billLineMoney(money, input.taxMode),
      milestoneId: milestone.milestoneId,
    });
  }
  const language = input.language ?? 'cn';
  for (const picked of input.contingencyLines ?? []) {
    const terms = input.contingency;
    if (!terms) continue;
    const money = {
      units: '1',
      unitCost: contingencyFee(picked.outcomeAmount, terms.rate),
      adjustment: picked.adjustment,
      taxRate: rateText(picked.taxRate),
    };
    lines.push({
      kind: 'contingency',
      orderNum: lines.length,
      lineDate: picked.lineDate ?? null,
      description:
        picked.description ||
        translate(language, 'bill.contingencyLine', {
          basis: terms.basis || translate(language, 'bill.contingencyOutcome'),
          outcome: formatMoney(picked.outcomeAmount),
          currency: terms.currency,
          // 18.50 reads 18.5 %: the percentage as agreed, not as stored.
          rate: toDecimal(terms.rate).toString(),
        }),
      ...money,
      adjustmentKind: picked.adjustmentKind ?? null,
      adjustmentReason: picked.adjustmentReason,
      ...billLineMoney(money, input.taxMode),
      outcomeAmount: picked.outcomeAmount,
      contingencyRate: terms.rate,
      contingencyBasis: terms.basis,
    });
  }
  for (const line of input.manual) {
    // The cap adjustment is the server's own: a sent one is dropped and computed again.
    if (line.adjustmentKind === 'cap') continue;
    const money = {
      units: line.units,
      unitCost: line.unitCost,
      adjustment: line.adjustment,
      taxRate: rateText(line.taxRate),
    };
    lines.push({
      kind: line.kind,
      orderNum: lines.length,
      lineDate: line.lineDate ?? null,
      description: line.description,
      taskCode: line.taskCode,
      activityCode: line.activityCode,
      expenseCode: line.expenseCode,
      ...money,
      adjustmentKind: line.adjustmentKind ?? null,
      adjustmentReason: line.adjustmentReason,
      ...billLineMoney(money, input.taxMode),
    });
  }
  return lines;
}

export interface BillMilestone {
  milestoneId: number;
  name: string;
  amount: string;
  dueDate: string | null;
}

export interface ContingencyTerms {
  /** Percent, as the arrangement keeps it (20.00 for 20 %). */
  rate: string;
  basis: string;
  currency: string;
}

/**
 * A capped arrangement's adjustment (decision 0045): when the case's charged fees and this bill's
 * pass the cap, one fee adjustment of kind `cap` takes the excess off, at the default tax rate.
 */
export function capLine(
  lines: readonly NewBillLine[],
  input: {
    cap: string;
    billedBefore: string;
    taxMode: BillTaxMode;
    defaultTaxRate: string;
    currency: string;
    language: 'cn' | 'en';
  },
): NewBillLine | null {
  const thisBill = lines
    .filter((line) => FEE_LINE_KINDS.includes(line.kind))
    .reduce((sum, line) => sum.plus(toDecimal(line.amount)), toDecimal(0));
  const adjustment = capAdjustment({
    cap: input.cap,
    billedBefore: input.billedBefore,
    thisBill: decimalText(thisBill, 2),
  });
  if (toDecimal(adjustment).isZero()) return null;
  const money = {
    units: '1',
    unitCost: '0.00',
    adjustment,
    taxRate: decimalText(toDecimal(input.defaultTaxRate), 6),
  };
  const params = {
    cap: formatMoney(input.cap),
    currency: input.currency,
    billed: formatMoney(input.billedBefore),
  };
  return {
    kind: 'feeAdjustment',
    orderNum: lines.length,
    lineDate: null,
    description: translate(input.language, 'bill.capLine', params),
    ...money,
    adjustmentKind: 'cap',
    adjustmentReason: translate(input.language, 'bill.capReason', params),
    ...billLineMoney(money, input.taxMode),
  };
}

export function totalsOf(
  lines: readonly Pick<
    NewBillLine,
    'kind' | 'amount' | 'netAmount' | 'taxAmount' | 'grossAmount' | 'released'
  >[],
  exchangeRate: string,
): BillTotals {
  return billTotals(
    lines.map((line) => ({ ...line, released: line.released ?? false })),
    exchangeRate,
  );
}
