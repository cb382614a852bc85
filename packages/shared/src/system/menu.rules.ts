/** Spec §5 Menu names and menu tree rules, shared by the menu editor and the server. */
export const MENU_TYPES = ['M', 'C', 'F'] as const; // directory, menu (page), button
export type MenuType = (typeof MENU_TYPES)[number];
export const FIRST_LEVEL_NAME_MAX = 4;
export const SECOND_LEVEL_NAME_MAX = 10;

export interface MenuNode {
  menuId: number;
  parentId: number;
  menuName: string;
  menuType: MenuType;
}

export type MenuRuleViolation =
  | { key: 'menu.firstLevelTooLong'; params: { max: number }; menuId: number }
  | { key: 'menu.secondLevelTooLong'; params: { max: number }; menuId: number }
  | { key: 'menu.pageAtFirstLevel'; params: Record<string, never>; menuId: number }
  | { key: 'menu.emptyDirectory'; params: { name: string }; menuId: number }
  | { key: 'menu.parentIsSelf'; params: Record<string, never>; menuId: number }
  | { key: 'menu.parentIsDescendant'; params: Record<string, never>; menuId: number }
  | { key: 'menu.parentNotDirectory'; params: Record<string, never>; menuId: number };

/** Counts user-visible characters, so a CJK name and a Latin name are measured alike. */
export function nameLength(name: string): number {
  return [...name].length;
}

/** The rules that hold for one menu given its level (1 = first level). */
export function checkMenuPlacement(
  node: Pick<MenuNode, 'menuId' | 'menuName' | 'menuType'>,
  level: number,
  parentType: MenuType | null,
): MenuRuleViolation | null {
  const length = nameLength(node.menuName);
  if (level === 1 && node.menuType !== 'M') {
    return { key: 'menu.pageAtFirstLevel', params: {}, menuId: node.menuId };
  }
  if (parentType === 'F') return { key: 'menu.parentNotDirectory', params: {}, menuId: node.menuId };
  if (node.menuType === 'F') return null; // buttons are never shown as menu names
  if (level === 1 && length > FIRST_LEVEL_NAME_MAX) {
    return { key: 'menu.firstLevelTooLong', params: { max: FIRST_LEVEL_NAME_MAX }, menuId: node.menuId };
  }
  if (level === 2 && length > SECOND_LEVEL_NAME_MAX) {
    return { key: 'menu.secondLevelTooLong', params: { max: SECOND_LEVEL_NAME_MAX }, menuId: node.menuId };
  }
  return null;
}

/** True when `candidateParentId` is `menuId` itself or lies under it. */
export function wouldCreateCycle(
  nodes: readonly MenuNode[],
  menuId: number,
  candidateParentId: number,
): boolean {
  const parentOf = new Map(nodes.map((node) => [node.menuId, node.parentId]));
  let current: number | undefined = candidateParentId;
  const seen = new Set<number>();
  while (current !== undefined && current !== 0 && !seen.has(current)) {
    if (current === menuId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/** 1 for a first-level menu; null when an ancestor chain loops (a cycle higher up). */
export function levelOf(byId: ReadonlyMap<number, MenuNode>, node: MenuNode): number | null {
  const seen = new Set<number>([node.menuId]);
  let level = 1;
  for (let up = byId.get(node.parentId); up; up = byId.get(up.parentId)) {
    if (seen.has(up.menuId)) return null;
    seen.add(up.menuId);
    level += 1;
  }
  return level;
}

/**
 * Checks a whole arrangement of the tree, as saved by the menu editor after dragging:
 * every placement rule, no cycles, and no directory left without any menu under it.
 */
export function checkMenuTree(nodes: readonly MenuNode[]): MenuRuleViolation[] {
  const byId = new Map(nodes.map((node) => [node.menuId, node]));
  const violations: MenuRuleViolation[] = [];
  for (const node of nodes) {
    if (node.parentId === node.menuId) {
      violations.push({ key: 'menu.parentIsSelf', params: {}, menuId: node.menuId });
      continue;
    }
    if (wouldCreateCycle(nodes, node.menuId, node.parentId)) {
      violations.push({ key: 'menu.parentIsDescendant', params: {}, menuId: node.menuId });
      continue;
    }
    const level = levelOf(byId, node);
    if (level === null) continue; // under a cycle: the cycle itself is already reported
    const parentType = byId.get(node.parentId)?.menuType ?? null;
    const violation = checkMenuPlacement(node, level, parentType);
    if (violation) violations.push(violation);
  }
  for (const node of nodes) {
    if (node.menuType !== 'M') continue;
    const hasChild = nodes.some((child) => child.parentId === node.menuId && child.menuType !== 'F');
    if (!hasChild)
      violations.push({ key: 'menu.emptyDirectory', params: { name: node.menuName }, menuId: node.menuId });
  }
  return violations;
}
