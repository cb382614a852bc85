import { type CaseDetail, type CaseInput, FEE_TYPE, TEAM_ROLE } from '@venus/shared';

/** The case form as antd holds it: the input shape, with what is not chosen yet left empty. */
export interface CaseFormValues {
  nameCn: string;
  nameEn: string;
  clientId: number | null;
  officeId: number | null;
  practiceArea: string | undefined;
  projectType: string | undefined;
  category: string;
  description: string;
  parties: {
    role: string;
    name: string;
    formerNames: string[];
    aliases: string[];
    registrationNumber: string;
  }[];
  team: { userId: number | null; role: string; hourlyRate: string | null }[];
  feeType: string;
  feeAmount: string | null;
  contingencyRate: string | null;
  currency: string;
  budget: string | null;
  restricted: boolean;
  relatedProjectIds: number[];
  remark: string;
}

/** The form's top-level fields, in the order the stepped layout asks for them (the last step is the check). */
export const CASE_FORM_STEPS: readonly (readonly string[])[] = [
  [
    'nameCn',
    'nameEn',
    'clientId',
    'officeId',
    'practiceArea',
    'projectType',
    'category',
    'restricted',
    'description',
  ],
  ['parties'],
  ['team', 'feeType', 'currency', 'feeAmount', 'contingencyRate', 'budget', 'relatedProjectIds', 'remark'],
];

/** The inputs of each entry of the form's lists. */
const LIST_INPUTS: Readonly<Record<string, readonly string[]>> = {
  parties: ['role', 'name', 'formerNames', 'aliases', 'registrationNumber'],
  team: ['userId', 'role', 'hourlyRate'],
};

/** The form's inputs by name, list entries as `list.field`: server errors land on these. */
export const CASE_FORM_INPUTS: ReadonlySet<string> = new Set(
  CASE_FORM_STEPS.flat().flatMap((name) => LIST_INPUTS[name]?.map((field) => `${name}.${field}`) ?? [name]),
);

/** A new application: the applicant leads it; they add the responsible partner and the parties. */
export function newCaseValues(applicantId: number | undefined): CaseFormValues {
  return {
    nameCn: '',
    nameEn: '',
    clientId: null,
    officeId: null,
    practiceArea: undefined,
    projectType: undefined,
    category: '1',
    description: '',
    parties: [],
    team: applicantId ? [{ userId: applicantId, role: TEAM_ROLE.lead, hourlyRate: null }] : [],
    feeType: FEE_TYPE.hourly,
    feeAmount: null,
    contingencyRate: null,
    currency: 'CNY',
    budget: null,
    restricted: false,
    relatedProjectIds: [],
    remark: '',
  };
}

export function valuesOfCase(detail: CaseDetail): CaseFormValues {
  return {
    nameCn: detail.nameCn,
    nameEn: detail.nameEn,
    clientId: detail.clientId,
    officeId: detail.officeId,
    practiceArea: detail.practiceArea,
    projectType: detail.projectType,
    category: detail.category,
    description: detail.description,
    parties: detail.parties.map(({ role, name, formerNames, aliases, registrationNumber }) => ({
      role,
      name,
      formerNames,
      aliases,
      registrationNumber,
    })),
    team: detail.team.map(({ userId, role, hourlyRate }) => ({ userId, role, hourlyRate })),
    feeType: detail.feeType,
    feeAmount: detail.feeAmount,
    contingencyRate: detail.contingencyRate,
    currency: detail.currency,
    budget: detail.budget,
    restricted: detail.restricted,
    relatedProjectIds: detail.relatedProjects.map((project) => project.id),
    remark: detail.remark,
  };
}

/** Which amount the fee type asks for (the shared schema requires it on the same types). */
export function feeFieldsOf(feeType: string | undefined): { amount: boolean; rate: boolean } {
  const withAmount: string[] = [FEE_TYPE.fixed, FEE_TYPE.capped, FEE_TYPE.retainer];
  return { amount: withAmount.includes(feeType ?? ''), rate: feeType === FEE_TYPE.contingency };
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/**
 * What is sent: empty inputs as the schema's nulls, and the amount the fee type does not use
 * dropped, so a value typed under another fee type is not saved unseen. Missing choices are sent
 * as they are and refused by the server on their fields.
 */
export function caseInputOf(values: CaseFormValues): CaseInput {
  const fee = feeFieldsOf(values.feeType);
  return {
    ...values,
    clientId: values.clientId as number,
    officeId: values.officeId as number,
    practiceArea: values.practiceArea as string,
    projectType: values.projectType as string,
    parties: (values.parties ?? []).map((party) => ({
      ...party,
      formerNames: party.formerNames ?? [],
      aliases: party.aliases ?? [],
      registrationNumber: party.registrationNumber ?? '',
    })),
    team: (values.team ?? []).map((member) => ({
      userId: member.userId as number,
      role: member.role,
      hourlyRate: blankToNull(member.hourlyRate),
    })),
    feeAmount: fee.amount ? blankToNull(values.feeAmount) : null,
    contingencyRate: fee.rate ? blankToNull(values.contingencyRate) : null,
    budget: blankToNull(values.budget),
    relatedProjectIds: values.relatedProjectIds ?? [],
  };
}
