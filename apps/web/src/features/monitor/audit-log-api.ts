import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api-client.ts';

export interface AuditLogRow {
  auditId: number;
  userName: string | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
  ip: string | null;
  createdAt: string;
}

export type AuditLogFilters = { userName?: string; entity?: string; action?: string };

export function useAuditLogs(
  params: AuditLogFilters & { pageNum: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['monitor', 'operlog', params],
    queryFn: ({ signal }) =>
      api.page<AuditLogRow>('/monitor/operlog/list', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
