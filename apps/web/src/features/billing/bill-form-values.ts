import {
  type BillAdjustmentKind,
  type BillDetail,
  type BillDraftInput,
  type BillLineKind,
  type BillManualLineInput,
  type BillTaxMode,
  type BillTotals,
  billLineMoney,
  billTotals,
  DEFAULT_VAT_RATE,
  decimalText,
  ExactDecimal,
  type FieldError,
  toDecimal,
} from '@venus/shared';
import type { ExpenseRow } from './bill-form-expense-rows.ts';
import type { TimeRow } from './bill-form-time-rows.ts';

/**
 * The bill form's values and the rules between them and the server (decision 0030): what the
 * draft sends, the totals shown while typing (the shared rules the server applies on save), and
 * where the server's field errors land. Pure, so the page only wires them.
 */

/** An adjustment as typed: a magnitude signed by its kind, or a percentage of what it adjusts. */
export interface AdjustmentValues {
  kind: BillAdjustmentKind;
  amount?: string;
  percent?: string;
  reason: string;
}

export interface ManualLineValues {
  kind: 'manualFee' | 'disbursement';
  lineDate?: string | null;
  description: string;
  units?: string;
  amount: string;
  adjustment?: AdjustmentValues | null;
}

/** A whole-bill adjustment of the fees or of the disbursements. */
export interface BillAdjustmentValues extends AdjustmentValues {
  target: 'fees' | 'disbursements';
}

export interface BillFormValues {
  billingContactId?: number | null;
  invoiceTitleId?: number | null;
  periodFrom?: string | null;
  periodTo?: string | null;
  language: 'cn' | 'en';
  taxMode: BillTaxMode;
  taxRate: string;
  paymentTermsDays: number;
  narrative?: string;
  lines?: ManualLineValues[];
  adjustments?: BillAdjustmentValues[];
}

export const NEW_BILL_VALUES: BillFormValues = {
  language: 'cn',
  taxMode: 'exclusive',
  taxRate: DEFAULT_VAT_RATE,
  paymentTermsDays: 30,
  narrative: '',
  lines: [],
  adjustments: [],
};

/** The choices of VAT for legal services; exempt is 0. */
export const VAT_RATES = ['0.06', '0.03', '0.01', '0'] as const;

const LOWERING: readonly BillAdjustmentKind[] = ['discount', 'writeDown'];
const RAISING: readonly BillAdjustmentKind[] = ['writeUp'];

/** Whether the kind's amount is typed with its sign (a cap or a fixed fee may go either way). */
export const isSignedKind = (kind: BillAdjustmentKind) => !LOWERING.includes(kind) && !RAISING.includes(kind);

function readable(text: string | null | undefined): ExactDecimal | null {
  try {
    return text === undefined || text === null || text.trim() === '' ? null : toDecimal(text.trim());
  } catch {
    return null;
  }
}

const centsOf = (value: ExactDecimal) => value.toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP);

/**
 * The signed adjustment to a base amount: a discount or write-down lowers it, a write-up raises
 * it, whatever sign was typed; a percentage is of the base, rounded half-up to the cent.
 */
export function adjustmentAmount(adjustment: AdjustmentValues | null | undefined, base: string): string {
  if (!adjustment) return '0.00';
  const percent = readable(adjustment.percent);
  const typed = percent ? toDecimal(base).times(percent).dividedBy(100) : readable(adjustment.amount);
  if (!typed) return '0.00';
  const rounded = centsOf(typed);
  if (LOWERING.includes(adjustment.kind)) return decimalText(rounded.abs().negated(), 2);
  if (RAISING.includes(adjustment.kind)) return decimalText(rounded.abs(), 2);
  return decimalText(rounded, 2);
}

/** units × unit cost to the cent, before any adjustment: what a line's percentage is of. */
export function lineBase(units: string, unitCost: string): string {
  const value = (readable(units) ?? new ExactDecimal(0)).times(readable(unitCost) ?? 0);
  return decimalText(centsOf(value), 2);
}

