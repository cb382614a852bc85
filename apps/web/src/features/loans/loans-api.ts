import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LoanAuditInput,
  LoanBackInput,
  LoanBalanceRow,
  LoanDetail,
  LoanDraftInput,
  LoanPayInput,
  LoanRepayInput,
  LoanRepayRequestAuditInput,
  LoanRepayRequestBackInput,
  LoanRepayRequestInput,
  LoanRepayResubmitInput,
  LoanRow,
  LoanUpdateInput,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';
import { expenseKeys } from '../expenses/expenses-api.ts';

const BASE = '/hankun/expenses/borrow';
/** The loan lists as a workbook (mine, or every submitted one). */
export const LOAN_EXPORT_PATH = `${BASE}/export`;
export const loanKeys = { all: ['loans'] as const };

/** 我的借款 (my own) or 全部借款 (every submitted loan within the walls, for finance). */
export type LoanListKind = 'list' | 'listAll';

export interface LoanListSums {
  count: number;
  amount: string;
  balance: string;
}

export function useLoanList(kind: LoanListKind, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...loanKeys.all, kind, params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<LoanRow, { sums: LoanListSums }>(`${BASE}/${kind}`, { params, signal }),
  });
}

export function useLoan(loanId: number) {
  return useQuery({
    queryKey: [...loanKeys.all, 'one', loanId],
    enabled: loanId > 0,
    retry: false,
    queryFn: ({ signal }) => api.get<LoanDetail>(`${BASE}/${loanId}`, { signal, errorHandling: 'caller' }),
  });
}

/** Finance: what each person still owes. */
export function useLoanBalances(enabled: boolean) {
  return useQuery({
    queryKey: [...loanKeys.all, 'balances'],
    enabled,
    queryFn: ({ signal }) => api.get<LoanBalanceRow[]>(`${BASE}/balances`, { signal }),
  });
}

/** Finance paying a claim: the claimant's loans still owed, offered for an offset (decision 0041). */
export function useOpenLoans(applicantId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...loanKeys.all, 'open', applicantId],
    enabled,
    queryFn: ({ signal }) => api.get<LoanRow[]>(`${BASE}/open`, { params: { applicantId }, signal }),
  });
}

function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: loanKeys.all }),
      queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
    ]);
}

export function useLoanDraftMutations() {
  const reload = useReload();
  return {
    create: useMutation({
      mutationFn: (input: LoanDraftInput) => api.post<LoanDetail>(BASE, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: (input: LoanUpdateInput) => api.put<LoanDetail>(BASE, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
  };
}

/** What a person does to a loan from its page; a refusal is the server's message (the client's toast). */
export function useLoanActions() {
  const reload = useReload();
  const onLoan = (action: 'submit' | 'cancel' | 'cancelWithdraw') => ({
    mutationFn: (loanId: number) => api.post<null>(`${BASE}/${action}`, { loanId }),
    onSuccess: reload,
  });
  const post = <T>(action: string) => ({
    mutationFn: (input: T) => api.post<null>(`${BASE}/${action}`, input),
    onSuccess: reload,
  });
  return {
    submit: useMutation(onLoan('submit')),
    cancel: useMutation(onLoan('cancel')),
    withdraw: useMutation(onLoan('cancelWithdraw')),
    approve: useMutation(post<LoanAuditInput>('audit')),
    sendBack: useMutation(post<LoanBackInput>('back')),
    reject: useMutation(post<LoanBackInput>('reject')),
    pay: useMutation(post<LoanPayInput>('pay')),
    repay: useMutation(post<LoanRepayInput>('repay')),
  };
}

/**
 * The borrower's repayment requests and their approvers' decisions (decision 0053). The dialog's
 * own calls answer it (a refusal on the form); the buttons' refusals are the client's toast.
 */
export function useRepaymentRequestActions() {
  const reload = useReload();
  const url = `${BASE}/repayRequest`;
  const post = <T>(action: string) => ({
    mutationFn: (input: T) => api.post<null>(`${url}/${action}`, input),
    onSuccess: reload,
  });
  return {
    request: useMutation({
      mutationFn: (input: LoanRepayRequestInput) =>
        api.post<{ requestId: number }>(url, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
    resubmit: useMutation({
      mutationFn: (input: LoanRepayResubmitInput) =>
        api.post<null>(`${url}/resubmit`, input, { errorHandling: 'caller' }),
      onSuccess: reload,
    }),
    withdraw: useMutation(post<{ requestId: number }>('withdraw')),
    approve: useMutation(post<LoanRepayRequestAuditInput>('audit')),
    sendBack: useMutation(post<LoanRepayRequestBackInput>('back')),
    reject: useMutation(post<LoanRepayRequestBackInput>('reject')),
  };
}
