import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  UtilisationEntry,
  UtilisationEntryFigure,
  UtilisationEntrySums,
  UtilisationFigures,
  UtilisationFilters,
  UtilisationRow,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';

/** 报表 › 利用率 on the server (decision 0056). */
export const UTILISATION_REPORT = '/hankun/report/utilisation';

export interface UtilisationExtra<Totals> {
  from: string;
  to: string;
  totals: Totals;
}

/** One row per lawyer, partner, department or office, paged and sorted by the server. */
export function useUtilisationReport(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'utilisation', 'list', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<UtilisationRow, UtilisationExtra<UtilisationFigures>>(`${UTILISATION_REPORT}/list`, {
        params,
        signal,
      }),
  });
}

/** The drill-down: a row's worked, billed or WIP figure, under the report's filters. */
export interface UtilisationDrill {
  figure: UtilisationEntryFigure;
  key: number;
  label: string;
  filters: UtilisationFilters;
}

export function useUtilisationEntries(drill: UtilisationDrill | null, pageNum: number) {
  return useQuery({
    queryKey: ['reports', 'utilisation', 'entries', drill, pageNum],
    enabled: drill !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<UtilisationEntry, UtilisationExtra<UtilisationEntrySums>>(
        `${UTILISATION_REPORT}/entries`,
        {
          params: {
            ...drill?.filters,
            key: drill?.key,
            figure: drill?.figure,
            pageNum,
            pageSize: 25,
          } as QueryParams,
          signal,
        },
      ),
  });
}
