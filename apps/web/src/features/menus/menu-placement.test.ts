import { describe, expect, it } from 'vitest';
import { levelUnder, placementViolation } from './menu-placement.ts';

const rows = [
  { menuId: 1, parentId: 0, menuType: 'M' as const },
  { menuId: 2, parentId: 1, menuType: 'C' as const },
  { menuId: 3, parentId: 2, menuType: 'F' as const },
];

describe('menu placement in the form', () => {
  it('counts the level from the parent', () => {
    expect(levelUnder(rows, 0)).toBe(1);
    expect(levelUnder(rows, 1)).toBe(2);
    expect(levelUnder(rows, 2)).toBe(3);
  });

  it('refuses a first-level name over 4 characters', () => {
    const violation = placementViolation(rows, {
      menuId: 0,
      parentId: 0,
      menuName: '案件管理中心',
      menuType: 'M',
    });
    expect(violation?.key).toBe('menu.firstLevelTooLong');
  });

  it('refuses a page at the first level', () => {
    expect(placementViolation(rows, { menuId: 0, parentId: 0, menuName: '案件', menuType: 'C' })?.key).toBe(
      'menu.pageAtFirstLevel',
    );
  });

  it('refuses anything under a button', () => {
    expect(placementViolation(rows, { menuId: 0, parentId: 3, menuName: 'x', menuType: 'F' })?.key).toBe(
      'menu.parentNotDirectory',
    );
  });

  it('accepts a second-level page of 10 characters', () => {
    expect(
      placementViolation(rows, { menuId: 0, parentId: 1, menuName: '一二三四五六七八九十', menuType: 'C' }),
    ).toBeNull();
  });
});