export interface PricedLine {
  kind: BillLineKind;
  units: string;
  unitCost: string;
  adjustment: string;
}

function priced(lines: readonly PricedLine[], taxMode: BillTaxMode, taxRate: string) {
  return lines.map((line) => ({ kind: line.kind, ...billLineMoney({ ...line, taxRate }, taxMode) }));
}

const safeUnits = (text: string | undefined) => (readable(text) ? (text ?? '1').trim() : '1');
const safeMoney = (text: string | undefined) => {
  const value = readable(text);
  return value ? decimalText(value, 2) : '0.00';
};

/** The lines the bill holds before its whole-bill adjustments, priced as the server prices them. */
function lineItems(
  values: BillFormValues,
  time: readonly TimeRow[],
  timeAdjustments: AdjustmentMap,
  expenses: readonly ExpenseRow[],
  fees: readonly PricedLine[] = [],
) {
  const timeLines: PricedLine[] = time.map((row) => ({
    kind: 'time',
    units: row.hours,
    unitCost: row.rate,
    adjustment: adjustmentAmount(timeAdjustments.get(row.worklogId), lineBase(row.hours, row.rate)),
  }));
  const manual: PricedLine[] = (values.lines ?? []).map((line) => {
    const units = safeUnits(line.units);
    const unitCost = safeMoney(line.amount);
    return {
      kind: line.kind,
      units,
      unitCost,
      adjustment: adjustmentAmount(line.adjustment, lineBase(units, unitCost)),
    };
  });
  const expenseLines: PricedLine[] = expenses.map((row) => ({
    kind: 'disbursement',
    units: '1',
    unitCost: row.amountCny,
    adjustment: '0.00',
  }));
  return [...timeLines, ...expenseLines, ...fees, ...manual];
}

export type AdjustmentMap = ReadonlyMap<number, AdjustmentValues>;

/** Each whole-bill adjustment's signed amount, a percentage taken of the adjusted lines' sum. */
export function billAdjustmentAmounts(
  values: BillFormValues,
  time: readonly TimeRow[],
  timeAdjustments: AdjustmentMap,
  expenses: readonly ExpenseRow[] = [],
  fees: readonly PricedLine[] = [],
): string[] {
  const items = lineItems(values, time, timeAdjustments, expenses, fees);
  const sumOf = (fees: boolean) =>
    items
      .filter((item) => (item.kind === 'disbursement') !== fees)
      .reduce(
        (sum, item) =>
          sum.plus(toDecimal(lineBase(item.units, item.unitCost))).plus(toDecimal(item.adjustment)),
        new ExactDecimal(0),
      );
  return (values.adjustments ?? []).map((adjustment) =>
    adjustmentAmount(adjustment, decimalText(sumOf(adjustment.target === 'fees'), 2)),
  );
}

/** The totals the server will store, computed with the same shared rules while the form changes. */
export function liveTotals(
  values: BillFormValues,
  time: readonly TimeRow[],
  timeAdjustments: AdjustmentMap,
  expenses: readonly ExpenseRow[] = [],
  /** Milestones and contingency fees (bill-form-fee-rows.ts), and a cap's adjustment last. */
  fees: readonly PricedLine[] = [],
): BillTotals {
  const bare = fees.filter((line) => line.kind !== 'feeAdjustment');
  const cap = fees.filter((line) => line.kind === 'feeAdjustment');
  const amounts = billAdjustmentAmounts(values, time, timeAdjustments, expenses, bare);
  const whole: PricedLine[] = (values.adjustments ?? []).map((adjustment, index) => ({
    kind: adjustment.target === 'fees' ? 'feeAdjustment' : 'expenseAdjustment',
    units: '1',
    unitCost: '0.00',
    adjustment: amounts[index] ?? '0.00',
  }));
  const taxRate = readable(values.taxRate) ? values.taxRate : '0';
  return billTotals(
    priced(
      [...lineItems(values, time, timeAdjustments, expenses, bare), ...whole, ...cap],
      values.taxMode,
      taxRate,
    ),
  );
}

