import type { AddSearchHistoryInput } from '@venus/shared';
import type { PickerChoice } from './picker-state.ts';

/** One row of `/hankun/history/list`, as the server answers it (newest first). */
export interface HistoryRow {
  id: number;
  kind: string;
  value: string;
  payload: unknown;
  createdAt: string;
}

/** A choice that knows how to be written to the history when chosen (again). */
export interface RememberedChoice<T> extends PickerChoice<T> {
  history: AddSearchHistoryInput;
}

/**
 * The recent choices of one search box from its server history. Rows whose payload no longer
 * reads as this box's record (an older shape, a hand-edited row) are skipped, not shown broken.
 */
export function choicesFromHistory<T>(
  rows: readonly HistoryRow[] | undefined,
  fromRow: (row: HistoryRow) => RememberedChoice<T> | null,
): RememberedChoice<T>[] {
  return (rows ?? []).flatMap((row) => {
    const choice = fromRow(row);
    return choice ? [choice] : [];
  });
}

type PayloadId = string | number;

/** Reads a stored payload's fields without trusting them: a wrong shape answers null. */
export function readPayload<K extends string>(
  payload: unknown,
  textFields: readonly K[],
): ({ id: PayloadId } & Record<K, string>) | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const record = payload as Record<string, unknown>;
  const id = record.id;
  const validId = (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && id !== '');
  if (!validId || !textFields.every((field) => typeof record[field] === 'string')) return null;
  return record as { id: PayloadId } & Record<K, string>;
}
