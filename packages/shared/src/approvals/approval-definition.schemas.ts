import { z } from 'zod';
import { approvalConditionSchema } from './approval-condition.rules.ts';

/**
 * Who approves a step (issue 6): named people, everyone of a role, the case's responsible
 * partner, the applicant's department head, finance or HR — or a rule on the record choosing
 * between two of these (e.g. "above 50,000 the managing partner, else the department head").
 */
const directApproverSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('user'), userIds: z.array(z.number().int().positive()).min(1).max(20) }),
  z.strictObject({
    type: z.literal('role'),
    roleKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z][\w-]{0,63}$/, { message: 'validation.invalid' }),
  }),
  z.strictObject({ type: z.literal('casePartner') }),
  z.strictObject({ type: z.literal('departmentHead') }),
  z.strictObject({ type: z.literal('finance') }),
  z.strictObject({ type: z.literal('hr') }),
  // The custodian of the seal a request names (seals, decision 0057): the record's `custodianId`.
  z.strictObject({ type: z.literal('sealCustodian') }),
]);
export type DirectApprover = z.infer<typeof directApproverSchema>;

export const approverRuleSchema = z.union([
  directApproverSchema,
  z.strictObject({
    type: z.literal('rule'),
    when: approvalConditionSchema,
    ifTrue: directApproverSchema,
    ifFalse: directApproverSchema.optional(),
  }),
]);
export type ApproverRule = z.infer<typeof approverRuleSchema>;

/** All of a step's approvers must agree, or any one of them decides for the step. */
export const APPROVAL_MODES = ['any', 'all'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

export const approvalStepSchema = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-zA-Z0-9-]{0,31}$/, { message: 'validation.invalid' }),
  name: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().max(80).default(''),
  /** The task-type code its tasks carry: it decides where the task centre opens them (spec §2). */
  taskCode: z.number().int().positive().max(9_999_999),
  approvers: approverRuleSchema,
  mode: z.enum(APPROVAL_MODES).default('any'),
  /** The step runs only when this holds on the record; otherwise it is skipped. */
  when: approvalConditionSchema.optional(),
});
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

export const BUSINESS_TYPE_PATTERN = /^[a-z][a-z0-9-]{1,39}(:[a-z0-9-]{1,40})?$/;

export const approvalDefinitionSchema = z
  .strictObject({
    businessType: z.string().trim().regex(BUSINESS_TYPE_PATTERN, { message: 'validation.invalid' }),
    name: z.string().trim().min(1).max(50),
    nameEn: z.string().trim().max(80).default(''),
    steps: z.array(approvalStepSchema).min(1).max(20),
  })
  .superRefine((definition, ctx) => {
    const seen = new Set<string>();
    definition.steps.forEach((step, index) => {
      if (seen.has(step.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'key'],
          message: 'approvals.duplicateStepKey',
        });
      }
      seen.add(step.key);
    });
  });
export type ApprovalDefinitionInput = z.infer<typeof approvalDefinitionSchema>;
