import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileLimits, FileOwner, FileView } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { downloads } from '../../components/file/download-tracker.ts';
import { fetchWithSession } from '../../components/file/session-fetch.ts';

export const filesKey = (owner: FileOwner) => ['files', owner.source, owner.onlyId, owner.type] as const;

/** Spec §3 File record list: the current files of one record (`enabled` false: no record yet). */
export function useFiles(owner: FileOwner, enabled = true) {
  return useQuery({
    queryKey: filesKey(owner),
    enabled,
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

/** Downloads a stored file while the shell's download list shows its progress and end. */
export const downloadFile = (file: FileView) =>
  downloads.track({ name: file.name, path: file.path ?? '' }, (onDownloadProgress) =>
    api.download('/v2/files/download', { params: { id: file.id }, onDownloadProgress }),
  );

/** A firm document template by its name (spec §7 templatesFileDownload), with its progress shown. */
export const downloadTemplate = (name: string) =>
  downloads.track({ name, path: name }, (onDownloadProgress) =>
    api.download('/hankun/file/templatesFileDownload', { params: { fileName: name }, onDownloadProgress }),
  );

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
  const response = await fetchWithSession('/hankun/filePreview/preview', { fileName: path });
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

/** The caller shows a refusal itself (the server's reason, such as LibreOffice missing). */
export const requestConversion = (path: string) =>
  api.post<string>('/hankun/filePreview/convert', { filePath: path }, { errorHandling: 'caller' });

/** Whether this server converts office files to PDF (LibreOffice is optional); asked once. */
export function useConverterAvailable(enabled: boolean) {
  return useQuery({
    queryKey: ['files', 'converter'],
    queryFn: ({ signal }) =>
      api.get<{ available: boolean }>('/hankun/filePreview/converter', { signal, errorHandling: 'caller' }),
    enabled,
    staleTime: 5 * 60_000,
    select: (answer) => answer.available,
  });
}
