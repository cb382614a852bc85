import type { FieldError } from '@venus/shared';
import type { FormInstance } from 'antd';

type NamePath = (string | number)[];

/**
 * The form field a server field error belongs to (`contacts.0.email` → ['contacts', 0, 'email']).
 * The edit call nests the client under `client`, so that prefix is dropped.
 */
export function formFieldOf(field: string): NamePath {
  const parts = field
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return parts[0] === 'client' ? parts.slice(1) : parts;
}

/** Marks the fields the server refused; the API client has already shown its message. */
export function applyServerErrors(form: FormInstance, error: { errors?: readonly FieldError[] }): void {
  const placed = (error.errors ?? [])
    .map((item) => ({ name: formFieldOf(item.field), errors: [item.message] }))
    .filter((item) => item.name.length > 0);
  if (placed.length > 0) form.setFields(placed);
}
