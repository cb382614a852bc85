/**
 * Case numbers (decision 0025): year, office code, case-type code and a sequence per the three,
 * e.g. `2026BJ-L0007` = the 7th litigation case of the Beijing office in 2026. Numbers are given
 * when the application is first sent, inside the same transaction, so a number is never shared.
 */
export const CASE_TYPE_CODES: Readonly<Record<string, string>> = {
  '1': 'L', // litigation
  '2': 'A', // arbitration
  '3': 'T', // transactional
  '4': 'G', // general counsel retainer
  '5': 'S', // special project
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
