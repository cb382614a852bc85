import { describe, expect, it } from 'vitest';
import { advancedCountLabel, countActiveConditions, isActiveCondition } from './advanced-count.rules.ts';

describe('active advanced conditions (spec §2 List-page template)', () => {
  it('counts the advanced conditions that narrow the search', () => {
    const values = {
      name: '孙',
      office: 2,
      status: '0',
      roleIds: [3],
      group: '',
      tags: [],
      from: null,
      simple: 'x',
    };
    expect(
      countActiveConditions(values, ['name', 'office', 'status', 'roleIds', 'group', 'tags', 'from']),
    ).toBe(4);
  });

  it('ignores conditions outside the advanced panel', () => {
    expect(countActiveConditions({ simple: 'x' }, ['name'])).toBe(0);
  });

  it('treats empty text, lists, null, false and NaN as inactive, and 0 as active', () => {
    for (const value of ['', '  ', [], ['', null], null, undefined, false, Number.NaN]) {
      expect(isActiveCondition(value)).toBe(false);
    }
    for (const value of [0, '0', true, ['2026-01-01', null], { id: 1 }])
      expect(isActiveCondition(value)).toBe(true);
  });
});

describe('the advanced toggle label', () => {
  it('shows nothing for no active condition', () => {
    expect(advancedCountLabel(0)).toBe('');
  });

  it('shows the count up to 9', () => {
    expect(advancedCountLabel(1)).toBe('1');
    expect(advancedCountLabel(9)).toBe('9');
  });

  it('shows "···" above 9', () => {
    expect(advancedCountLabel(10)).toBe('···');
  });
});
