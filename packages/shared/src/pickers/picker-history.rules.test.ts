import { describe, expect, it } from 'vitest';
import { addSearchHistorySchema } from '../settings/search-history.rules.ts';
import { projectHistoryEntry, userHistoryEntry } from './picker-history.rules.ts';

describe('search history entries of the pickers (spec §3)', () => {
  it('keeps a project as {id, name, number, numberName}', () => {
    const entry = projectHistoryEntry({ id: 1, name: '并购尽调', number: 'P-1' });
    expect(entry).toEqual({
      kind: 'project',
      value: 'P-1:并购尽调',
      payload: { id: 1, name: '并购尽调', number: 'P-1', numberName: 'P-1:并购尽调' },
    });
    expect(addSearchHistorySchema.safeParse(entry).success).toBe(true);
  });

  it('keeps a user as {id, name, allName}', () => {
    const entry = userHistoryEntry({ id: 7, name: '孙悦', userno: 'HK0012', allName: '孙悦 (北京)' });
    expect(entry).toEqual({
      kind: 'user',
      value: 'HK0012:孙悦',
      payload: { id: 7, name: '孙悦', allName: '孙悦 (北京)' },
    });
    expect(addSearchHistorySchema.safeParse(entry).success).toBe(true);
  });

  it('falls back to the display text for a user without an allName', () => {
    expect(userHistoryEntry({ id: 7, name: '孙悦' }).payload).toEqual({
      id: 7,
      name: '孙悦',
      allName: '孙悦',
    });
  });

  it('keeps the history value within 64 characters', () => {
    const entry = projectHistoryEntry({ id: 1, name: '案'.repeat(80), number: 'P-1' });
    expect(Array.from(entry.value)).toHaveLength(64);
    expect(addSearchHistorySchema.safeParse(entry).success).toBe(true);
  });
});
