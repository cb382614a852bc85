import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WithholdingFigures,
  WithholdingFilters,
  WithholdingMonth,
  WithholdingRow,
  WithholdingRule,
  WithholdingRuleInput,
} from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';

/** 报表 › 合伙人预提 on the server (decision 0051). */
export const WITHHOLDING_REPORT = '/hankun/report/withholding';
/** Everything the report shows depends on the rules: a saved rule refetches all of it. */
const withholdingKey = ['reports', 'withholding'] as const;
const rulesKey = [...withholdingKey, 'rules'] as const;

/** What the report answers beside its rows: the period covered and the whole filter's totals. */
export interface WithholdingExtra {
  from: string;
  to: string;
  totals: WithholdingFigures;
}

/** One row per partner, paged and sorted by the server. */
export function useWithholdingReport(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...withholdingKey, 'list', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<WithholdingRow, WithholdingExtra>(`${WITHHOLDING_REPORT}/list`, { params, signal }),
  });
}

/** The partner whose months are open (spec withholdDetail), under the report's filters. */
export interface WithholdingPartner {
  partnerId: number;
  partnerName: string;
  filters: WithholdingFilters;
}

/** A partner's months, oldest first, with their rates and the months' totals. */
export function useWithholdingMonths(partner: WithholdingPartner | null) {
  return useQuery({
    queryKey: [...withholdingKey, 'detail', partner?.partnerId, partner?.filters],
    enabled: partner !== null,
    queryFn: ({ signal }) =>
      api.pageWith<WithholdingMonth, WithholdingExtra>(`${WITHHOLDING_REPORT}/detail`, {
        params: { ...partner?.filters, partnerId: partner?.partnerId } as QueryParams,
        signal,
      }),
  });
}

/** Every rule, by kind; whoever reads the report reads the rules it applies. */
export function useWithholdingRules(enabled = true) {
  return useQuery({
    queryKey: rulesKey,
    enabled,
    queryFn: ({ signal }) => api.get<WithholdingRule[]>(`${WITHHOLDING_REPORT}/rules`, { signal }),
  });
}

/** Adding, changing and deleting a rule (finance); the report and the months refetch after each. */
export function useWithholdingRuleMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: withholdingKey });

  const save = useMutation({
    mutationFn: ({ ruleId, ...input }: WithholdingRuleInput & { ruleId?: number }) =>
      ruleId === undefined
        ? api.post<{ ruleId: number }>(`${WITHHOLDING_REPORT}/rules`, input)
        : api.put<{ ruleId: number }>(`${WITHHOLDING_REPORT}/rules/${ruleId}`, input),
    onSuccess: (_saved, input) => {
      void message.success(t(input.ruleId === undefined ? 'tip.add.success' : 'tip.edit.success'));
      return reload();
    },
  });

  const remove = useMutation({
    mutationFn: (ruleId: number) => api.delete<null>(`${WITHHOLDING_REPORT}/rules/${ruleId}`),
    onSuccess: () => {
      void message.success(t('tip.delete.success'));
      return reload();
    },
  });

  return { save, remove };
}
