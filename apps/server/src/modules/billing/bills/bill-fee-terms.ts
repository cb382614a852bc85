import { type BillFeeTerms, decimalText, FEE_TYPE, formatMoney, toDecimal } from '@venus/shared';
import { and, asc, desc, eq, inArray, isNotNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import type { ArrangementCaseTerms } from '../arrangements/arrangements.collaborators.ts';
import { feeArrangements, feeMilestones } from '../arrangements/arrangements.tables.ts';
import { billLines, bills } from './bills.tables.ts';

/** A case's summary terms (the intake's), for a case whose arrangement was never changed. */
export type CaseTermsOf = (projectId: number, tx: Executor) => Promise<ArrangementCaseTerms | undefined>;

/** Bills whose fees count against a cap: every bill but drafts and cancelled ones. */
const NOT_CHARGED = ['draft', 'cancelled'] as const;

/**
 * What a bill of a case may take from its fee arrangement (decision 0045): the version in force on
 * the day (the intake's terms when the case never changed them), the milestones no other live
 * bill line holds, and the fees the case's other bills charged (for a cap).
 */
export async function billFeeTerms(
  tx: Executor,
  input: { projectId: number; day: string; billId?: number | undefined; caseTerms: CaseTermsOf },
): Promise<BillFeeTerms> {
  const terms = await termsInForce(tx, input);
  return {
    ...terms,
    milestones:
      terms.feeType === FEE_TYPE.fixed ? await openMilestones(tx, input.projectId, input.billId) : [],
    billedFees: await billedFees(tx, input.projectId, input.billId),
  };
}

/** The arrangement version in force on the day, or the intake's terms when there is none. */
async function termsInForce(
  tx: Executor,
  input: { projectId: number; day: string; caseTerms: CaseTermsOf },
): Promise<Omit<BillFeeTerms, 'milestones' | 'billedFees'>> {
  const [inForce] = await tx
    .select()
    .from(feeArrangements)
    .where(and(eq(feeArrangements.projectId, input.projectId), lte(feeArrangements.effectiveFrom, input.day)))
    .orderBy(desc(feeArrangements.effectiveFrom), desc(feeArrangements.version))
    .limit(1);
  const intake = inForce ? undefined : await input.caseTerms(input.projectId, tx);
  return inForce
    ? {
        feeType: inForce.feeType,
        currency: inForce.currency,
        amount: inForce.amount,
        contingencyRate: inForce.contingencyRate,
        contingencyBasis: inForce.contingencyBasis,
      }
    : {
        feeType: intake?.feeType ?? FEE_TYPE.hourly,
        currency: intake?.currency ?? 'CNY',
        amount: intake?.feeAmount ?? null,
        contingencyRate: intake?.contingencyRate ?? null,
        contingencyBasis: '',
      };
}

/** The case's milestones no live line of another bill holds (this bill's own are open to it). */
export async function openMilestones(tx: Executor, projectId: number, billId?: number) {
  const rows = await tx
    .select({
      milestoneId: feeMilestones.milestoneId,
      name: feeMilestones.name,
      amount: feeMilestones.amount,
      dueDate: feeMilestones.dueDate,
    })
    .from(feeMilestones)
    .where(eq(feeMilestones.projectId, projectId))
    .orderBy(asc(feeMilestones.orderNum), asc(feeMilestones.milestoneId));
  if (rows.length === 0) return [];
  const held = await tx
    .select({ milestoneId: billLines.milestoneId })
    .from(billLines)
    .where(
      and(
        inArray(
          billLines.milestoneId,
          rows.map((row) => row.milestoneId),
        ),
        isNotNull(billLines.milestoneId),
        eq(billLines.released, false),
        billId === undefined ? undefined : ne(billLines.billId, billId),
      ),
    );
  const heldIds = new Set(held.map((row) => row.milestoneId));
  return rows.filter((row) => !heldIds.has(row.milestoneId));
}

/** Net fees of the case's charged bills other than this one (a partial credit note does not give fees back). */
async function billedFees(tx: Executor, projectId: number, billId?: number): Promise<string> {
  const rows = await tx
    .select({ feeTotal: bills.feeTotal })
    .from(bills)
    .where(
      and(
        eq(bills.projectId, projectId),
        notInArray(bills.status, [...NOT_CHARGED]),
        billId === undefined ? undefined : ne(bills.billId, billId),
      ),
    );
  return decimalText(
    rows.reduce((sum, row) => sum.plus(toDecimal(row.feeTotal)), toDecimal(0)),
    2,
  );
}

/**
 * A capped case's bill sent for approval fits what the cap leaves (decision 0045). Each draft takes
 * the cap off against the case's bills charged when it was saved, so two drafts saved side by side
 * could pass the cap together: the sending counts the charged bills again, one sending per case
 * at a time (a second one waits for the first to commit and then counts it).
 */
export async function assertWithinCap(
  tx: Executor,
  input: {
    projectId: number;
    billId: number;
    feeTotal: string;
    currency: string;
    day: string;
    caseTerms: CaseTermsOf;
  },
): Promise<void> {
  const terms = await termsInForce(tx, input);
  const fee = toDecimal(input.feeTotal);
  if (terms.feeType !== FEE_TYPE.capped || terms.amount === null || !fee.gt(0)) return;
  // Only a capped case's sendings wait for each other; the others neither lock nor count.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hk_bill.cap'), ${input.projectId})`);
  const billed = await billedFees(tx, input.projectId, input.billId);
  if (toDecimal(billed).plus(fee).lte(toDecimal(terms.amount))) return;
  throw conflict('bill.capPassed', {
    currency: input.currency,
    cap: formatMoney(terms.amount),
    billed: formatMoney(billed),
    fee: formatMoney(input.feeTotal),
  });
}
