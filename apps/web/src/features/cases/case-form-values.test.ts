import { caseSchema, FEE_TYPE } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import {
  CASE_FORM_INPUTS,
  type CaseFormValues,
  caseInputOf,
  feeFieldsOf,
  newCaseValues,
} from './case-form-values.ts';

const filled = (patch: Partial<CaseFormValues> = {}): CaseFormValues => ({
  ...newCaseValues(7),
  nameCn: '星河智能诉华强电子',
  clientId: 1,
  officeId: 2,
  practiceArea: '3',
  projectType: '1',
  team: [
    { userId: 7, role: '2', hourlyRate: '' },
    { userId: 4, role: '1', hourlyRate: '4500.00' },
  ],
  ...patch,
});

describe('the case form as sent', () => {
  it('is accepted by the shared case schema', () => {
    expect(caseSchema.safeParse(caseInputOf(filled())).success).toBe(true);
  });

  it('sends an empty hourly rate and budget as null', () => {
    const input = caseInputOf(filled({ budget: '' }));
    expect(input.team[0]?.hourlyRate).toBeNull();
    expect(input.budget).toBeNull();
  });

  it('drops an amount the fee type does not use', () => {
    const hourly = caseInputOf(
      filled({ feeType: FEE_TYPE.hourly, feeAmount: '1000.00', contingencyRate: '20' }),
    );
    expect([hourly.feeAmount, hourly.contingencyRate]).toEqual([null, null]);
    const fixed = caseInputOf(filled({ feeType: FEE_TYPE.fixed, feeAmount: '1000.00' }));
    expect(fixed.feeAmount).toBe('1000.00');
  });

  it('asks for the amount on fixed, capped and retainer fees and the share on contingency', () => {
    expect(feeFieldsOf(FEE_TYPE.capped)).toEqual({ amount: true, rate: false });
    expect(feeFieldsOf(FEE_TYPE.contingency)).toEqual({ amount: false, rate: true });
    expect(feeFieldsOf(FEE_TYPE.hourly)).toEqual({ amount: false, rate: false });
  });

  it('starts a new application with the applicant leading it', () => {
    expect(newCaseValues(7).team).toEqual([{ userId: 7, role: '2', hourlyRate: null }]);
  });
});

describe('the case form inputs server errors land on', () => {
  it('names each list entry input, not the list itself', () => {
    expect(CASE_FORM_INPUTS.has('parties.name')).toBe(true);
    expect(CASE_FORM_INPUTS.has('team.hourlyRate')).toBe(true);
    expect(CASE_FORM_INPUTS.has('parties')).toBe(false);
    expect(CASE_FORM_INPUTS.has('remark')).toBe(true);
  });
});
