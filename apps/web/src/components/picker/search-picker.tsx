import { useQuery } from '@tanstack/react-query';
import { PICKER_INPUT_MAX } from '@venus/shared';
import { AutoComplete } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearControl } from '../select/select.tsx';
import {
  blurPicker,
  choosePicker,
  clearPicker,
  dropdownEntries,
  focusPicker,
  initialPickerState,
  offeredChoices,
  type PickerChoice,
  type PickerState,
  syncPicker,
  typeInPicker,
} from './picker-state.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Waits for a pause in typing before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;
/** Option values no one types, so a chosen option is told apart from typed text. */
const optionValue = (key: string) => `__pick__${key}`;

export interface SearchPickerProps<T> {
  /** The chosen value as the caller knows it (null: nothing chosen). */
  chosen: PickerChoice<T> | null;
  onChoose: (choice: PickerChoice<T> | null) => void;
  /** Runs the search for typed text; `searchKey` names the filters it applies, for the cache. */
  search: (text: string, signal: AbortSignal) => Promise<PickerChoice<T>[]>;
  searchKey: readonly unknown[];
  /** Offered before anything is typed, newest first. */
  recent: readonly PickerChoice<T>[];
  clearOnFocus: boolean;
  /** Spec §9: the project search settles 400 ms after blur, so a click on an option lands first. */
  blurDelayMs?: number;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  className?: string;
  'aria-label'?: string;
}

/**
 * The search box behind the user autocomplete and the project search (decision 0014): typing
 * searches the server, an empty box offers the recent choices, and leaving it keeps only a real
 * choice (the rules are in picker-state.ts).
 */
export function SearchPicker<T>(props: SearchPickerProps<T>) {
  const { chosen, onChoose, search, searchKey, recent, clearOnFocus, blurDelayMs = 0 } = props;
  const { t } = useTranslation();
  const [state, setState] = useState<PickerState<T>>(() => initialPickerState(chosen));
  const typed = useDebouncedValue(state.text, SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['picker-search', ...searchKey, typed],
    queryFn: ({ signal }) => search(typed, signal),
    enabled: state.typing && typed.trim() !== '',
    staleTime: 30_000,
  });
  // Results of an older text would offer what the box no longer says.
  const current = state.typing && typed === state.text ? found.data : undefined;
  const entries = dropdownEntries(state.text, current, recent, t('pickers.noData'));

  const latest = useRef({ state, entries });
  latest.current = { state, entries };
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const chosenKey = chosen?.key ?? null;
  const chosenDisplay = chosen?.display ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice is compared by key and text.
  useEffect(() => setState((before) => syncPicker(before, chosen)), [chosenKey, chosenDisplay]);

  const apply = (next: { state: PickerState<T>; changed: boolean }) => {
    setState(next.state);
    if (next.changed) onChoose(next.state.chosen);
  };

  const settle = () => apply(blurPicker(latest.current.state, offeredChoices(latest.current.entries)));

  const clearControl = useClearControl(props.allowClear ?? true);
  return (
    <AutoComplete
      id={props.id}
      aria-label={props['aria-label']}
      className={props.className}
      // Emptied on focus, the box still says what stays chosen if nothing new is picked.
      placeholder={state.text === '' && state.chosen ? state.chosen.display : props.placeholder}
      disabled={props.disabled}
      allowClear={clearControl}
      value={state.text}
      showSearch={{ filterOption: false }}
      options={entries.map((entry) => ({
        value: optionValue(entry.key),
        label: entry.label,
        disabled: entry.disabled,
      }))}
      maxLength={PICKER_INPUT_MAX}
      onChange={(text: string) => {
        // Choosing an option also reports its value (the key) as a change: the choice handles it.
        if (entries.some((entry) => optionValue(entry.key) === text)) return;
        setState((before) => typeInPicker(before, text ?? ''));
      }}
      onSelect={(value: string) => {
        const choice = entries.find((entry) => optionValue(entry.key) === value)?.choice;
        if (choice) apply(choosePicker(latest.current.state, choice));
      }}
      onClear={() => apply(clearPicker(latest.current.state))}
      onFocus={() => {
        clearTimeout(blurTimer.current);
        setState((before) => focusPicker(before, clearOnFocus));
      }}
      onBlur={() => {
        if (blurDelayMs > 0) blurTimer.current = setTimeout(settle, blurDelayMs);
        else settle();
      }}
    />
  );
}
