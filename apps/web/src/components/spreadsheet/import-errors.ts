/** One refused cell of an import, as the server reports it (decision 0012). */
export interface ImportRowError {
  /** The row as Excel numbers it (the header is row 1). */
  row: number;
  field: string;
  /** The column header as the person sees it. */
  column: string;
  message: string;
}

const isRowError = (value: unknown): value is ImportRowError => {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.row === 'number' && typeof item.message === 'string';
};

/**
 * The per-row errors of a refused import (`data.errors`), sorted by row. A refusal of the
 * whole file (not an .xlsx, no header) carries none; its message says what is wrong.
 */
export function readRowErrors(data: unknown): ImportRowError[] {
  const errors = (data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter(isRowError)
    .map((error) => ({ ...error, field: String(error.field ?? ''), column: String(error.column ?? '') }))
    .sort((a, b) => a.row - b.row);
}
