import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CaseIncomeRow,
  IncomeEntry,
  IncomeFigure,
  IncomeFigures,
  IncomeFilters,
  PartnerIncomeRow,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';

/** The two income reports (decision 0042): where each one lives on the server. */
export const INCOME_REPORTS = {
  case: '/hankun/report/projectIncome',
  partner: '/hankun/report/partnerIncome',
} as const;
export type IncomeReportKind = keyof typeof INCOME_REPORTS;
export type IncomeRowOf<K extends IncomeReportKind> = K extends 'case' ? CaseIncomeRow : PartnerIncomeRow;

/** What a report answers beside its page of rows: the period covered and the whole filter's totals. */
export interface IncomeExtra {
  from: string;
  to: string;
  totals: IncomeFigures;
}

export function useIncomeReport<K extends IncomeReportKind>(kind: K, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'income', kind, params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<IncomeRowOf<K>, IncomeExtra>(`${INCOME_REPORTS[kind]}/list`, { params, signal }),
  });
}

/** The drill-down: the bills, credit notes, write-offs or allocations behind one figure. */
export interface IncomeDrill {
  figure: IncomeFigure;
  filters: IncomeFilters;
  /** What the drawer says it shows: the case's or the partner's name, or the totals. */
  label: string;
}

/**
 * `<report>/entries`: the income reports' and partner withholding's drill-down answer alike, so
 * `report` is the base path of whichever report asks.
 */
export function useIncomeEntries(report: string, drill: IncomeDrill | null, pageNum: number) {
  return useQuery({
    queryKey: ['reports', 'entries', report, drill, pageNum],
    enabled: drill !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<IncomeEntry, IncomeExtra>(`${report}/entries`, {
        params: { ...drill?.filters, figure: drill?.figure, pageNum, pageSize: 25 } as QueryParams,
        signal,
      }),
  });
}
