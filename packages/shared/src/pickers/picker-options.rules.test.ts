import { describe, expect, it } from 'vitest';
import { isChoosable, NO_DATA_KEY, pickerOptions } from './picker-options.rules.ts';
import { projectDisplay } from './project-search.rules.ts';

describe('picker options (spec §5 Project search)', () => {
  it('offers each result under its display text', () => {
    const options = pickerOptions([{ id: 1, name: '并购', number: 'P-1' }], projectDisplay, '暂无数据');
    expect(options).toEqual([
      { key: '1', label: 'P-1:并购', disabled: false, item: { id: 1, name: '并购', number: 'P-1' } },
    ]);
    expect(options.every(isChoosable)).toBe(true);
  });

  it('shows a "no data" entry for an empty result, which cannot be chosen', () => {
    const options = pickerOptions([], projectDisplay, '暂无数据');
    expect(options).toEqual([{ key: NO_DATA_KEY, label: '暂无数据', disabled: true, item: null }]);
    expect(isChoosable(options[0]!)).toBe(false);
  });
});
