import type { ClosedDateRange, DateRange, IncomeFilters } from '@venus/shared';

/** The report panel's values, and the query they make: no React, no i18n, so unit tests read it alone. */
export interface IncomeSearch {
  /** Both ends default to spec §9's statistics period (last year during January to March). */
  period?: DateRange;
  officeId?: number;
  /** The responsible partner's office or practice group (decision 0042). */
  deptId?: number;
  partnerId?: number;
  clientId?: number;
  projectId?: number;
  practiceArea?: string;
}

/** The panel's values as the report's query; an end left open takes the statistics default. */
export function incomeQuery(search: Partial<IncomeSearch>, fallback: ClosedDateRange): IncomeFilters {
  const { period, ...rest } = search;
  return { ...rest, from: period?.start || fallback.start, to: period?.end || fallback.end };
}
