import { z } from 'zod';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { moneySchema } from '../money/money.schemas.ts';

/**
 * Closing information of the cases that are not deals (issue 27 item 8): how a lawsuit or an
 * arbitration ended (the court or tribunal, its case number, the outcome, the date it was decided,
 * the amounts claimed and awarded, any appeal or challenge), and what a piece of non-litigation
 * advice delivered. The firm reports them as it reports deals: to rankings, to clients' panels.
 */
const isoDate = z.string().refine(isIsoDate, { message: 'dateRange.invalidDate' });
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const currency = z.string().trim().length(3);
const amount = moneySchema.nullable().default(null);

/** The instance the decision came from. */
export const LITIGATION_PROCEDURES = ['firstInstance', 'secondInstance', 'retrial', 'enforcement'] as const;
export const LITIGATION_ROLES = ['plaintiff', 'defendant', 'thirdParty', 'appellant', 'appellee'] as const;
export const ARBITRATION_ROLES = ['claimant', 'respondent'] as const;
/** How a dispute ended, from the client's side. */
export const DISPUTE_OUTCOMES = ['won', 'partlyWon', 'lost', 'settled', 'withdrawn', 'dismissed'] as const;
/** Whether the decision was taken further: an appeal, or an award's setting aside or non-enforcement. */
export const FURTHER_STEPS = ['none', 'byClient', 'byOpponent', 'byBoth'] as const;

export const litigationInfoSchema = z.strictObject({
  court: text(200),
  caseNumber: text(100),
  procedure: z.enum(LITIGATION_PROCEDURES),
  clientRole: z.enum(LITIGATION_ROLES),
  outcome: z.enum(DISPUTE_OUTCOMES),
  judgmentDate: isoDate,
  amountClaimed: amount,
  amountAwarded: amount,
  currency,
  appeal: z.enum(FURTHER_STEPS),
});

export const arbitrationInfoSchema = z.strictObject({
  tribunal: text(200),
  caseNumber: text(100),
  arbitrationSeat: optionalText(100),
  clientRole: z.enum(ARBITRATION_ROLES),
  outcome: z.enum(DISPUTE_OUTCOMES),
  awardDate: isoDate,
  amountClaimed: amount,
  amountAwarded: amount,
  currency,
  challenge: z.enum(FURTHER_STEPS),
});

export const ADVISORY_MATTERS = [
  'legalOpinion',
  'compliance',
  'dueDiligence',
  'contractReview',
  'regulatoryApproval',
  'restructuringAdvice',
  'other',
] as const;
export const ADVISORY_OUTCOMES = ['delivered', 'approved', 'partlyDelivered', 'terminated'] as const;

export const advisoryInfoSchema = z.strictObject({
  matterType: z.enum(ADVISORY_MATTERS),
  deliverables: z.array(text(200)).min(1).max(30),
  authority: optionalText(200),
  outcome: z.enum(ADVISORY_OUTCOMES),
  completionDate: isoDate,
  valueInvolved: amount,
  currency,
});

export type LitigationInfo = z.infer<typeof litigationInfoSchema>;
export type ArbitrationInfo = z.infer<typeof arbitrationInfoSchema>;
export type AdvisoryInfo = z.infer<typeof advisoryInfoSchema>;
