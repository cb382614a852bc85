import { type BillLine, type BillLineKind, sumDecimals, toFixedDecimal } from '@venus/shared';

export type BillLineGroupKind =
  | 'time'
  | 'milestones'
  | 'contingency'
  | 'fees'
  | 'disbursements'
  | 'adjustments';

export interface BillLineGroup {
  kind: BillLineGroupKind;
  /** For time, the timekeeper's name; '' otherwise. */
  timekeeper: string;
  lines: BillLine[];
  /** The sum of the lines' amounts (before tax), as the bill's totals add them. */
  subtotal: string;
}

const GROUP_OF: Record<BillLineKind, BillLineGroupKind> = {
  time: 'time',
  milestone: 'milestones',
  contingency: 'contingency',
  manualFee: 'fees',
  disbursement: 'disbursements',
  feeAdjustment: 'adjustments',
  expenseAdjustment: 'adjustments',
};
const ORDER: readonly BillLineGroupKind[] = [
  'time',
  'milestones',
  'contingency',
  'fees',
  'disbursements',
  'adjustments',
];

/**
 * A bill's lines as its page shows them (decision 0030): time by timekeeper, a fixed fee's
 * milestones and contingency fees (decision 0045), then the other fees, the disbursements and the whole-bill adjustments; lines given back by a whole credit
 * note are left out (they stay on the bill for history only).
 */
export function groupBillLines(lines: readonly BillLine[]): BillLineGroup[] {
  const groups = new Map<string, BillLine[]>();
  const live = lines.filter((line) => !line.released);
  for (const line of [...live].sort((a, b) => a.orderNum - b.orderNum || a.lineId - b.lineId)) {
    const kind = GROUP_OF[line.kind];
    const key = `${kind}\u0000${kind === 'time' ? line.timekeeperName : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return (
    [...groups.entries()]
      .map(([key, grouped]) => {
        const [kind, timekeeper] = key.split('\u0000') as [BillLineGroupKind, string];
        return {
          kind,
          timekeeper,
          lines: grouped,
          subtotal: toFixedDecimal(sumDecimals(grouped.map((line) => line.amount)), 2),
        };
      })
      // Timekeepers stay in the order of their first line on the bill, as the preparer put them.
      .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind))
  );
}

/** How many lines a whole credit note gave back (shown as a note under the lines). */
export const releasedCount = (lines: readonly BillLine[]) => lines.filter((line) => line.released).length;
