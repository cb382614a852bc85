import {
  bytesOfMb,
  contentMatchesName,
  type FileLimits,
  isSafeFileName,
  isTypeAllowed,
  refusalOfSelection,
} from '@venus/shared';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../platform/http/app-error.ts';
import type { StoredObject } from '../../platform/storage/file-storage.ts';

/**
 * The server's own checks of a name before any byte is stored: the client's rules (length,
 * dot, allowed type) and the ones only the server must make (no path tricks).
 */
export function assertAcceptableName(name: string, limits: FileLimits): void {
  const refusal = refusalOfSelection({ name, size: 1 }, limits);
  if (refusal) throw badRequest(refusal.key, refusal.params, 'files');
  if (!isSafeFileName(name)) throw badRequest('files.tip.unsafeName', { name }, 'files');
  if (!isTypeAllowed(name, limits)) throw badRequest('files.tip.typeNotAllowed', { name }, 'files');
}

export function assertAcceptableSize(name: string, size: number, limits: FileLimits): void {
  if (size <= 0) throw badRequest('files.tip.fileErrorTip', { name }, 'files');
  if (size >= bytesOfMb(limits.sizeLimitMb))
    throw badRequest('files.tip.fileSizeTip', { name, limit: limits.sizeLimitMb }, 'files');
}

/** Checks the complete content before it becomes visible: not empty, magic bytes agree. */
export async function assertAcceptableContent(
  name: string,
  stored: Pick<StoredObject, 'size' | 'head'>,
): Promise<string> {
  if (stored.size === 0) throw badRequest('files.tip.fileErrorTip', { name }, 'files');
  const detected = await fileTypeFromBuffer(stored.head);
  if (!contentMatchesName(name, detected?.ext))
    throw badRequest('files.tip.contentMismatch', { name }, 'files');
  return detected?.mime ?? '';
}
