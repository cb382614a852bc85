import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileLimits, FileOwner, FileView } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { currentDelegateUser } from '../../app/api/delegate-user.ts';
import { requestHeaders } from '../../app/api/request-headers.ts';
import { buildRequestUrl } from '../../app/api/request-url.ts';
import { currentLanguage } from '../../i18n/index.ts';

export const filesKey = (owner: FileOwner) => ['files', owner.source, owner.onlyId, owner.type] as const;

/** Spec §3 File record list: the current files of one record. */
export function useFiles(owner: FileOwner) {
  return useQuery({
    queryKey: filesKey(owner),
    queryFn: async () =>
      (
        await api.page<FileView>('/hankun/files/list', {
          params: { source: owner.source, onlyId: owner.onlyId, type: owner.type, status: 0 },
        })
      ).rows,
  });
}

export function useFileLimits() {
  return useQuery({
    queryKey: ['files', 'limits'],
    queryFn: () => api.get<FileLimits>('/hankun/files/findFileLimit'),
    staleTime: 60_000,
  });
}

export function useFileMutations(owner: FileOwner) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: filesKey(owner) });
  return {
    remove: useMutation({
      mutationFn: (id: number) => api.delete(`/hankun/files/${id}`),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: (input: { id: number; name: string; remark: string }) =>
        api.put<FileView>('/hankun/files', input, { errorHandling: 'caller' }),
      onSuccess: refresh,
    }),
    refresh,
  };
}

export const downloadFile = (file: FileView, onProgress?: (received: number, total: number | null) => void) =>
  api.download('/v2/files/download', { params: { id: file.id }, onDownloadProgress: onProgress });

/** The preview reply: its ret-type decides how it is shown (spec §4 File preview). */
export interface PreviewReply {
  status: number;
  retType: string | null;
  contentType: string;
  previewPath: string;
  blob: Blob;
}

/**
 * The raw preview call: the answer is read by its headers, so it does not go through the
 * envelope client. A JSON answer (a refusal) comes back with its content type for the caller.
 */
export async function fetchPreview(path: string): Promise<PreviewReply> {
  const headers = requestHeaders({
    language: currentLanguage(),
    delegateUserId: currentDelegateUser(),
    hasJsonBody: false,
  });
  headers.Accept = '*/*';
  const response = await fetch(buildRequestUrl('/hankun/filePreview/preview', { fileName: path }), {
    headers,
    credentials: 'same-origin',
  });
  return {
    status: response.status,
    retType: response.headers.get('ret-type'),
    contentType: response.headers.get('content-type') ?? '',
    previewPath: decodeURIComponent(response.headers.get('preview-file-path') ?? ''),
    blob: await response.blob(),
  };
}

export const convertedName = (path: string) =>
  api.get<string | null>('/hankun/filePreview/converted', { params: { filePath: path } });

export const requestConversion = (path: string) =>
  api.post<string>('/hankun/filePreview/convert', { filePath: path });
