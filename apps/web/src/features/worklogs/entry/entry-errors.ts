import type { FormInstance } from 'antd';
import { isApiError } from '../../../app/api/api-error.ts';
import { applyServerErrors } from '../../../components/form/server-field-errors.ts';
import { ENTRY_FIELDS } from './entry-values.ts';

const inputs: ReadonlySet<string> = new Set(ENTRY_FIELDS);

/**
 * A refused save, shown where it belongs: a field error (the 24-hour cap on hours, a case one may
 * not bill to) on its input, in the caller's language as the server wrote it; anything else in
 * the message bar. The edit call nests the entry under `entry`.
 */
export function showEntryError(
  form: FormInstance,
  error: unknown,
  showMessage: (text: string) => void,
): void {
  if (!isApiError(error)) throw error;
  const placed = applyServerErrors(form, error.errors, { prefix: 'entry', inputs });
  if (placed.fields.length === 0 && placed.general.length === 0) showMessage(error.msg);
  for (const text of placed.general) showMessage(text);
}
