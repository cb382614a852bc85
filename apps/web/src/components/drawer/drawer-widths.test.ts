import { describe, expect, it } from 'vitest';
import { drawerSize } from './drawer-widths.ts';

describe('drawerSize', () => {
  it('uses the requested share of the window on a desktop', () => {
    expect(drawerSize(40, false)).toBe('40%');
    expect(drawerSize(70, false)).toBe('70%');
  });

  it('takes the whole screen on a phone', () => {
    expect(drawerSize(40, true)).toBe('100%');
  });
});
