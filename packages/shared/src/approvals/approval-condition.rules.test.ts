import { describe, expect, it } from 'vitest';
import {
  type ApprovalCondition,
  approvalConditionSchema,
  conditionHolds,
} from './approval-condition.rules.ts';

describe('conditions evaluated on the record', () => {
  it('compares money exactly, not as floats', () => {
    const above = { fact: 'amount', op: 'gt', value: '50000.00' } as const;
    expect(conditionHolds(above, { amount: '50000.01' })).toBe(true);
    expect(conditionHolds(above, { amount: '50000.00' })).toBe(false);
    expect(conditionHolds({ fact: 'amount', op: 'eq', value: '0.3' }, { amount: 0.1 + 0.2 })).toBe(false);
    expect(conditionHolds({ fact: 'amount', op: 'eq', value: '0.30' }, { amount: '0.3' })).toBe(true);
  });

  it('compares numbers as numbers, not as text', () => {
    expect(conditionHolds({ fact: 'days', op: 'gte', value: 10 }, { days: 9 })).toBe(false);
    expect(conditionHolds({ fact: 'days', op: 'gte', value: 10 }, { days: '10' })).toBe(true);
    expect(conditionHolds({ fact: 'days', op: 'lt', value: 3 }, { days: 2.5 })).toBe(true);
  });

  it('matches one of a list with in', () => {
    const sickOrMaternity: ApprovalCondition = { fact: 'leaveType', op: 'in', value: ['sick', 'maternity'] };
    expect(conditionHolds(sickOrMaternity, { leaveType: 'maternity' })).toBe(true);
    expect(conditionHolds(sickOrMaternity, { leaveType: 'annual' })).toBe(false);
  });

  it('never runs a guarded step on a record that lacks the fact', () => {
    expect(conditionHolds({ fact: 'amount', op: 'gt', value: 1 }, {})).toBe(false);
    expect(conditionHolds({ fact: 'amount', op: 'lte', value: 1 }, { amount: null })).toBe(false);
    expect(conditionHolds({ fact: 'amount', op: 'ne', value: 1 }, {})).toBe(true);
  });

  it('refuses a fact name that is not a plain word', () => {
    expect(approvalConditionSchema.safeParse({ fact: 'amount; drop', op: 'gt', value: 1 }).success).toBe(
      false,
    );
    expect(approvalConditionSchema.safeParse({ fact: 'amount', op: 'like', value: 1 }).success).toBe(false);
  });
});
