import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { moneySchema } from '../money/money.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';
import { CASE_STAGES, RESTART_STATUSES } from './case-status.rules.ts';

/** Dictionary `hk_party_role`: the role of a party to a case. */
export const PARTY_ROLE = {
  client: '1',
  adverse: '2',
  related: '3',
  third: '4',
  opposingCounsel: '5',
} as const;
export const PARTY_ROLES = Object.values(PARTY_ROLE);
/** Dictionary `hk_team_role`: the role of a person in a case team. */
export const TEAM_ROLE = { partner: '1', lead: '2', member: '3', secretary: '4' } as const;
export const TEAM_ROLES = Object.values(TEAM_ROLE);
/** Dictionary `hk_fee_type`. */
export const FEE_TYPE = { hourly: '1', fixed: '2', capped: '3', contingency: '4', retainer: '5' } as const;

export const CASE_NAME_MAX = 200;
const text = (max: number) => z.string().trim().max(max).default('');
const dictValue = z.string().trim().min(1).max(20);
const id = recordIdSchema;
const names = z.array(z.string().trim().min(1).max(CASE_NAME_MAX)).max(20).default([]);

export const casePartySchema = z.strictObject({
  role: z.enum(PARTY_ROLES as [string, ...string[]]),
  name: z.string().trim().min(1).max(CASE_NAME_MAX),
  formerNames: names,
  aliases: names,
  registrationNumber: text(40),
});
export type CasePartyInput = z.infer<typeof casePartySchema>;

export const caseMemberSchema = z.strictObject({
  userId: id,
  role: z.enum(TEAM_ROLES as [string, ...string[]]),
  /** The member's hourly rate on this case, when the fee is hourly and it differs from the level's. */
  hourlyRate: moneySchema.nullable().default(null),
});
export type CaseMemberInput = z.infer<typeof caseMemberSchema>;

/** A case application as the applicant fills it in (spec /project/settle). */
export const caseSchema = z
  .strictObject({
    nameCn: z.string().trim().min(1, { message: 'case.nameRequired' }).max(CASE_NAME_MAX),
    nameEn: text(CASE_NAME_MAX),
    clientId: id,
    officeId: id,
    practiceArea: dictValue,
    projectType: dictValue,
    category: dictValue.default('1'),
    description: text(2000),
    parties: z.array(casePartySchema).max(100).default([]),
    team: z.array(caseMemberSchema).min(1).max(100),
    feeType: z.enum(Object.values(FEE_TYPE) as [string, ...string[]]),
    feeAmount: moneySchema.nullable().default(null),
    /** Contingency share in percent, two decimals. */
    contingencyRate: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$|^100$/, { message: 'case.invalidRate' })
      .nullable()
      .default(null),
    currency: z.string().trim().length(3),
    budget: moneySchema.nullable().default(null),
    restricted: z.boolean().default(false),
    relatedProjectIds: z.array(id).max(50).default([]),
    remark: text(2000),
  })
  .superRefine((value, ctx) => {
    const partners = value.team.filter((member) => member.role === TEAM_ROLE.partner);
    if (partners.length !== 1) ctx.addIssue({ code: 'custom', path: ['team'], message: 'case.onePartner' });
    const seen = new Set<number>();
    value.team.forEach((member, index) => {
      if (seen.has(member.userId))
        ctx.addIssue({ code: 'custom', path: ['team', index, 'userId'], message: 'case.memberTwice' });
      seen.add(member.userId);
    });
    const needsAmount = [FEE_TYPE.fixed, FEE_TYPE.capped, FEE_TYPE.retainer] as string[];
    if (needsAmount.includes(value.feeType) && value.feeAmount === null)
      ctx.addIssue({ code: 'custom', path: ['feeAmount'], message: 'case.feeAmountRequired' });
    if (value.feeType === FEE_TYPE.contingency && value.contingencyRate === null)
      ctx.addIssue({ code: 'custom', path: ['contingencyRate'], message: 'case.rateRequired' });
  });
export type CaseInput = z.infer<typeof caseSchema>;

