import { NO_DATA_KEY } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import {
  blurPicker,
  choosePicker,
  clearPicker,
  dropdownEntries,
  focusPicker,
  initialPickerState,
  offeredChoices,
  type PickerChoice,
  syncPicker,
  typeInPicker,
} from './picker-state.ts';

const choice = (key: string, display: string, ...more: string[]): PickerChoice<string> => ({
  key,
  display,
  matchTexts: [display, ...more],
  item: key,
});
const sun = choice('7', 'V0007:孙悦', '孙悦', 'V0007');
const wang = choice('3', 'V0003:王建国', '王建国', 'V0003');

describe('search picker state', () => {
  it('empties the user box on focus but keeps the choice', () => {
    const focused = focusPicker(initialPickerState(sun), true);
    expect(focused.text).toBe('');
    expect(focused.chosen).toBe(sun);
  });

  it('keeps the project box text on focus', () => {
    expect(focusPicker(initialPickerState(sun), false).text).toBe('V0007:孙悦');
  });

  it('cuts typed text to 64 characters as the user sees them', () => {
    const typed = typeInPicker(initialPickerState<string>(null), '案'.repeat(70));
    expect(Array.from(typed.text)).toHaveLength(64);
    expect(typed.typing).toBe(true);
  });

  it('restores the last chosen value on blur when the text names no option', () => {
    const typed = typeInPicker(focusPicker(initialPickerState(sun), true), '王建');
    const left = blurPicker(typed, [wang]);
    expect(left.state).toEqual({ chosen: sun, text: 'V0007:孙悦', typing: false });
    expect(left.changed).toBe(false);
  });

  it('restores the choice after a focus and leave with nothing typed', () => {
    const left = blurPicker(focusPicker(initialPickerState(sun), true), [wang]);
    expect(left.state.text).toBe('V0007:孙悦');
    expect(left.changed).toBe(false);
  });

  it('takes a typed text that names an offered option exactly, as a choice', () => {
    const typed = typeInPicker(initialPickerState(sun), ' 王建国 ');
    const left = blurPicker(typed, [wang]);
    expect(left.state.chosen).toBe(wang);
    expect(left.state.text).toBe('V0003:王建国');
    expect(left.changed).toBe(true);
  });

  it('reports a change only when another record is chosen', () => {
    expect(choosePicker(initialPickerState(sun), sun).changed).toBe(false);
    const step = choosePicker(initialPickerState(sun), wang);
    expect(step.changed).toBe(true);
    expect(step.state.text).toBe('V0003:王建国');
  });

  it('empties the choice only through the clear button', () => {
    const cleared = clearPicker(initialPickerState(sun));
    expect(cleared.state.chosen).toBeNull();
    expect(cleared.changed).toBe(true);
    expect(clearPicker(initialPickerState<string>(null)).changed).toBe(false);
  });

  it('follows a value set from outside unless the person is typing', () => {
    expect(syncPicker(initialPickerState(sun), null)).toEqual(initialPickerState(null));
    const typing = typeInPicker(initialPickerState(sun), '王');
    expect(syncPicker(typing, wang)).toEqual({ chosen: wang, text: '王', typing: true });
  });
});

describe('search picker drop-down', () => {
  it('offers at most 5 recent choices, newest first, without duplicates, before anything is typed', () => {
    const recent = ['1', '2', '1', '3', '4', '5', '6'].map((key) => choice(key, `U${key}`));
    expect(dropdownEntries('', undefined, recent, '暂无数据').map((entry) => entry.key)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('shows a "no data" entry that cannot be chosen when the search finds nothing', () => {
    const entries = dropdownEntries('zzz', [], [sun], '暂无数据');
    expect(entries).toEqual([{ key: NO_DATA_KEY, label: '暂无数据', disabled: true, choice: null }]);
    expect(offeredChoices(entries)).toEqual([]);
  });

  it('shows nothing while the search for the typed text runs', () => {
    expect(dropdownEntries('sun', undefined, [sun], '暂无数据')).toEqual([]);
  });

  it('lists the search results by their display text', () => {
    const entries = dropdownEntries('sun', [sun, wang], [], '暂无数据');
    expect(entries.map((entry) => entry.label)).toEqual(['V0007:孙悦', 'V0003:王建国']);
    expect(offeredChoices(entries)).toEqual([sun, wang]);
  });
});
