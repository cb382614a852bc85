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
];

export async function seedApprovalDefinitions(tx: Executor): Promise<void> {
  await tx.insert(approvalDefinitions).values(WORKFLOWS.map((workflow) => ({ ...workflow, version: 1 })));
}
