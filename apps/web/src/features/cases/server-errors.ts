import type { FieldError } from '@venus/shared';

export type NamePath = (string | number)[];

/**
 * Where a field error of the server belongs in the case form. The update call nests the case
 * under `project`, so that prefix is dropped; list entries (`parties.2.name`) keep their index.
 * `null`: the error names no single input (e.g. `team` for "exactly one responsible partner"),
 * so the form shows it above the fields.
 */
export function formNameOf(field: string, inputs: ReadonlySet<string>): NamePath | null {
  const parts = field
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (parts[0] === 'project') parts.shift();
  const [head] = parts;
  if (typeof head !== 'string') return null;
  const leaf = parts.filter((part) => typeof part === 'string').join('.');
  return inputs.has(leaf) && (parts.length === 1 || typeof parts[1] === 'number') ? parts : null;
}

export interface PlacedErrors {
  fields: { name: NamePath; errors: string[] }[];
  general: string[];
}

/** Splits the server's field errors into those an input shows and those the form shows. */
export function placeErrors(errors: readonly FieldError[], inputs: ReadonlySet<string>): PlacedErrors {
  const placed: PlacedErrors = { fields: [], general: [] };
  for (const error of errors) {
    const name = formNameOf(error.field, inputs);
    if (name) placed.fields.push({ name, errors: [error.message] });
    else placed.general.push(error.message);
  }
  return placed;
}
