import type { FieldError } from '@venus/shared';
import type { FormInstance } from 'antd';
import { isApiError } from '../../app/api/api-error.ts';

export type NamePath = (string | number)[];

export interface FieldErrorPlacement {
  /** The key an edit call nests its record under (`project`, `client`): the form has no such level. */
  prefix?: string;
  /**
   * The form's inputs by name, list entries as `list.field`. Given, an error naming anything else
   * (e.g. `team` for "exactly one responsible partner") is shown above the form; not given, any
   * named field is taken to be an input.
   */
  inputs?: ReadonlySet<string>;
}

/**
 * Where a server field error belongs in an antd form: `client.contacts.0.email` becomes
 * ['contacts', 0, 'email'] (list entries keep their index). `null`: the error names no single input.
 */
export function formNameOf(field: string, { prefix, inputs }: FieldErrorPlacement = {}): NamePath | null {
  const parts = field
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (prefix !== undefined && parts[0] === prefix) parts.shift();
  const [head] = parts;
  if (typeof head !== 'string') return null;
  if (!inputs) return parts;
  const leaf = parts.filter((part) => typeof part === 'string').join('.');
  return inputs.has(leaf) && (parts.length === 1 || typeof parts[1] === 'number') ? parts : null;
}

export interface PlacedErrors {
  fields: { name: NamePath; errors: string[] }[];
  general: string[];
}

/** Splits the server's field errors into those an input shows and those the form shows above it. */
export function placeErrors(
  errors: readonly FieldError[],
  placement: FieldErrorPlacement = {},
): PlacedErrors {
  const placed: PlacedErrors = { fields: [], general: [] };
  for (const error of errors) {
    const name = formNameOf(error.field, placement);
    if (name) placed.fields.push({ name, errors: [error.message] });
    else placed.general.push(error.message);
  }
  return placed;
}

/**
 * Marks the fields the server refused on the form, and answers the placement: the caller shows
 * `general` above the form, or leaves it to the message the API client has already shown.
 */
export function applyServerErrors(
  form: FormInstance,
  errors: readonly FieldError[],
  placement: FieldErrorPlacement = {},
): PlacedErrors {
  const placed = placeErrors(errors, placement);
  if (placed.fields.length > 0) form.setFields(placed.fields);
  return placed;
}

/**
 * A refused save of a form: marks the inputs the server named and answers what to show above the
 * form (the server's message), or null when the marked inputs say it all. Anything but the API's
 * refusal is thrown on. `errorsOf` maps the server's fields to the form's first (a bill's lines).
 */
export function refusalOnForm(
  form: FormInstance,
  error: unknown,
  placement: FieldErrorPlacement,
  errorsOf: (errors: readonly FieldError[]) => readonly FieldError[] = (errors) => errors,
): string | null {
  if (!isApiError(error)) throw error;
  const placed = applyServerErrors(form, errorsOf(error.errors), placement);
  return placed.fields.length === 0 || placed.general.length > 0
    ? error.msg || placed.general.join(' ')
    : null;
}
