/** One entry of a picker's drop-down. */
export interface PickerOption<T> {
  key: string;
  label: string;
  /** The no-data entry is disabled: it can be seen but not chosen. */
  disabled: boolean;
  item: T | null;
}

export const NO_DATA_KEY = '__no_data__';

/**
 * The drop-down for a search result. Spec §5 "Project search": an empty result shows a "no
 * data" entry that cannot be chosen, so the user sees the search ran and found nothing.
 */
export function pickerOptions<T extends { id: string | number }>(
  items: readonly T[],
  display: (item: T) => string,
  noDataLabel: string,
): PickerOption<T>[] {
  if (items.length === 0) return [{ key: NO_DATA_KEY, label: noDataLabel, disabled: true, item: null }];
  return items.map((item) => ({ key: String(item.id), label: display(item), disabled: false, item }));
}

export function isChoosable<T>(option: PickerOption<T>): option is PickerOption<T> & { item: T } {
  return !option.disabled && option.item !== null;
}
