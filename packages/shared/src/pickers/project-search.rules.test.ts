import { describe, expect, it } from 'vitest';
import {
  projectDisplay,
  projectSearchQuerySchema,
  projectSearchResultSchema,
} from './project-search.rules.ts';

describe('project search display (spec §3)', () => {
  it('shows number:name', () => {
    expect(projectDisplay({ number: 'P-2026-001', name: '并购尽调' })).toBe('P-2026-001:并购尽调');
  });

  it('shows the name of a project not yet numbered', () => {
    expect(projectDisplay({ number: '', name: '并购尽调' })).toBe('并购尽调');
  });

  it('reads id, name and number', () => {
    expect(projectSearchResultSchema.parse({ id: 1, name: 'A', number: 'P-1' })).toEqual({
      id: 1,
      name: 'A',
      number: 'P-1',
    });
  });
});

describe('project search query (spec §3)', () => {
  it('reads query, userId, type, worklogType, billType, expType and chk', () => {
    expect(
      projectSearchQuerySchema.parse({
        query: ' 并购 ',
        userId: '9',
        type: '1',
        worklogType: 2,
        billType: '3',
        expType: 4,
        chk: '1',
      }),
    ).toEqual({ query: '并购', userId: 9, type: 1, worklogType: 2, billType: 3, expType: 4, chk: true });
  });

  it('accepts just an id', () => {
    expect(projectSearchQuerySchema.parse({ id: '15' })).toEqual({ id: 15, query: '' });
  });

  it('refuses a query over 64 characters', () => {
    expect(projectSearchQuerySchema.safeParse({ query: '案'.repeat(65) }).success).toBe(false);
  });

  it('refuses a type code that is not a small whole number', () => {
    expect(projectSearchQuerySchema.safeParse({ billType: 'x' }).success).toBe(false);
    expect(projectSearchQuerySchema.safeParse({ expType: 1.5 }).success).toBe(false);
  });
});
