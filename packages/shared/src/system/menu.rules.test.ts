import { describe, expect, it } from 'vitest';
import { checkMenuPlacement, checkMenuTree, type MenuNode, wouldCreateCycle } from './menu.rules.ts';

const tree: MenuNode[] = [
  { menuId: 1, parentId: 0, menuName: '系统管理', menuType: 'M' },
  { menuId: 2, parentId: 1, menuName: '用户管理', menuType: 'C' },
  { menuId: 3, parentId: 2, menuName: '新增', menuType: 'F' },
  { menuId: 4, parentId: 1, menuName: '监控', menuType: 'M' },
  { menuId: 5, parentId: 4, menuName: '登录日志', menuType: 'C' },
];

describe('menu rules (spec §5 Menu names)', () => {
  it('accepts a well-formed tree', () => {
    expect(checkMenuTree(tree)).toEqual([]);
  });

  it('refuses a first-level name over 4 characters', () => {
    expect(checkMenuPlacement({ menuId: 9, menuName: '系统管理中心', menuType: 'M' }, 1, null)?.key).toBe(
      'menu.firstLevelTooLong',
    );
  });

  it('refuses a second-level name over 10 characters', () => {
    expect(
      checkMenuPlacement({ menuId: 9, menuName: '一二三四五六七八九十一', menuType: 'C' }, 2, 'M')?.key,
    ).toBe('menu.secondLevelTooLong');
  });

  it('counts characters, not bytes', () => {
    expect(
      checkMenuPlacement({ menuId: 9, menuName: '一二三四五六七八九十', menuType: 'C' }, 2, 'M'),
    ).toBeNull();
  });

  it('refuses a page at the first level', () => {
    expect(checkMenuPlacement({ menuId: 9, menuName: '用户', menuType: 'C' }, 1, null)?.key).toBe(
      'menu.pageAtFirstLevel',
    );
  });

  it('refuses a menu under a button', () => {
    expect(checkMenuPlacement({ menuId: 9, menuName: '用户', menuType: 'C' }, 3, 'F')?.key).toBe(
      'menu.parentNotDirectory',
    );
  });

  it('refuses an empty directory', () => {
    const violations = checkMenuTree([
      ...tree,
      { menuId: 6, parentId: 0, menuName: '空目录', menuType: 'M' },
    ]);
    expect(violations).toEqual([{ key: 'menu.emptyDirectory', params: { name: '空目录' }, menuId: 6 }]);
  });

  it('refuses a menu that is its own parent', () => {
    const moved = tree.map((node) => (node.menuId === 4 ? { ...node, parentId: 4 } : node));
    expect(checkMenuTree(moved)[0]?.key).toBe('menu.parentIsSelf');
  });

  it('refuses moving a menu under its own descendant', () => {
    expect(wouldCreateCycle(tree, 1, 5)).toBe(true);
    expect(wouldCreateCycle(tree, 5, 1)).toBe(false);
    const moved = tree.map((node) => (node.menuId === 1 ? { ...node, parentId: 4 } : node));
    expect(checkMenuTree(moved).map((v) => v.key)).toContain('menu.parentIsDescendant');
  });
});
