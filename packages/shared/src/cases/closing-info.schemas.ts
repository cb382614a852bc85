import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { moneySchema } from '../money/money.schemas.ts';
import { CASE_TYPE } from './case-number.rules.ts';
import {
  advisoryInfoSchema,
  arbitrationInfoSchema,
  litigationInfoSchema,
} from './closing-outcome.schemas.ts';

/**
 * Closing information (spec closingMergerAdd / closingVcpeAdd / closingFundAdd and their
 * Override pages): the deal facts a firm reports to league tables and keeps for its credentials,
 * filed when a transactional case closes (decision 0025); and how a lawsuit, an arbitration or
 * a piece of advice ended (issue 27 item 8, closing-outcome.schemas.ts).
 */
export const CLOSING_INFO_KINDS = [
  'merger',
  'vcpe',
  'fund',
  'litigation',
  'arbitration',
  'advisory',
] as const;
export type ClosingInfoKind = (typeof CLOSING_INFO_KINDS)[number];

/**
 * The closing information a case files, by its type: a lawsuit its judgment, an arbitration its
 * award, a transaction its deal facts (or advice when it was no deal), a retainer or a special
 * project the advice given. A type an administrator adds later files advice.
 */
export function closingInfoKindsFor(projectType: string): readonly ClosingInfoKind[] {
  switch (projectType) {
    case CASE_TYPE.litigation:
      return ['litigation'];
    case CASE_TYPE.arbitration:
      return ['arbitration'];
    case CASE_TYPE.transactional:
      return ['merger', 'vcpe', 'fund', 'advisory'];
    default:
      return ['advisory'];
  }
}

const isoDate = z.string().refine(isIsoDate, { message: 'dateRange.invalidDate' });
const optionalDate = z.union([z.literal(''), isoDate]).default('');
const name = z.string().trim().min(1).max(200);
const names = z.array(name).max(30);
const currency = z.string().trim().length(3);

/** Signing may not follow closing. */
function datesInOrder(value: { signingDate: string; closingDate: string }, ctx: z.RefinementCtx): void {
  if (value.signingDate && value.closingDate && value.closingDate < value.signingDate)
    ctx.addIssue({ code: 'custom', path: ['closingDate'], message: 'closingInfo.closingBeforeSigning' });
}

export const MERGER_DEAL_TYPES = [
  'acquisition',
  'merger',
  'jointVenture',
  'assetPurchase',
  'restructuring',
] as const;
export const MERGER_ROLES = ['buyer', 'seller', 'target', 'financier', 'other'] as const;

export const mergerInfoSchema = z
  .strictObject({
    dealType: z.enum(MERGER_DEAL_TYPES),
    target: name,
    counterparties: names.min(1),
    firmRole: z.enum(MERGER_ROLES),
    dealValue: moneySchema.nullable().default(null),
    currency,
    stake: z
      .string()
      .trim()
      .regex(/^(100|\d{1,2}(\.\d{1,2})?)$/, { message: 'closingInfo.invalidStake' })
      .nullable()
      .default(null),
    crossBorder: z.boolean().default(false),
    listedTarget: z.boolean().default(false),
    signingDate: isoDate,
    closingDate: optionalDate,
  })
  .superRefine(datesInOrder);

export const VCPE_ROUNDS = [
  'seed',
  'angel',
  'seriesA',
  'seriesB',
  'seriesC',
  'seriesD',
  'preIpo',
  'growth',
  'buyout',
] as const;
export const VCPE_ROLES = ['company', 'leadInvestor', 'coInvestor', 'founder', 'other'] as const;

export const vcpeInfoSchema = z
  .strictObject({
    company: name,
    round: z.enum(VCPE_ROUNDS),
    investors: names.min(1),
    leadInvestor: z.string().trim().max(200).default(''),
    firmRole: z.enum(VCPE_ROLES),
    investmentAmount: moneySchema,
    currency,
    postMoneyValuation: moneySchema.nullable().default(null),
    signingDate: isoDate,
    closingDate: optionalDate,
  })
  .superRefine(datesInOrder);

export const FUND_TYPES = [
  'privateEquity',
  'ventureCapital',
  'realEstate',
  'infrastructure',
  'credit',
  'fundOfFunds',
] as const;
export const FUND_ROLES = ['fundCounsel', 'investorCounsel', 'gpCounsel', 'other'] as const;

export const fundInfoSchema = z
  .strictObject({
    fundName: name,
    fundType: z.enum(FUND_TYPES),
    generalPartner: name,
    domicile: z.string().trim().min(1).max(100),
    fundSize: moneySchema,
    currency,
    firmRole: z.enum(FUND_ROLES),
    investorCount: z.number().int().min(0).max(100_000).nullable().default(null),
    signingDate: isoDate,
    closingDate: optionalDate,
  })
  .superRefine(datesInOrder);

export const closingInfoSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('merger'),
    projectId: recordIdSchema,
    info: mergerInfoSchema,
  }),
  z.strictObject({
    kind: z.literal('vcpe'),
    projectId: recordIdSchema,
    info: vcpeInfoSchema,
  }),
  z.strictObject({
    kind: z.literal('fund'),
    projectId: recordIdSchema,
    info: fundInfoSchema,
  }),
  z.strictObject({ kind: z.literal('litigation'), projectId: recordIdSchema, info: litigationInfoSchema }),
  z.strictObject({ kind: z.literal('arbitration'), projectId: recordIdSchema, info: arbitrationInfoSchema }),
  z.strictObject({ kind: z.literal('advisory'), projectId: recordIdSchema, info: advisoryInfoSchema }),
]);
export type ClosingInfoInput = z.infer<typeof closingInfoSchema>;
export type MergerInfo = z.infer<typeof mergerInfoSchema>;
export type VcpeInfo = z.infer<typeof vcpeInfoSchema>;
export type FundInfo = z.infer<typeof fundInfoSchema>;

export const closingInfoView = z.object({
  projectId: z.number(),
  kind: z.enum(CLOSING_INFO_KINDS),
  info: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
  updatedBy: z.number().nullable(),
});
