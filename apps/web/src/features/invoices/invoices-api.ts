import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceDetailView,
  InvoiceFileInput,
  InvoiceOptionsView,
  InvoiceReconciliationRowView,
  InvoiceReconciliationSumsView,
  InvoiceRecordInput,
  InvoiceRequestInput,
  InvoiceResubmitInput,
  InvoiceReverseInput,
  InvoiceRowView,
  InvoiceSumsView,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { billKeys } from '../billing/bills-api.ts';

export type InvoiceListKind = 'list' | 'listAll';

export const invoiceKeys = { all: ['invoices'] as const };

/** 我的发票 (my cases' invoices) or finance's list of all within the walls (decision 0039). */
export function useInvoiceList(kind: InvoiceListKind, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...invoiceKeys.all, kind, params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<InvoiceRowView, { sums: InvoiceSumsView }>(`/hankun/invoice/${kind}`, { params, signal }),
  });
}

/** The invoices of one bill, for its page. */
export function useBillInvoices(billId: number) {
  return useQuery({
    queryKey: [...invoiceKeys.all, 'ofBill', billId],
    enabled: billId > 0,
    queryFn: ({ signal }) => api.get<InvoiceRowView[]>(`/hankun/invoice/ofBill/${billId}`, { signal }),
  });
}

/** One invoice; while OCR reads its file the page asks again every two seconds. */
export function useInvoice(invoiceId: number) {
  return useQuery<InvoiceDetailView>({
    queryKey: [...invoiceKeys.all, 'one', invoiceId],
    enabled: invoiceId > 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.ocrStatus === 'queued' ? 2000 : false),
    queryFn: ({ signal }) =>
      api.get<InvoiceDetailView>(`/hankun/invoice/${invoiceId}`, { signal, errorHandling: 'caller' }),
  });
}

/** The request dialog's titles and what the bill may still be invoiced for. */
export function useInvoiceOptions(billId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...invoiceKeys.all, 'options', billId],
    enabled: enabled && billId > 0,
    staleTime: 0,
    queryFn: ({ signal }) => api.get<InvoiceOptionsView>(`/hankun/invoice/options/${billId}`, { signal }),
  });
}

/** Request, record, attach the file, reverse: each refusal to the caller, each success reloads. */
export function useInvoiceActions() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(
      [invoiceKeys.all, billKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const caller = { errorHandling: 'caller' } as const;
  const post = (path: string) => (input: object) => api.post<InvoiceDetailView>(path, input, caller);
  return {
    request: useMutation({
      mutationFn: (input: InvoiceRequestInput) => post('/hankun/invoice')(input),
      onSuccess: reload,
    }),
    record: useMutation({
      mutationFn: (input: InvoiceRecordInput) => post('/hankun/invoice/record')(input),
      onSuccess: reload,
    }),
    attachFile: useMutation({
      mutationFn: (input: InvoiceFileInput) => post('/hankun/invoice/file')(input),
      onSuccess: reload,
    }),
    reverse: useMutation({
      mutationFn: (input: InvoiceReverseInput) => post('/hankun/invoice/reverse')(input),
      onSuccess: reload,
    }),
    resubmit: useMutation({
      mutationFn: (input: InvoiceResubmitInput) =>
        api.put<InvoiceDetailView>('/hankun/invoice', input, caller),
      onSuccess: reload,
    }),
    cancel: useMutation({
      mutationFn: (invoiceId: number) => post('/hankun/invoice/cancel')({ invoiceId }),
      onSuccess: reload,
    }),
  };
}

/** 开票收款核对 (decision 0061): bills, invoiced against received, with the filter's sums. */
export function useInvoiceReconciliation(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...invoiceKeys.all, 'reconciliation', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.pageWith<InvoiceReconciliationRowView, { sums: InvoiceReconciliationSumsView }>(
        '/hankun/invoice/reconciliation',
        { params, signal },
      ),
  });
}
