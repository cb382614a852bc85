import type { ApprovalStep } from '@venus/shared';
import type { Executor } from '../../platform/db/database.ts';
import { approvalDefinitions } from '../schema.ts';

/**
 * The firm's first workflows (decision 0018): leave goes to the applicant's department head and
 * then HR; overtime to the department head. Administrators change them in the designer, which
 * adds versions.
 */
const WORKFLOWS: readonly { businessType: string; name: string; nameEn: string; steps: ApprovalStep[] }[] = [
  {
    businessType: 'leave',
    name: '请假审批',
    nameEn: 'Leave approval',
    steps: [
      {
        key: 'head',
        name: '部门负责人审批',
        nameEn: 'Department head',
        taskCode: 31000,
        approvers: { type: 'departmentHead' },
        mode: 'any',
      },
      {
        key: 'hr',
        name: '人力资源审批',
        nameEn: 'HR',
        taskCode: 31000,
        approvers: { type: 'hr' },
        mode: 'any',
      },
    ],
  },
  {
    businessType: 'overtime',
    name: '加班审批',
    nameEn: 'Overtime approval',
    steps: [
      {
        key: 'head',
        name: '部门负责人审批',
        nameEn: 'Department head',
        taskCode: 31003,
        approvers: { type: 'departmentHead' },
        mode: 'any',
      },
    ],
  },
  // Cases (decision 0025): the responsible partner's pre-check, then the intake team opens the
  // case (the step keyed `establishment` is status 10). Administrators add pre-check steps (up
  // to five) in the designer.
  {
    businessType: 'case-application',
    name: '立案审批',
    nameEn: 'Case application',
    steps: [
      {
        key: 'partner',
        name: '负责合伙人预审',
        nameEn: 'Responsible partner pre-check',
        taskCode: 1202,
        approvers: { type: 'casePartner' },
        mode: 'any',
      },
      {
        key: 'establishment',
        name: '正式立案',
        nameEn: 'Formal establishment',
        taskCode: 1205,
        approvers: { type: 'role', roleKey: 'admin' },
        mode: 'any',
      },
    ],
  },
  // Billing (decision 0030): the responsible partner confirms that a receipt is their client's.
  {
    businessType: 'receipt',
    name: '收款确认',
    nameEn: 'Receipt confirmation',
    steps: [
      {
        key: 'partner',
        name: '负责合伙人确认收款',
        nameEn: 'Responsible partner confirms the receipt',
        taskCode: 130001,
        approvers: { type: 'casePartner' },
        mode: 'any',
      },
    ],
  },
  {
    businessType: 'case-closing',
    name: '结案审批',
    nameEn: 'Case closing',
    steps: [
      {
        key: 'partner',
        name: '负责合伙人审核',
        nameEn: 'Responsible partner',
        taskCode: 1209,
        approvers: { type: 'casePartner' },
        mode: 'any',
      },
      {
        key: 'finance',
        name: '财务审核',
        nameEn: 'Finance',
        taskCode: 1210,
        approvers: { type: 'finance' },
        mode: 'any',
      },
    ],
  },
  // Time (decision 0026): the case's responsible partner confirms a timekeeper's submission; a
  // partner's own time skips the step (nobody approves themselves) and is confirmed at once.
  {
    businessType: 'worklog',
    name: '工时确认',
    nameEn: 'Time confirmation',
    steps: [
      {
        key: 'partner',
        name: '负责合伙人确认工时',
        nameEn: 'Responsible partner confirms the hours',
        taskCode: 130000,
        approvers: { type: 'casePartner' },
        mode: 'any',
      },
    ],
  },
  // Bills (decision 0030): the responsible partner, then finance for bills of 1,000,000 CNY and
  // more; credit notes and write-offs go to finance.
  {
    businessType: 'bill',
    name: '账单审批',
    nameEn: 'Bill approval',
    steps: [
      {
        key: 'partner',
        name: '负责合伙人审核账单',
        nameEn: 'Responsible partner reviews the bill',
        taskCode: 1601,
        approvers: { type: 'casePartner' },
        mode: 'any',
      },
      {
        key: 'finance',
        name: '财务复核大额账单',
        nameEn: 'Finance reviews a large bill',
        taskCode: 1220,
        approvers: { type: 'finance' },
        mode: 'any',
        when: { fact: 'totalCny', op: 'gte', value: '1000000' },
      },
    ],
  },
  {
    businessType: 'bill-credit',
    name: '账单红冲审批',
    nameEn: 'Credit note approval',
    steps: [
      {
        key: 'finance',
        name: '财务审批红冲',
        nameEn: 'Finance approves the credit note',
        taskCode: 50000,
        approvers: { type: 'finance' },
        mode: 'any',
      },
    ],
  },
  {
    businessType: 'bill-write-off',
    name: '账单核销审批',
    nameEn: 'Write-off approval',
    steps: [
      {
        key: 'finance',
        name: '财务审批核销',
        nameEn: 'Finance approves the write-off',
        taskCode: 50000,
        approvers: { type: 'finance' },
        mode: 'any',
      },
    ],
  },
];

export async function seedApprovalDefinitions(tx: Executor): Promise<void> {
  await tx.insert(approvalDefinitions).values(WORKFLOWS.map((workflow) => ({ ...workflow, version: 1 })));
}