export type DraftFields = Omit<BillDraftInput, 'projectId'>;

/**
 * What the draft sends: the picked time and expenses, the manual lines, then the whole-bill
 * adjustments (of the disbursements priced here: `pricedExpenses`, none in a foreign currency).
 */
export function draftPayload(
  values: BillFormValues,
  time: readonly TimeRow[],
  timeAdjustments: AdjustmentMap,
  describe: (adjustment: BillAdjustmentValues) => string,
  expenses: { picked: readonly ExpenseRow[]; priced: readonly ExpenseRow[] } = { picked: [], priced: [] },
  fees: readonly PricedLine[] = [],
): DraftFields {
  const taxRate = values.taxRate;
  const adjustmentOf = (adjustment: AdjustmentValues | null | undefined, base: string) => {
    const amount = adjustmentAmount(adjustment, base);
    return amount === '0.00' || !adjustment
      ? { adjustment: '0.00', adjustmentKind: null, adjustmentReason: '' }
      : { adjustment: amount, adjustmentKind: adjustment.kind, adjustmentReason: adjustment.reason.trim() };
  };
  const manual: BillManualLineInput[] = (values.lines ?? []).map((line) => {
    const units = safeUnits(line.units);
    return {
      kind: line.kind,
      lineDate: line.lineDate || null,
      description: line.description?.trim() ?? '',
      units,
      unitCost: line.amount ?? '',
      taxRate,
      taskCode: '',
      activityCode: '',
      expenseCode: '',
      ...adjustmentOf(line.adjustment, lineBase(units, safeMoney(line.amount))),
    };
  });
  const amounts = billAdjustmentAmounts(values, time, timeAdjustments, expenses.priced, fees);
  const whole: BillManualLineInput[] = (values.adjustments ?? []).map((adjustment, index) => ({
    kind: adjustment.target === 'fees' ? 'feeAdjustment' : 'expenseAdjustment',
    lineDate: null,
    description: describe(adjustment),
    units: '1',
    unitCost: '0.00',
    taxRate,
    taskCode: '',
    activityCode: '',
    expenseCode: '',
    adjustment: amounts[index] ?? '0.00',
    adjustmentKind: adjustment.kind,
    adjustmentReason: adjustment.reason?.trim() ?? '',
  }));
  return {
    periodFrom: values.periodFrom || null,
    periodTo: values.periodTo || null,
    billingContactId: values.billingContactId ?? null,
    invoiceTitleId: values.invoiceTitleId ?? null,
    language: values.language,
    taxMode: values.taxMode,
    paymentTermsDays: values.paymentTermsDays,
    groupBy: 'timekeeper',
    narrative: values.narrative?.trim() ?? '',
    timeLines: time.map((row) => ({
      worklogId: row.worklogId,
      description: '',
      taxRate,
      ...adjustmentOf(timeAdjustments.get(row.worklogId), lineBase(row.hours, row.rate)),
    })),
    expenseLines: expenses.picked.map((row) => ({
      expenseLineId: row.expenseLineId,
      description: '',
      taxRate,
      adjustment: '0.00',
      adjustmentKind: null,
      adjustmentReason: '',
    })),
    lines: [...manual, ...whole],
  };
}

/** An adjustment as stored, shown as typed: a magnitude unless its kind carries the sign. */
function typedAdjustment(kind: BillAdjustmentKind, amount: string, reason: string): AdjustmentValues {
  const value = toDecimal(amount);
  return { kind, amount: decimalText(isSignedKind(kind) ? value : value.abs(), 2), reason };
}

