import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '../picker/picker-history.ts';
import { choicesFromHistory } from '../picker/picker-history.ts';
import { userChoice, userChoiceFromHistory } from './user-choices.ts';

const row = (payload: unknown, value = 'V0007:孙悦'): HistoryRow => ({
  id: 1,
  kind: 'user',
  value,
  payload,
  createdAt: '2026-05-01T00:00:00.000Z',
});

describe('user choices', () => {
  it('shows userno:name, or the name without a staff number', () => {
    expect(userChoice({ id: 7, name: '孙悦', nameEn: 'Sun Yue', userno: 'V0007' }).display).toBe(
      'V0007:孙悦',
    );
    expect(userChoice({ id: 8, name: '孙悦', nameEn: 'Sun Yue', userno: '' }).display).toBe('孙悦');
  });

  it('cuts a name over 20 characters to 20, then ".." and the English name', () => {
    const long = '欧阳'.repeat(11);
    const shown = userChoice({ id: 9, name: long, nameEn: 'Ouyang', userno: 'V0009' }).display;
    expect(shown).toBe(`V0009:${'欧阳'.repeat(10)}..Ouyang`);
  });

  it('records a choice as the history entry {id, name, allName} under the display text', () => {
    const history = userChoice({
      id: 7,
      name: '孙悦',
      nameEn: 'Sun Yue',
      allName: '孙悦 Sun Yue',
      userno: 'V0007',
    }).history;
    expect(history).toEqual({
      kind: 'user',
      value: 'V0007:孙悦',
      payload: { id: 7, name: '孙悦', allName: '孙悦 Sun Yue' },
    });
  });

  it('reads a recent choice back from its history entry, shown as it was chosen', () => {
    const recent = userChoiceFromHistory(row({ id: 7, name: '孙悦', allName: '孙悦 Sun Yue' }));
    expect(recent?.key).toBe('7');
    expect(recent?.display).toBe('V0007:孙悦');
    expect(recent?.matchTexts).toContain('孙悦');
  });

  it('skips history rows that do not hold a user', () => {
    const rows = [
      row(null),
      row({ id: 7 }),
      row({ id: '', name: 'x', allName: 'x' }),
      row({ id: 3, name: '王', allName: '王' }),
    ];
    expect(choicesFromHistory(rows, userChoiceFromHistory).map((choice) => choice.key)).toEqual(['3']);
  });
});
