import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseExpenseTypesInput, CaseTeamInput } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { caseKeys } from './cases-api.ts';

const BASE = '/hankun/project';

export type CaseNoteField = 'remark' | 'billRemind';
const NOTE_URL: Record<CaseNoteField, string> = {
  remark: `${BASE}/editRemark`,
  billRemind: `${BASE}/editBillRemind`,
};

/** The changes a case takes without an audit step: its team, remark, bill reminder and expense types. */
export function useCaseTeamMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: caseKeys.all });
  return {
    // The team form shows the server's field errors itself (a member no longer in service).
    resetTeam: useMutation({
      mutationFn: (input: CaseTeamInput) =>
        api.put<null>(`${BASE}/resetProjectLawyer`, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
    setExpenseTypes: useMutation({
      mutationFn: (input: CaseExpenseTypesInput) => api.put<null>(`${BASE}/expenseTypes`, input),
      onSuccess: reload,
    }),
    editNote: useMutation({
      mutationFn: ({ projectId, field, value }: { projectId: number; field: CaseNoteField; value: string }) =>
        api.put<null>(NOTE_URL[field], { projectId, [field]: value }),
      onSuccess: reload,
    }),
  };
}