export const caseUpdateSchema = z.strictObject({ projectId: id, project: caseSchema });
export type CaseUpdateInput = z.infer<typeof caseUpdateSchema>;

/** Lists of cases: my cases (`list`), all cases (`listAll`) and the audit lists (a status range). */
export const caseListQuerySchema = pageQuerySchema(['number', 'createdAt', 'status']).extend({
  keyword: z.string().trim().max(64).default(''),
  stage: z.enum(CASE_STAGES as [string, ...string[]]).optional(),
  statusFrom: z.coerce.number().int().min(0).max(99).optional(),
  statusTo: z.coerce.number().int().min(0).max(99).optional(),
  clientId: id.optional(),
  practiceArea: z.string().trim().max(20).optional(),
  /** The focus of the counts and lists: every case I may see, or only mine. */
  focus: z.enum(['all', 'mine']).default('all'),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

/** How the applicant answers a conflict hit; the pre-check auditor reads the answers. */
export const HIT_ANSWERS = ['notSameParty', 'noConflict', 'waiverObtained'] as const;
export type HitAnswer = (typeof HIT_ANSWERS)[number];

export const hitAnswerSchema = z.strictObject({
  hitId: id,
  answer: z.enum(HIT_ANSWERS),
  note: z.string().trim().min(1, { message: 'conflict.noteRequired' }).max(1000),
});
export type HitAnswerInput = z.infer<typeof hitAnswerSchema>;

/** Run a conflict check: over a saved case's parties and client, or over names typed ad hoc. */
export const conflictCheckSchema = z
  .strictObject({
    projectId: id.optional(),
    names: z
      .array(
        z.strictObject({ name: z.string().trim().min(1).max(CASE_NAME_MAX), registrationNumber: text(40) }),
      )
      .max(100)
      .default([]),
  })
  .refine((value) => value.projectId !== undefined || value.names.length > 0, {
    path: ['names'],
    message: 'conflict.nothingToCheck',
  });
export type ConflictCheckInput = z.infer<typeof conflictCheckSchema>;

/** Send the application to pre-check audit with the answers to the latest check's hits. */
export const settleCaseSchema = z.strictObject({
  projectId: id,
  checkId: id,
  answers: z.array(hitAnswerSchema).max(1000).default([]),
});
export type SettleCaseInput = z.infer<typeof settleCaseSchema>;

/**
 * The closing checklist's items, in the order the checklist shows them: first what is still
 * pending (time drafts and submissions, bills not issued, approvals under way), which a closed
 * case would leave stranded; then what is owed or kept (issue 27 item 10).
 */
export const CLOSING_CHECKS = [
  'pendingTime',
  'unissuedBills',
  'openApprovals',
  'unbilledTime',
  'filesArchived',
  'unissuedInvoices',
  'openReceivables',
  'openLoans',
] as const;
export type ClosingCheck = (typeof CLOSING_CHECKS)[number];

/** Ask to close a case; a failed checklist item may be overridden with a reason (audited). */
export const closeCaseSchema = z.strictObject({
  projectId: id,
  reason: z.string().trim().min(1).max(1000),
  overrides: z
    .array(z.strictObject({ check: z.enum(CLOSING_CHECKS), reason: z.string().trim().min(1).max(500) }))
    .max(CLOSING_CHECKS.length)
    .default([]),
});
export type CloseCaseInput = z.infer<typeof closeCaseSchema>;

export const restartCaseSchema = z.strictObject({
  projectId: id,
  status: z.union(RESTART_STATUSES.map((status) => z.literal(status)) as [z.ZodLiteral<0>, z.ZodLiteral<20>]),
  reason: z.string().trim().min(1).max(1000),
});
export type RestartCaseInput = z.infer<typeof restartCaseSchema>;

export const caseFlagSchema = z.strictObject({ projectId: id, value: z.boolean() });
export const readyForSettlementSchema = z.strictObject({ notifyAll: z.boolean().default(false) });

export const caseRemarkSchema = z.strictObject({ projectId: id, remark: z.string().trim().max(2000) });
/** When and how the team wants to be reminded to bill (spec editBillRemind), free text. */
export const billRemindSchema = z.strictObject({ projectId: id, billRemind: z.string().trim().max(500) });

/** The expense types that may be claimed against a case (spec expenseType); none means every type. */
export const caseExpenseTypesSchema = z.strictObject({
  projectId: id,
  expenseTypes: z
    .array(dictValue)
    .max(50)
    .refine((types) => new Set(types).size === types.length, { message: 'case.expenseTypeTwice' }),
});
export type CaseExpenseTypesInput = z.infer<typeof caseExpenseTypesSchema>;

/** The case's expense budget in CNY (spec /project/budget, decision 0044); null removes the limit. */
export const caseExpenseBudgetSchema = z.strictObject({
  projectId: id,
  expenseBudget: moneySchema.nullable(),
});
export type CaseExpenseBudgetInput = z.infer<typeof caseExpenseBudgetSchema>;

/** A new team for an open case (spec resetProjectLawyer): still exactly one responsible partner. */
export const caseTeamSchema = z
  .strictObject({ projectId: id, team: z.array(caseMemberSchema).min(1).max(100) })
  .superRefine((value, ctx) => {
    if (value.team.filter((member) => member.role === TEAM_ROLE.partner).length !== 1)
      ctx.addIssue({ code: 'custom', path: ['team'], message: 'case.onePartner' });
    if (new Set(value.team.map((member) => member.userId)).size !== value.team.length)
      ctx.addIssue({ code: 'custom', path: ['team'], message: 'case.memberTwice' });
  });
export type CaseTeamInput = z.infer<typeof caseTeamSchema>;

/**
 * The team corrects or adds to an open case's parties (issue 27 item 9): the whole list as it
 * should be, and why. New names are checked for conflicts; hits go to the partner first.
 */
export const casePartiesChangeSchema = z.strictObject({
  projectId: id,
  parties: z.array(casePartySchema).max(100),
  reason: z.string().trim().min(1, { message: 'case.partyChangeReasonRequired' }).max(500),
});
export type CasePartiesChangeInput = z.infer<typeof casePartiesChangeSchema>;

/** The files source number of a case's files (clients use 2). */
export const CASE_FILE_SOURCE = 1;

/** The type of a case's closing-archive files among its files (source 1); the panel's own files have ''. */
export const CASE_END_FILE_TYPE = 'end';

/**
 * An administrator corrects an open case's descriptive fields without a new approval (spec
 * editProject). Only the fields sent change; the wall (`restricted`), the client, the team and the
 * fee arrangement are not descriptive and change elsewhere or through a new application.
 */
export const caseEditSchema = z
  .strictObject({
    projectId: id,
    nameCn: z.string().trim().min(1, { message: 'case.nameRequired' }).max(CASE_NAME_MAX).optional(),
    nameEn: z.string().trim().max(CASE_NAME_MAX).optional(),
    practiceArea: dictValue.optional(),
    projectType: dictValue.optional(),
    category: dictValue.optional(),
    description: z.string().trim().max(2000).optional(),
    currency: z.string().trim().length(3).optional(),
    budget: moneySchema.nullable().optional(),
  })
  .refine((value) => Object.keys(value).some((key) => key !== 'projectId'), {
    path: ['projectId'],
    message: 'case.nothingToEdit',
  });
export type CaseEditInput = z.infer<typeof caseEditSchema>;

/**
 * A dated progress note added to the case's history (spec remarkSave: the field keeps the call's
 * name), unlike editRemark, which replaces the case's single remark.
 */
export const caseNoteSchema = z.strictObject({
  projectId: id,
  remark: z.string().trim().min(1, { message: 'case.noteRequired' }).max(2000),
});
export type CaseNoteInput = z.infer<typeof caseNoteSchema>;

/** Whether a person may record time on a case now (spec workChecker); the caller by default. */
export const workCheckerQuerySchema = z.object({ projectId: id, userId: id.optional() });
