import type { ApprovalStep } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { definitionOf, workflowForm } from './workflow-form.ts';

const steps: ApprovalStep[] = [
  {
    key: 'head',
    name: '负责人',
    nameEn: 'Head',
    taskCode: 31000,
    mode: 'any',
    approvers: { type: 'departmentHead' },
  },
  {
    key: 'big',
    name: '大额',
    nameEn: '',
    taskCode: 90001,
    mode: 'all',
    approvers: {
      type: 'rule',
      when: { fact: 'leaveType', op: 'in', value: ['sick', 'maternity'] },
      ifTrue: { type: 'hr' },
      ifFalse: { type: 'user', userIds: [3, 4] },
    },
    when: { fact: 'amount', op: 'gt', value: '50000.00' },
  },
];

describe('the workflow form', () => {
  it('gives back the definition it was filled from', () => {
    const definition = {
      definitionId: 1,
      businessType: 'leave',
      version: 2,
      name: '请假',
      nameEn: 'Leave',
      steps,
      createdAt: '',
    };
    expect(definitionOf(workflowForm(definition))).toEqual({
      businessType: 'leave',
      name: '请假',
      nameEn: 'Leave',
      steps,
    });
  });

  it('reads a list of values for "in", separated by commas in either language', () => {
    const step = definitionOf({
      steps: [
        {
          key: 'a',
          conditional: true,
          when: { fact: 'leaveType', op: 'in', value: 'sick，maternity、 annual' },
        },
      ],
    }).steps[0]!;
    expect(step.when).toEqual({ fact: 'leaveType', op: 'in', value: ['sick', 'maternity', 'annual'] });
  });

  it('leaves the condition out when the step is not conditional', () => {
    const step = definitionOf({
      steps: [{ key: 'a', conditional: false, when: { fact: 'x', op: 'gt', value: '1' } }],
    }).steps[0]!;
    expect(step).not.toHaveProperty('when');
  });

  it('starts a new workflow with the department head', () => {
    expect(workflowForm(null).steps).toEqual([
      { key: 'head', mode: 'any', approvers: { type: 'departmentHead' } },
    ]);
  });
});
