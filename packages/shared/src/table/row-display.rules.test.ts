import { describe, expect, it } from 'vitest';
import { mobileTableHeight, showsExpandToggle, usesVirtualScroll } from './row-display.rules.ts';

describe('table rows (spec §9 Tables)', () => {
  it('shows the expand toggle for 1 to 50 rows', () => {
    expect(showsExpandToggle(0)).toBe(false);
    expect(showsExpandToggle(1)).toBe(true);
    expect(showsExpandToggle(50)).toBe(true);
    expect(showsExpandToggle(51)).toBe(false);
  });

  it('scrolls virtually over 50 rows', () => {
    expect(usesVirtualScroll(50)).toBe(false);
    expect(usesVirtualScroll(51)).toBe(true);
  });

  it('gives a mobile table 600 px when its computed height is under 400', () => {
    expect(mobileTableHeight(399)).toBe(600);
    expect(mobileTableHeight(400)).toBe(400);
    expect(mobileTableHeight(720)).toBe(720);
  });
});
