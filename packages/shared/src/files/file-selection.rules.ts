import { bytesOfMb, type FileLimits } from './file-limits.rules.ts';

/** Spec §4 File upload dialog: 0 ok, 1 type not allowed, 2 same name as another in the batch. */
export type TipType = 0 | 1 | 2;

/** A refusal: a message key of the `files` block and its parameters. */
export interface FileRefusal {
  key: string;
  params: Record<string, unknown>;
}

const utf8 = new TextEncoder();

export const utf8Length = (text: string) => utf8.encode(text).length;

/** The extension after the last dot, lower case; '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Spec §5 File selection, the refusals (a refused file is not added): name length in UTF-8
 * bytes, a dot, a size above 0 and below the limit.
 */
export function refusalOfSelection(
  file: { name: string; size: number },
  limits: FileLimits,
): FileRefusal | null {
  if (utf8Length(file.name) > limits.nameMaxBytes)
    return { key: 'files.tip.filaNameTooLong', params: { name: file.name, max: limits.nameMaxBytes } };
  if (!file.name.includes('.')) return { key: 'files.tip.directoryTip', params: { name: file.name } };
  if (file.size <= 0) return { key: 'files.tip.fileErrorTip', params: { name: file.name } };
  if (file.size >= bytesOfMb(limits.sizeLimitMb))
    return { key: 'files.tip.fileSizeTip', params: { name: file.name, limit: limits.sizeLimitMb } };
  return null;
}

/** The batch is too large when it is not strictly below the count limit. */
export const isBatchTooLarge = (count: number, limits: FileLimits) => count >= limits.countLimit;

export const isTypeAllowed = (name: string, limits: FileLimits) =>
  limits.allowedTypes.includes(extensionOf(name));

/**
 * The tip of every file of a batch, recomputed from the whole batch so that removing a twin
 * clears the other's tip. A type violation outranks a duplicate name.
 */
export function tipTypesOf(names: readonly string[], limits: FileLimits): TipType[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return names.map((name) => {
    if (!isTypeAllowed(name, limits)) return 1;
    return (counts.get(name) ?? 0) > 1 ? 2 : 0;
  });
}

/**
 * Spec §5 File add submit: which confirm to show before uploading, or the refusal when nothing
 * valid is left and files are required.
 */
export function submitCheckOf(
  tips: readonly TipType[],
  fileRequired: boolean,
): { refusal: string | null; confirm: string | null } {
  if (fileRequired && tips.length === 0) return { refusal: 'files.tip.noFileSelectTip', confirm: null };
  if (fileRequired && !tips.some((tip) => tip !== 1))
    return { refusal: 'files.tip.hasTipType0', confirm: null };
  const has1 = tips.includes(1);
  const has2 = tips.includes(2);
  const confirm =
    has1 && has2
      ? 'files.tip.hasTipType12'
      : has1
        ? 'files.tip.hasTipType1'
        : has2
          ? 'files.tip.hasTipType2'
          : null;
  return { refusal: null, confirm };
}

/** A name the server can store: no path separators, no `..`, no control characters. */
export function isSafeFileName(name: string): boolean {
  if (name.length === 0 || name === '.' || name.includes('..')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return !/[/\\\u0000-\u001f\u007f]/.test(name);
}

/** Spec §5 File edit submit: a stored file needs a name, a remark-only row needs its remark. */
export function refusalOfEdit(input: {
  path?: string | null;
  name?: string;
  remark?: string;
}): string | null {
  if (input.path) return input.name?.trim() ? null : 'files.tip.fileNameEmptyTip';
  return input.remark?.trim() ? null : 'files.tip.remarkEmptyTip';
}
