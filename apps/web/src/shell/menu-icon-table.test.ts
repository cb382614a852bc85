import { describe, expect, it } from 'vitest';
import { MENU_ICON_COUNT, MENU_ICONS } from './menu-icon-table.ts';
import { HOME_ICON } from './route-tree.ts';

describe('menu icon table', () => {
  it('maps every id from 1 to 77, and the home entry, to an icon', () => {
    expect(MENU_ICON_COUNT).toBe(77);
    const ids = Object.keys(MENU_ICONS).map(Number);
    expect(ids.sort((a, b) => a - b)).toEqual([HOME_ICON, ...Array.from({ length: 77 }, (_, i) => i + 1)]);
    for (const id of ids) expect(MENU_ICONS[id]).toBeTruthy();
  });

  it('gives each id its own icon, so two menus never look alike by accident', () => {
    expect(new Set(Object.values(MENU_ICONS)).size).toBe(Object.keys(MENU_ICONS).length);
  });
});
