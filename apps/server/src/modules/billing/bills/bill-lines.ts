import {
  type BillManualLineInput,
  type BillTaxMode,
  type BillTimeLineInput,
  type BillTotals,
  billLineMoney,
  billTotals,
  decimalText,
  toDecimal,
} from '@venus/shared';
import type { BillableTime } from './bills.collaborators.ts';
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
  for (const line of input.manual) {
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
