import { checkMenuTree, MENU_ICON_MAX, type MenuNode, PERMISSION_PATTERN } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { flattenMenuTree, SEEDED_PERMISSIONS } from './menus.seed.ts';
import { ROLE_GRANTS } from './roles.seed.ts';

const flat = flattenMenuTree();
const pathByKey = new Map(flat.map((item) => [item.key, item.menu.path]));
const directoryPath = (key: string | null) => (key === null ? '' : (pathByKey.get(key) ?? ''));

/** Numbers the seeded menus the way the database would, so the shared rules can check them. */
function asMenuNodes(): MenuNode[] {
  const idByKey = new Map(flat.map((item, index) => [item.key, index + 1]));
  return flat.map((item) => ({
    menuId: idByKey.get(item.key)!,
    parentId: item.parentKey === null ? 0 : idByKey.get(item.parentKey)!,
    menuName: item.menu.menuName,
    menuType: item.menu.menuType,
  }));
}

describe('seeded menu tree', () => {
  it('obeys the menu rules (name lengths, no first-level page, no empty directory)', () => {
    expect(checkMenuTree(asMenuNodes())).toEqual([]);
  });

  it('gives every menu a distinct key', () => {
    const keys = flat.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // Spec §3 fixes the table at 77 icons and the firm has more pages than that: icons are told
  // apart where they are seen together, among the directories and among one directory's pages.
  it('gives the directories distinct icons, and each directory’s pages distinct icons, within the icon table', () => {
    const shown = flat.filter((item) => item.menu.menuType !== 'F');
    for (const parentKey of new Set(shown.map((item) => item.parentKey))) {
      const together = shown.filter((item) => item.parentKey === parentKey).map((item) => item.menu.icon);
      expect(new Set(together).size, `under ${parentKey ?? 'the top'}`).toBe(together.length);
    }
    const icons = shown.map((item) => item.menu.icon);
    for (const icon of icons) {
      expect(icon).toBeGreaterThanOrEqual(1);
      expect(icon).toBeLessThanOrEqual(MENU_ICON_MAX);
    }
  });

  it('uses relative paths: top directories on Layout, pages with their component, buttons with neither', () => {
    for (const { menu, level, parentKey } of flat) {
      expect(menu.path.startsWith('/')).toBe(false);
      if (menu.menuType === 'M' && level === 1) expect(menu.component).toBe('Layout');
      if (menu.menuType === 'C')
        expect([
          `${menu.perms.split(':')[0]}/${menu.path}/index`,
          `${directoryPath(parentKey)}/${menu.path}/index`,
        ]).toContain(menu.component);
      if (menu.menuType === 'F') expect(`${menu.path}${menu.component}`).toBe('');
    }
  });

  it('names each page by a component no other page has (the web renders pages by component)', () => {
    const components = flat.filter((item) => item.menu.menuType === 'C').map((item) => item.menu.component);
    expect(components.filter((component, index) => components.indexOf(component) !== index)).toEqual([]);
  });

  it('lists every permission once, each well formed', () => {
    expect(new Set(SEEDED_PERMISSIONS).size).toBe(SEEDED_PERMISSIONS.length);
    for (const permission of SEEDED_PERMISSIONS) expect(permission).toMatch(PERMISSION_PATTERN);
    expect(SEEDED_PERMISSIONS).toContain('system:user:resetPwd');
    expect(SEEDED_PERMISSIONS).toContain('monitor:logininfor:export');
  });
});

describe('seeded role grants', () => {
  const parentOf = new Map(flat.map((item) => [item.key, item.parentKey]));

  it('refer only to menus in the tree', () => {
    const unknown = Object.entries(ROLE_GRANTS).flatMap(([role, keys]) =>
      keys.filter((key) => !parentOf.has(key)).map((key) => `${role}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });

  it('include the parent of every granted menu, so the granted pages can be reached', () => {
    const orphans = Object.entries(ROLE_GRANTS).flatMap(([role, keys]) =>
      keys
        .filter((key) => {
          const parentKey = parentOf.get(key);
          return parentKey != null && !keys.includes(parentKey);
        })
        .map((key) => `${role}: ${key}`),
    );
    expect(orphans).toEqual([]);
  });

  it('link nothing to the admin role, which holds every permission anyway', () => {
    expect(ROLE_GRANTS.admin).toEqual([]);
  });
});
