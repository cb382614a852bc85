import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CasePartiesChangeInput, PendingPartyChange } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';
import { caseKeys } from './cases-api.ts';

const BASE = '/hankun/project';

export interface PartyChangeResult {
  applied: boolean;
  checkId: number | null;
  hits: number;
}

/** Corrects the parties of an open case; the dialog shows the server's field errors itself. */
export function useChangeParties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CasePartiesChangeInput) =>
      api.put<PartyChangeResult>(`${BASE}/parties`, input, { errorHandling: 'caller' }),
    onSuccess: () =>
      Promise.all(
        [caseKeys.all, approvalKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** One party change as the partner reviews it in the task centre. */
export function usePartyChange(changeId: number) {
  return useQuery({
    queryKey: [...caseKeys.all, 'party-change', changeId],
    enabled: changeId > 0,
    queryFn: ({ signal }) =>
      api.get<PendingPartyChange & { projectId: number; status: string }>(`${BASE}/partyChange/${changeId}`, {
        signal,
      }),
  });
}
