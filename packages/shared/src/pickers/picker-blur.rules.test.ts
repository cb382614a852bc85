import { describe, expect, it } from 'vitest';
import { settleOnBlur } from './picker-blur.rules.ts';
import { projectMatchTexts } from './project-search.rules.ts';
import { userMatchTexts } from './user-suggestion.rules.ts';

const merger = { id: 1, name: '并购尽调', number: 'P-1' };
const lawsuit = { id: 2, name: '合同纠纷', number: 'P-2' };

describe('leaving the project search box (spec §4)', () => {
  it('reverts to the last chosen project when the text matches no option', () => {
    expect(settleOnBlur('并购尽', [merger, lawsuit], lawsuit, projectMatchTexts)).toEqual({
      chosen: lawsuit,
      text: 'P-2:合同纠纷',
    });
  });

  it('takes the option the text names by display, number or name', () => {
    expect(settleOnBlur('P-1:并购尽调', [merger, lawsuit], lawsuit, projectMatchTexts).chosen).toBe(merger);
    expect(settleOnBlur(' p-1 ', [merger, lawsuit], null, projectMatchTexts)).toEqual({
      chosen: merger,
      text: 'P-1:并购尽调',
    });
    expect(settleOnBlur('合同纠纷', [merger, lawsuit], merger, projectMatchTexts).chosen).toBe(lawsuit);
  });

  it('empties when nothing was chosen before and nothing matches', () => {
    expect(settleOnBlur('zzz', [merger], null, projectMatchTexts)).toEqual({ chosen: null, text: '' });
  });

  it('reverts on empty text instead of clearing the choice', () => {
    expect(settleOnBlur('  ', [merger], merger, projectMatchTexts)).toEqual({
      chosen: merger,
      text: 'P-1:并购尽调',
    });
  });
});

describe('leaving the user autocomplete (spec §4)', () => {
  it('restores the last chosen user after the box was cleared on focus', () => {
    const sun = { id: 7, name: '孙悦', userno: 'HK0012' };
    expect(settleOnBlur('', [], sun, userMatchTexts)).toEqual({ chosen: sun, text: 'HK0012:孙悦' });
    expect(settleOnBlur('hk0012', [sun], null, userMatchTexts).chosen).toBe(sun);
  });
});
