import {
  ADVISORY_MATTERS,
  ADVISORY_OUTCOMES,
  ARBITRATION_ROLES,
  type ClosingInfoKind,
  DISPUTE_OUTCOMES,
  FUND_ROLES,
  FUND_TYPES,
  FURTHER_STEPS,
  LITIGATION_PROCEDURES,
  LITIGATION_ROLES,
  MERGER_DEAL_TYPES,
  MERGER_ROLES,
  VCPE_ROLES,
  VCPE_ROUNDS,
} from '@venus/shared';

/** How one deal fact is entered; labels come from the shared `field.<name>` catalogue. */
export type ClosingField =
  | {
      name: string;
      kind: 'text' | 'names' | 'money' | 'date' | 'switch' | 'count' | 'currency';
      required?: boolean;
    }
  | { name: string; kind: 'choice'; options: readonly string[]; required?: boolean };

const dates: ClosingField[] = [
  { name: 'signingDate', kind: 'date', required: true },
  { name: 'closingDate', kind: 'date' },
];

/** The fields of each form, in the order a deal sheet reads (shared schemas decide validity). */
export const CLOSING_FIELDS: Record<ClosingInfoKind, readonly ClosingField[]> = {
  merger: [
    { name: 'dealType', kind: 'choice', options: MERGER_DEAL_TYPES, required: true },
    { name: 'target', kind: 'text', required: true },
    { name: 'counterparties', kind: 'names', required: true },
    { name: 'firmRole', kind: 'choice', options: MERGER_ROLES, required: true },
    { name: 'dealValue', kind: 'money' },
    { name: 'currency', kind: 'currency', required: true },
    { name: 'stake', kind: 'text' },
    { name: 'crossBorder', kind: 'switch' },
    { name: 'listedTarget', kind: 'switch' },
    ...dates,
  ],
  vcpe: [
    { name: 'company', kind: 'text', required: true },
    { name: 'round', kind: 'choice', options: VCPE_ROUNDS, required: true },
    { name: 'investors', kind: 'names', required: true },
    { name: 'leadInvestor', kind: 'text' },
    { name: 'firmRole', kind: 'choice', options: VCPE_ROLES, required: true },
    { name: 'investmentAmount', kind: 'money', required: true },
    { name: 'currency', kind: 'currency', required: true },
    { name: 'postMoneyValuation', kind: 'money' },
    ...dates,
  ],
  fund: [
    { name: 'fundName', kind: 'text', required: true },
    { name: 'fundType', kind: 'choice', options: FUND_TYPES, required: true },
    { name: 'generalPartner', kind: 'text', required: true },
    { name: 'domicile', kind: 'text', required: true },
    { name: 'fundSize', kind: 'money', required: true },
    { name: 'currency', kind: 'currency', required: true },
    { name: 'firmRole', kind: 'choice', options: FUND_ROLES, required: true },
    { name: 'investorCount', kind: 'count' },
    ...dates,
  ],
  // How a dispute ended (issue 27 item 8): the decision, the amounts, whether it went further.
  litigation: [
    { name: 'court', kind: 'text', required: true },
    { name: 'caseNumber', kind: 'text', required: true },
    { name: 'procedure', kind: 'choice', options: LITIGATION_PROCEDURES, required: true },
    { name: 'clientRole', kind: 'choice', options: LITIGATION_ROLES, required: true },
    { name: 'outcome', kind: 'choice', options: DISPUTE_OUTCOMES, required: true },
    { name: 'judgmentDate', kind: 'date', required: true },
    { name: 'amountClaimed', kind: 'money' },
    { name: 'amountAwarded', kind: 'money' },
    { name: 'currency', kind: 'currency', required: true },
    { name: 'appeal', kind: 'choice', options: FURTHER_STEPS, required: true },
  ],
  arbitration: [
    { name: 'tribunal', kind: 'text', required: true },
    { name: 'caseNumber', kind: 'text', required: true },
    { name: 'arbitrationSeat', kind: 'text' },
    { name: 'clientRole', kind: 'choice', options: ARBITRATION_ROLES, required: true },
    { name: 'outcome', kind: 'choice', options: DISPUTE_OUTCOMES, required: true },
    { name: 'awardDate', kind: 'date', required: true },
    { name: 'amountClaimed', kind: 'money' },
    { name: 'amountAwarded', kind: 'money' },
    { name: 'currency', kind: 'currency', required: true },
    { name: 'challenge', kind: 'choice', options: FURTHER_STEPS, required: true },
  ],
  advisory: [
    { name: 'matterType', kind: 'choice', options: ADVISORY_MATTERS, required: true },
    { name: 'deliverables', kind: 'names', required: true },
    { name: 'authority', kind: 'text' },
    { name: 'outcome', kind: 'choice', options: ADVISORY_OUTCOMES, required: true },
    { name: 'completionDate', kind: 'date', required: true },
    { name: 'valueInvolved', kind: 'money' },
    { name: 'currency', kind: 'currency', required: true },
  ],
};

/** An add and an override page per kind: the spec's six for deals, six more for disputes and advice. */
export const CLOSING_INFO_ROUTES: readonly { path: string; kind: ClosingInfoKind; override: boolean }[] = [
  { path: 'closingMergerAdd', kind: 'merger', override: false },
  { path: 'closingMergeOverride', kind: 'merger', override: true },
  { path: 'closingVcpeAdd', kind: 'vcpe', override: false },
  { path: 'closingVcpeOverride', kind: 'vcpe', override: true },
  { path: 'closingFundAdd', kind: 'fund', override: false },
  { path: 'closingFundOverride', kind: 'fund', override: true },
  { path: 'closingLitigationAdd', kind: 'litigation', override: false },
  { path: 'closingLitigationOverride', kind: 'litigation', override: true },
  { path: 'closingArbitrationAdd', kind: 'arbitration', override: false },
  { path: 'closingArbitrationOverride', kind: 'arbitration', override: true },
  { path: 'closingAdvisoryAdd', kind: 'advisory', override: false },
  { path: 'closingAdvisoryOverride', kind: 'advisory', override: true },
];

/** The page of a case's closing information: its add page, or its override page once filed. */
export function closingInfoPath(
  kind: ClosingInfoKind,
  filed: boolean,
  projectId: number,
  title: string,
): string {
  const route = CLOSING_INFO_ROUTES.find((entry) => entry.kind === kind && entry.override === filed)!;
  return `/project/${route.path}/${encodeURIComponent(title)}?projectId=${projectId}`;
}
