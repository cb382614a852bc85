import { checkMenuPlacement, type MenuRuleViolation, type MenuType } from '@venus/shared';

interface Placed {
  menuId: number;
  parentId: number;
  menuType: MenuType;
}

/** The level a menu placed under `parentId` takes (1 = first level). */
export function levelUnder(rows: readonly Placed[], parentId: number): number {
  const byId = new Map(rows.map((row) => [row.menuId, row]));
  let level = 1;
  const seen = new Set<number>();
  for (let up = byId.get(parentId); up && !seen.has(up.menuId); up = byId.get(up.parentId)) {
    seen.add(up.menuId);
    level += 1;
  }
  return level;
}

/**
 * The shared placement rule (spec §5 menu names) for the form, before the server checks it again:
 * name length per level, no page or button at the first level, nothing under a button.
 */
export function placementViolation(
  rows: readonly Placed[],
  menu: { menuId: number; parentId: number; menuName: string; menuType: MenuType },
): MenuRuleViolation | null {
  const parentType = rows.find((row) => row.menuId === menu.parentId)?.menuType ?? null;
  return checkMenuPlacement(menu, levelUnder(rows, menu.parentId), parentType);
}
