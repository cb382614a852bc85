import {
  type AddSearchHistoryInput,
  limitPickerInput,
  NO_DATA_KEY,
  recentSuggestions,
  settleOnBlur,
} from '@venus/shared';

/**
 * One thing a search box can offer: a user, a project. The box works on these so the user
 * autocomplete and the project search share one behaviour (decision 0014).
 */
export interface PickerChoice<T> {
  /** Unique among the offered choices; the record's id as text. */
  key: string;
  /** What the box shows once it is chosen ("userno:name", "number:name"). */
  display: string;
  /** Texts a typed value may equal to mean this choice; the display first. */
  matchTexts: string[];
  item: T;
  /** How the choice is written to the search history when chosen. */
  history?: AddSearchHistoryInput;
}

export interface PickerState<T> {
  chosen: PickerChoice<T> | null;
  /** The text in the box. */
  text: string;
  /** True between a keystroke and the next choice or blur: only then is the server asked. */
  typing: boolean;
}

export interface PickerStep<T> {
  state: PickerState<T>;
  /** The chosen value changed, so the caller's onChange must hear of it. */
  changed: boolean;
}

export function initialPickerState<T>(chosen: PickerChoice<T> | null): PickerState<T> {
  return { chosen, text: chosen?.display ?? '', typing: false };
}

/**
 * Spec §4: the user autocomplete clears on focus, so the recent choices show at once and a new
 * name can be typed without deleting the old one first. The project box keeps its text.
 */
export function focusPicker<T>(state: PickerState<T>, clearOnFocus: boolean): PickerState<T> {
  return clearOnFocus ? { ...state, text: '', typing: false } : state;
}

/** Typed or pasted text, cut to the 64 characters the spec allows (§5). */
export function typeInPicker<T>(state: PickerState<T>, text: string): PickerState<T> {
  return { ...state, text: limitPickerInput(text), typing: true };
}

export function choosePicker<T>(state: PickerState<T>, choice: PickerChoice<T>): PickerStep<T> {
  return {
    state: { chosen: choice, text: choice.display, typing: false },
    changed: state.chosen?.key !== choice.key,
  };
}

/**
 * Spec §4: leaving the box keeps the text only when it names one of the offered choices (which
 * then becomes the choice); anything else brings the last chosen value back.
 */
export function blurPicker<T>(state: PickerState<T>, offered: readonly PickerChoice<T>[]): PickerStep<T> {
  const settled = settleOnBlur(state.text, offered, state.chosen, (choice) => choice.matchTexts);
  return {
    state: { chosen: settled.chosen, text: settled.text, typing: false },
    changed: (settled.chosen?.key ?? null) !== (state.chosen?.key ?? null),
  };
}

/** The clear button is the one way to empty a choice. */
export function clearPicker<T>(state: PickerState<T>): PickerStep<T> {
  return { state: { chosen: null, text: '', typing: false }, changed: state.chosen !== null };
}

/**
 * The caller's value changed from outside (a form reset, a saved record loaded). While the
 * person is typing the box is theirs; otherwise it shows the new value.
 */
export function syncPicker<T>(state: PickerState<T>, chosen: PickerChoice<T> | null): PickerState<T> {
  if (state.chosen?.key === chosen?.key && (state.typing || state.text === (chosen?.display ?? ''))) {
    return state;
  }
  return state.typing ? { ...state, chosen } : initialPickerState(chosen);
}

export interface DropdownEntry<T> {
  key: string;
  label: string;
  disabled: boolean;
  choice: PickerChoice<T> | null;
}

/**
 * What the drop-down lists. With nothing typed: the recent choices (at most 5, newest first, no
 * duplicates; spec §5). With text typed and the search answered: the results, or a "no data"
 * entry that cannot be chosen (§5 Project search). While the search runs: nothing yet.
 */
export function dropdownEntries<T>(
  text: string,
  found: readonly PickerChoice<T>[] | undefined,
  recent: readonly PickerChoice<T>[],
  noDataLabel: string,
): DropdownEntry<T>[] {
  const entry = (choice: PickerChoice<T>): DropdownEntry<T> => ({
    key: choice.key,
    label: choice.display,
    disabled: false,
    choice,
  });
  if (!text.trim()) {
    return recentSuggestions(recent.map((choice) => ({ ...choice, id: choice.key }))).map(entry);
  }
  if (found === undefined) return [];
  if (found.length === 0) return [{ key: NO_DATA_KEY, label: noDataLabel, disabled: true, choice: null }];
  return found.map(entry);
}

/** The choices a blur may match: the entries that can be chosen. */
export function offeredChoices<T>(entries: readonly DropdownEntry<T>[]): PickerChoice<T>[] {
  return entries.flatMap((entry) => (entry.choice && !entry.disabled ? [entry.choice] : []));
}
