import { describe, expect, it } from 'vitest';
import { recentSuggestions, rememberChoice } from './recent-choices.rules.ts';

const users = (...ids: (number | string)[]) => ids.map((id) => ({ id }));

describe('recent choices (spec §5: at most 5, most recent, no duplicates)', () => {
  it('puts the latest choice first', () => {
    expect(rememberChoice(users(2, 1), { id: 3 })).toEqual(users(3, 2, 1));
  });

  it('moves a repeated choice to the front instead of duplicating it', () => {
    expect(rememberChoice(users(3, 2, 1), { id: 1 })).toEqual(users(1, 3, 2));
    expect(rememberChoice(users(3, '2'), { id: 2 })).toEqual(users(2, 3));
  });

  it('keeps at most 5', () => {
    expect(rememberChoice(users(5, 4, 3, 2, 1), { id: 6 })).toEqual(users(6, 5, 4, 3, 2));
  });

  it('suggests at most 5 distinct recent choices', () => {
    expect(recentSuggestions(users(1, 2, 1, 3, 4, 5, 6))).toEqual(users(1, 2, 3, 4, 5));
  });

  it('does not change the list it was given', () => {
    const recent = users(1);
    rememberChoice(recent, { id: 2 });
    expect(recent).toEqual(users(1));
  });
});
