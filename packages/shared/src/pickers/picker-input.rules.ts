import { SEARCH_HISTORY_VALUE_MAX } from '../settings/search-history.rules.ts';

/** Spec §5: the user autocomplete, project search and history inputs take at most 64 characters. */
export const PICKER_INPUT_MAX = SEARCH_HISTORY_VALUE_MAX;

/** Cuts typed or pasted text to 64 characters (counted as the user sees them, not UTF-16 units). */
export function limitPickerInput(text: string): string {
  const characters = Array.from(text);
  return characters.length > PICKER_INPUT_MAX ? characters.slice(0, PICKER_INPUT_MAX).join('') : text;
}