/** A saved draft back in the form: its header, the time it holds, its lines and adjustments. */
export function valuesOfBill(bill: BillDetail): {
  values: BillFormValues;
  held: TimeRow[];
  heldExpenses: ExpenseRow[];
  timeAdjustments: Map<number, AdjustmentValues>;
} {
  const live = bill.lines.filter((line) => !line.released);
  const timeAdjustments = new Map<number, AdjustmentValues>();
  const held: TimeRow[] = [];
  const heldExpenses: ExpenseRow[] = [];
  const lines: ManualLineValues[] = [];
  const adjustments: BillAdjustmentValues[] = [];
  for (const line of live) {
    const adjusted = line.adjustmentKind && !toDecimal(line.adjustment).isZero();
    const adjustment =
      adjusted && line.adjustmentKind
        ? typedAdjustment(line.adjustmentKind, line.adjustment, line.adjustmentReason)
        : null;
    if (line.worklogId !== null) {
      held.push({
        worklogId: line.worklogId,
        userId: line.timekeeperId,
        timekeeperName: line.timekeeperName,
        workDate: line.lineDate ?? '',
        hours: line.units,
        rate: line.unitCost,
        narrative: line.description,
      });
      if (adjustment) timeAdjustments.set(line.worklogId, adjustment);
    } else if (line.expenseLineId !== null) {
      // Billed from an expense claim: picked again, never resent as a typed disbursement.
      heldExpenses.push({
        expenseLineId: line.expenseLineId,
        expenseDate: line.lineDate ?? '',
        description: line.description,
        amountCny: line.unitCost,
      });
    } else if (line.adjustmentKind === 'cap') {
      // The arrangement's cap is the server's own line, computed again on every save.
    } else if (line.kind === 'feeAdjustment' || line.kind === 'expenseAdjustment') {
      adjustments.push({
        ...(adjustment ?? { kind: 'discount', amount: '0.00', reason: line.adjustmentReason }),
        target: line.kind === 'feeAdjustment' ? 'fees' : 'disbursements',
      });
    } else if (line.kind === 'manualFee' || line.kind === 'disbursement') {
      lines.push({
        kind: line.kind,
        lineDate: line.lineDate,
        description: line.description,
        units: line.units,
        amount: line.unitCost,
        adjustment,
      });
    }
  }
  const values: BillFormValues = {
    billingContactId: bill.billingContactId,
    invoiceTitleId: bill.invoiceTitleId,
    periodFrom: bill.periodFrom,
    periodTo: bill.periodTo,
    language: bill.language,
    taxMode: bill.taxMode,
    // One rate for the bill; a stored 0.060000 is the choice 0.06.
    taxRate: live[0] ? toDecimal(live[0].taxRate).toString() : DEFAULT_VAT_RATE,
    paymentTermsDays: bill.paymentTermsDays,
    narrative: bill.narrative,
    lines,
    adjustments,
  };
  return { values, held, heldExpenses, timeAdjustments };
}

/** Whether a period's end is not before its start (either may be open), as the server requires. */
export function periodInOrder(from: string | null | undefined, to: string | null | undefined): boolean {
  return !from || !to || from <= to;
}

/**
 * The server's field errors as the form names its inputs: the draft's `lines` are the manual
 * lines followed by the whole-bill adjustments, whose amount is the adjustment itself.
 */
export function formErrorsOf(errors: readonly FieldError[], manualCount: number): FieldError[] {
  return errors.map((error) => {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(error.field);
    if (!match) return error;
    const index = Number(match[1]);
    const field = match[2] ?? '';
    if (index < manualCount) {
      const renamed = field === 'unitCost' ? 'amount' : field;
      return { ...error, field: `lines.${index}.${renamed}` };
    }
    const renamed =
      { adjustment: 'amount', adjustmentKind: 'kind', adjustmentReason: 'reason' }[field] ?? field;
    return { ...error, field: `adjustments.${index - manualCount}.${renamed}` };
  });
}
