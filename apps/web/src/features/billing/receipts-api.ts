import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AllocationInput,
  BILL_OPEN,
  type BillRow,
  type ReceiptInput,
  type ReceiptListQuery,
  type ReceiptStatus,
  type ReceivableQuery,
  type ReverseAllocationInput,
  type VoidReceiptInput,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { billKeys } from './bills-api.ts';

/** A receipt as the server lists it (receipts.views.ts): what came in, what of it pays bills. */
export interface ReceiptRow {
  receiptId: number;
  number: string;
  clientId: number;
  clientName: string;
  officeId: number;
  projectId: number | null;
  isRetainer: boolean;
  receivedOn: string;
  amount: string;
  currency: string;
  exchangeRate: string;
  payer: string;
  bankAccount: string;
  reference: string;
  remark: string;
  allocatedTotal: string;
  unallocated: string;
  status: ReceiptStatus;
  voidReason: string;
}

export interface ReceiptAllocation {
  allocationId: number;
  billId: number;
  billNumber: string | null;
  projectId: number;
  amount: string;
  allocatedOn: string;
  fxDifferenceCny: string;
  reversedOn: string | null;
  reversalReason: string;
}

export interface ReceiptDetail extends ReceiptRow {
  allocations: ReceiptAllocation[];
}

export type ReceiptSums = {
  currency: string;
  count: number;
  amount: string;
  allocated: string;
  unallocated: string;
}[];

export type ReceiptFilterQuery = Partial<Omit<ReceiptListQuery, 'pageNum' | 'pageSize'>>;

const aged = ['days0to30', 'days31to60', 'days61to90', 'days91to180', 'over180'] as const;
/** The ageing buckets of decision 0030, oldest last. */
export const AGEING_BUCKETS = aged;
export type AgeingBucket = (typeof aged)[number];
export type AgedMoney = Record<AgeingBucket, string> & {
  currency: string;
  billCount: number;
  outstanding: string;
};
export type ReceivableRow = AgedMoney & { groupId: number; name: string };
export interface ReceivableSummary {
  asOf: string;
  totals: AgedMoney[];
}
export type ReceivableFilterQuery = Partial<Omit<ReceivableQuery, 'pageNum' | 'pageSize'>>;

export const receiptKeys = { all: ['receipts'] as const, receivables: ['receivables'] as const };

export function useReceiptList(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...receiptKeys.all, 'list', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<ReceiptRow, { sums: ReceiptSums }>('/hankun/receipt/list', { params, signal }),
  });
}

export function useReceipt(receiptId: number) {
  return useQuery({
    queryKey: [...receiptKeys.all, 'one', receiptId],
    enabled: receiptId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<ReceiptDetail>(`/hankun/receipt/${receiptId}`, { signal, errorHandling: 'caller' }),
  });
}

/**
 * The client's bills a receipt may pay: open, in its currency, with a balance. Read from the
 * firm-wide bill list, so a walled case's bills stay out as the server keeps them out.
 */
export function useOpenBills(clientId: number, currency: string, enabled: boolean) {
  return useQuery({
    queryKey: [...billKeys.all, 'open', clientId, currency],
    enabled: enabled && clientId > 0,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { rows } = await api.page<BillRow>('/hankun/bill/listAll', {
        params: { clientId, pageSize: 200, orderByColumn: 'billDate', isAsc: 'asc' },
        signal,
      });
      return rows.filter(
        (bill) => BILL_OPEN.includes(bill.status) && bill.currency === currency && Number(bill.balance) > 0,
      );
    },
  });
}

export function useReceivables(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...receiptKeys.receivables, 'list', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<ReceivableRow>('/hankun/receivable/list', { params, signal }),
  });
}

export function useReceivableSummary(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...receiptKeys.receivables, 'summary', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<ReceivableSummary>('/hankun/receivable/summary', { params, signal }),
  });
}

/**
 * Recording, allocating, reversing and voiding. Each refusal comes back to the caller (a form or
 * a dialog shows it where it belongs); each success reloads receipts, bills and receivables, so
 * a bill's balance and the ageing follow the money at once.
 */
export function useReceiptActions() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(
      [receiptKeys.all, receiptKeys.receivables, billKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const caller = { errorHandling: 'caller' } as const;
  return {
    record: useMutation({
      mutationFn: (input: ReceiptInput) => api.post<ReceiptDetail>('/hankun/receipt', input, caller),
      onSuccess: reload,
    }),
    allocate: useMutation({
      mutationFn: (input: AllocationInput) =>
        api.post<ReceiptDetail>('/hankun/receipt/allocate', input, caller),
      onSuccess: reload,
    }),
    reverse: useMutation({
      mutationFn: (input: ReverseAllocationInput) =>
        api.post<ReceiptDetail>('/hankun/receipt/reverseAllocation', input, caller),
      onSuccess: reload,
    }),
    void: useMutation({
      mutationFn: (input: VoidReceiptInput) => api.post<ReceiptDetail>('/hankun/receipt/void', input, caller),
      onSuccess: reload,
    }),
  };
}
