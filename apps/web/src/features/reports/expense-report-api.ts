import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ClosedDateRange,
  DateRange,
  ExpenseReportFilters,
  ExpenseReportGroup,
  ExpenseReportRow,
  ExpenseReportState,
  ExpenseReportSums,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';

/** The expense detail report (decision 0047) on the server. */
export const EXPENSE_REPORT_PATH = '/hankun/report/expensesDetail';

export interface ExpenseReportExtra {
  from: string;
  to: string;
  totals: ExpenseReportSums;
}

/** The search panel's values. */
export interface ExpenseReportSearch {
  period?: DateRange;
  applicantId?: number;
  deptId?: number;
  projectId?: number;
  expenseType?: string;
  state?: ExpenseReportState;
  kind?: ExpenseReportFilters['kind'];
  billable?: 'true' | 'false';
}

/** The panel's values and the grouping as the report's filters; an open end takes the statistics default. */
export function expenseReportQuery(
  search: Partial<ExpenseReportSearch>,
  groupBy: ExpenseReportGroup,
  fallback: ClosedDateRange,
): ExpenseReportFilters {
  const { period, ...rest } = search;
  return {
    state: 'spent',
    kind: 'all',
    ...rest,
    groupBy,
    from: period?.start || fallback.start,
    to: period?.end || fallback.end,
  };
}

export function useExpenseReport(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'expenses', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<ExpenseReportRow, ExpenseReportExtra>(`${EXPENSE_REPORT_PATH}/list`, { params, signal }),
  });
}
