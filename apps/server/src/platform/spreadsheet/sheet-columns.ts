import type { Language } from '@venus/shared';
import { fieldLabel, translate } from '@venus/shared';

export type CellValue = string | number | boolean | Date | null;

/**
 * One column of an exported or imported sheet. The same list describes both directions, so a
 * file exported from a list can be imported again: the header is the field's name in the
 * caller's language, and an import recognises it in either language or by its key.
 */
export interface SheetColumn<Row = unknown> {
  /** The field the column holds: the key of an imported row, `field.<key>` for its header. */
  key: string;
  /** A catalogue key for the header, when it is not `field.<key>`. */
  label?: string;
  /** Width in characters. */
  width?: number;
  /** The cell of an exported row; columns without one are import-only. (A method: any column list reads headers.) */
  cell?(row: Row): CellValue;
}

export function headerOf(column: Pick<SheetColumn, 'key' | 'label'>, lang: Language): string {
  return column.label ? translate(lang, column.label) : fieldLabel(lang, column.key);
}

/** Every header text that names the column: cn, en and the key itself, compared loosely. */
export function headerNames(column: Pick<SheetColumn, 'key' | 'label'>): string[] {
  return [headerOf(column, 'cn'), headerOf(column, 'en'), column.key].map(normaliseHeader);
}

export function normaliseHeader(text: string): string {
  return text.replace(/\s+/g, '').replace(/[*＊]/g, '').toLowerCase();
}

/**
 * The columns of an import sheet whose template row is text: each key's header is the catalogue's
 * `<labels>.<key>` (read in either language), with its width.
 */
export function importSheetColumns<Key extends string>(
  keys: readonly Key[],
  labels: string,
  widths: Readonly<Record<Key, number>>,
): SheetColumn<Record<Key, string>>[] {
  return keys.map((key) => ({
    key,
    label: `${labels}.${key}`,
    width: widths[key],
    cell: (row: Record<Key, string>) => row[key],
  }));
}
