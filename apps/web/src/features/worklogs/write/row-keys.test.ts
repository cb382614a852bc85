import { describe, expect, it } from 'vitest';
import { entersRow, type RowKeyEvent } from './row-keys.ts';

function keydown(key: string, target: { tagName?: string; expanded?: string } = {}, extra = {}): RowKeyEvent {
  return {
    key,
    shiftKey: false,
    nativeEvent: { isComposing: false },
    target: {
      tagName: target.tagName ?? 'INPUT',
      getAttribute: (name: string) => (name === 'aria-expanded' ? (target.expanded ?? null) : null),
    },
    ...extra,
  };
}

describe('Enter in the row being written', () => {
  it('saves the row from any field', () => {
    expect(entersRow(keydown('Enter'))).toBe(true);
    expect(entersRow(keydown('Enter', { tagName: 'TEXTAREA' }))).toBe(true);
    expect(entersRow(keydown('Tab'))).toBe(false);
  });

  it('picks from an open list instead of saving', () => {
    expect(entersRow(keydown('Enter', { expanded: 'true' }))).toBe(false);
    expect(entersRow(keydown('Enter', { expanded: 'false' }))).toBe(true);
  });

  it('leaves Shift+Enter, an input method composing, and the Save button alone', () => {
    expect(entersRow(keydown('Enter', {}, { shiftKey: true }))).toBe(false);
    expect(entersRow(keydown('Enter', {}, { nativeEvent: { isComposing: true } }))).toBe(false);
    expect(entersRow(keydown('Enter', { tagName: 'BUTTON' }))).toBe(false);
  });
});
