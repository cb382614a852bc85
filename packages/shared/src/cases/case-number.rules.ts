/**
 * Case numbers (decision 0025): year, office code, case-type code and a sequence per the three,
 * e.g. `2026BJ-L0007` = the 7th litigation case of the Beijing office in 2026. Numbers are given
 * when the application is first sent, inside the same transaction, so a number is never shared.
 */
/** Dictionary `hk_project_type` values (case-dictionaries.seed.ts). */
export const CASE_TYPE = {
  litigation: '1',
  arbitration: '2',
  transactional: '3',
  retainer: '4',
  specialProject: '5',
} as const;

export const CASE_TYPE_CODES: Readonly<Record<string, string>> = {
  [CASE_TYPE.litigation]: 'L',
  [CASE_TYPE.arbitration]: 'A',
  [CASE_TYPE.transactional]: 'T',
  [CASE_TYPE.retainer]: 'G', // general counsel
  [CASE_TYPE.specialProject]: 'S',
};

export function caseTypeCode(projectType: string): string {
  return CASE_TYPE_CODES[projectType] ?? 'X';
}

export function formatCaseNumber(
  year: number,
  officeCode: string,
  projectType: string,
  sequence: number,
): string {
  return `${year}${officeCode}-${caseTypeCode(projectType)}${String(sequence).padStart(4, '0')}`;
}
