import type { CaseStage } from '@venus/shared';

/** Spec §2 Cases: the record travels in the query, the `:title` names the tab. */
const titled = (path: string, title: string) => `${path}/${encodeURIComponent(title)}`;

export const CASE_DETAIL_TABS = [
  'overview',
  'parties',
  'team',
  'time',
  'bills',
  'fees',
  'expenses',
  'files',
  'checks',
  'history',
] as const;
export type CaseDetailTab = (typeof CASE_DETAIL_TABS)[number];

export const caseDetailPath = (title: string, projectId: number, tabName?: CaseDetailTab) =>
  `${titled('/jurisdiction/projectDetail', title)}?projectId=${projectId}${tabName ? `&tabName=${tabName}` : ''}`;

/** The application form; with a draft's id it opens that draft. */
export const settlePath = (title: string, projectId?: number) =>
  `${titled('/project/settle', title)}${projectId ? `?projectId=${projectId}` : ''}`;

export const checkHistoryPath = (title: string, projectId: number) =>
  `${titled('/project/checkHistory', title)}?projectId=${projectId}`;

/** The case's own pages beside its detail (spec §2 Cases: contact, lawyer, related, budget, expenseType). */
export const CASE_SUB_PAGES = ['lawyer', 'related', 'contact', 'budget', 'expenseType'] as const;
export type CaseSubPage = (typeof CASE_SUB_PAGES)[number];
export const caseSubPath = (page: CaseSubPage, title: string, projectId: number) =>
  `${titled(`/project/${page}`, title)}?projectId=${projectId}`;

/** A case's tab title: its number once it has one, else its name. */
export const caseTitle = (row: { number: string | null; nameCn: string }) => row.number ?? row.nameCn;

/**
 * The audit list's status range from its query: `statusFrom` / `statusTo`, or the quick-start
 * tiles' `status=1,5` (spec §2 "status range 1,5"), or a single `status=10`.
 */
export function auditRangeOf(query: URLSearchParams): { statusFrom: number; statusTo: number } | null {
  const number = (text: string | null | undefined) =>
    text !== null && text !== undefined && /^\d{1,2}$/.test(text.trim()) ? Number(text) : null;
  const from = number(query.get('statusFrom'));
  if (from !== null) return { statusFrom: from, statusTo: number(query.get('statusTo')) ?? from };
  const [first, last] = (query.get('status') ?? '').split(',');
  const start = number(first);
  if (start === null) return null;
  return { statusFrom: start, statusTo: number(last) ?? start };
}

/** Which audit an audit list serves, for its title: pre-check, establishment or closing. */
export function auditStageOf(range: { statusFrom: number; statusTo: number }): CaseStage | null {
  if (range.statusFrom >= 1 && range.statusTo <= 5) return 'preCheck';
  if (range.statusFrom === 10 && range.statusTo === 10) return 'establishment';
  if (range.statusFrom === 23 && range.statusTo === 23) return 'closingAudit';
  return null;
}
