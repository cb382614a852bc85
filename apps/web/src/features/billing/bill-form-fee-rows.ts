import {
  type BillDetail,
  type BillFeeTerms,
  capAdjustment,
  contingencyFee,
  FEE_TYPE,
  toDecimal,
} from '@venus/shared';
import type { DraftFields, PricedLine } from './bill-form-values.ts';

/**
 * What the bill form takes from the case's fee arrangement (decision 0045): the milestones ticked
 * and the outcomes typed for a contingency fee. Amounts shown here are previews by the shared rules;
 * the server takes the milestone's amount and the arrangement's percentage itself on save.
 */
export interface FeeLineState {
  milestoneIds: ReadonlySet<number>;
  /** One contingency line per outcome, as typed. */
  outcomes: readonly string[];
}

export const NO_FEE_LINES: FeeLineState = { milestoneIds: new Set(), outcomes: [] };

/** A milestone offered to the bill: the ones no other bill holds, and the ones this draft holds. */
export interface MilestoneRow {
  milestoneId: number;
  name: string;
  amount: string;
  dueDate: string | null;
}

/** What a saved draft holds of the arrangement: its milestones and its outcomes. */
export function feeLinesOfBill(bill: BillDetail | undefined): FeeLineState {
  if (!bill) return NO_FEE_LINES;
  const live = bill.lines.filter((line) => !line.released);
  return {
    milestoneIds: new Set(live.flatMap((line) => (line.milestoneId === null ? [] : [line.milestoneId]))),
    outcomes: live.flatMap((line) =>
      line.kind === 'contingency' && line.outcomeAmount !== null ? [line.outcomeAmount] : [],
    ),
  };
}

/** An outcome the shared rule can read (positive, at most two decimals), or null. */
export function readableOutcome(text: string): string | null {
  const trimmed = text.trim().replaceAll(',', '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed) || toDecimal(trimmed).lte(0)) return null;
  return trimmed;
}

/** The fee a typed outcome gives at the arrangement's percentage; null when none can be read. */
export function contingencyPreview(terms: BillFeeTerms | undefined, outcome: string): string | null {
  const readable = readableOutcome(outcome);
  if (!readable || !terms?.contingencyRate) return null;
  return contingencyFee(readable, terms.contingencyRate);
}

/** The ticked milestones and the outcomes as priced lines, for the totals shown while typing. */
export function feeItems(
  terms: BillFeeTerms | undefined,
  milestones: readonly MilestoneRow[],
  state: FeeLineState,
): PricedLine[] {
  const picked: PricedLine[] = milestones
    .filter((row) => state.milestoneIds.has(row.milestoneId))
    .map((row) => ({ kind: 'milestone', units: '1', unitCost: row.amount, adjustment: '0.00' }));
  const contingent: PricedLine[] = state.outcomes.flatMap((outcome) => {
    const fee = contingencyPreview(terms, outcome);
    return fee ? [{ kind: 'contingency' as const, units: '1', unitCost: fee, adjustment: '0.00' }] : [];
  });
  return [...picked, ...contingent];
}

/**
 * A capped arrangement's adjustment as the server will apply it: what this bill's fees and the
 * case's charged bills pass the cap by; null when under it or the case is not capped.
 */
export function capPreview(terms: BillFeeTerms | undefined, feeTotal: string): PricedLine | null {
  if (terms?.feeType !== FEE_TYPE.capped || terms.amount === null) return null;
  const adjustment = capAdjustment({ cap: terms.amount, billedBefore: terms.billedFees, thisBill: feeTotal });
  if (toDecimal(adjustment).isZero()) return null;
  return { kind: 'feeAdjustment', units: '1', unitCost: '0.00', adjustment };
}

/** What the draft sends of the arrangement; the server computes every amount from it. */
export function feePayload(
  state: FeeLineState,
  taxRate: string,
): Pick<DraftFields, 'milestoneLines' | 'contingencyLines'> {
  const plain = { description: '', taxRate, adjustment: '0.00', adjustmentKind: null, adjustmentReason: '' };
  return {
    milestoneLines: [...state.milestoneIds].map((milestoneId) => ({ milestoneId, ...plain })),
    // Sent as typed: an unreadable one comes back with the server's message.
    contingencyLines: state.outcomes
      .filter((outcome) => outcome.trim() !== '')
      .map((outcome) => ({ outcomeAmount: outcome.trim().replaceAll(',', ''), lineDate: null, ...plain })),
  };
}
