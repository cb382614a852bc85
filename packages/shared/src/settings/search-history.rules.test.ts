import { describe, expect, it } from 'vitest';
import { addSearchHistorySchema, addToHistory, SEARCH_HISTORY_MAX } from './search-history.rules.ts';

const entries = (...values: string[]) => values.map((value) => ({ value }));

describe('addToHistory (spec §5 search history)', () => {
  it('puts a new entry first', () => {
    expect(addToHistory(entries('b', 'a'), { value: 'c' })).toEqual(entries('c', 'b', 'a'));
  });

  it('trims the value', () => {
    expect(addToHistory([], { value: '  合同  ' })).toEqual(entries('合同'));
  });

  it('refuses an empty or whitespace-only value', () => {
    expect(addToHistory(entries('a'), { value: '' })).toBeNull();
    expect(addToHistory(entries('a'), { value: '   ' })).toBeNull();
  });

  it('moves an existing equal value to the front instead of duplicating it', () => {
    expect(addToHistory(entries('c', 'b', 'a'), { value: ' a ' })).toEqual(entries('a', 'c', 'b'));
  });

  it('takes the new fields of a moved entry', () => {
    const list = [{ value: 'x', id: 1 }];
    expect(addToHistory(list, { value: 'x', id: 2 })).toEqual([{ value: 'x', id: 2 }]);
  });

  it('keeps the latest 10', () => {
    const list = entries(...Array.from({ length: SEARCH_HISTORY_MAX }, (_, i) => `v${i}`));
    const next = addToHistory(list, { value: 'new' })!;
    expect(next).toHaveLength(SEARCH_HISTORY_MAX);
    expect(next[0]!.value).toBe('new');
    expect(next.map((item) => item.value)).not.toContain(`v${SEARCH_HISTORY_MAX - 1}`);
  });

  it('honours a smaller maximum', () => {
    expect(addToHistory(entries('b', 'a'), { value: 'c' }, 2)).toEqual(entries('c', 'b'));
  });

  it('does not change the list it was given', () => {
    const list = entries('a');
    addToHistory(list, { value: 'b' });
    expect(list).toEqual(entries('a'));
  });
});

describe('addSearchHistorySchema', () => {
  it('accepts at most 64 characters', () => {
    expect(addSearchHistorySchema.safeParse({ kind: 'route', value: 'x'.repeat(64) }).success).toBe(true);
    expect(addSearchHistorySchema.safeParse({ kind: 'route', value: 'x'.repeat(65) }).success).toBe(false);
  });

  it('accepts a project or a user payload, nothing else', () => {
    const project = { id: 1, name: '并购', number: 'P-1', numberName: 'P-1:并购' };
    const user = { id: 2, name: '孙悦', allName: '孙悦 (北京)' };
    expect(
      addSearchHistorySchema.safeParse({ kind: 'project', value: 'P-1', payload: project }).success,
    ).toBe(true);
    expect(addSearchHistorySchema.safeParse({ kind: 'user', value: '孙悦', payload: user }).success).toBe(
      true,
    );
    expect(addSearchHistorySchema.safeParse({ kind: 'user', value: 'x', payload: { id: 1 } }).success).toBe(
      false,
    );
  });

  it('refuses a malformed kind', () => {
    expect(addSearchHistorySchema.safeParse({ kind: 'Bad kind', value: 'x' }).success).toBe(false);
  });
});
