import type { Language, RouteItem } from '@venus/shared';
import type { menus } from './menus.tables.ts';

type MenuRow = typeof menus.$inferSelect;

const toName = (path: string) =>
  path
    .split(/[/:-]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

function titleOf(row: MenuRow, lang: Language): string {
  return lang === 'en' && row.menuNameEn ? row.menuNameEn : row.menuName;
}

/**
 * Builds the `/getRouters` tree from directory and page rows (buttons excluded), ordered by
 * orderNum. Top-level directories render in the Layout; nested directories in a ParentView.
 */
export function buildRouteTree(rows: MenuRow[], lang: Language): RouteItem[] {
  const children = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);

  const build = (row: MenuRow, parentPath: string): RouteItem => {
    const isTop = parentPath === '';
    const path = isTop ? `/${row.path.replace(/^\//, '')}` : row.path;
    const fullPath = isTop ? path : `${parentPath}/${row.path}`;
    const item: RouteItem = {
      name: `${toName(fullPath)}${row.menuId}`,
      path,
      hidden: !row.visible,
      component: row.menuType === 'M' ? (isTop ? 'Layout' : 'ParentView') : row.component,
      meta: { title: titleOf(row, lang), icon: row.icon, affix: row.isAffix, noCache: !row.isCache },
    };
    if (row.query) item.query = row.query;
    if (row.perms) item.perms = row.perms;
    const kids = children.get(row.menuId) ?? [];
    if (row.menuType === 'M') {
      item.alwaysShow = true;
      item.redirect = 'noRedirect';
      item.children = kids.map((kid) => build(kid, fullPath));
    }
    return item;
  };
  return (children.get(0) ?? []).map((row) => build(row, ''));
}

/** Adds every ancestor of the given menus, so a granted page always comes with its directories. */
export function withAncestors(all: MenuRow[], grantedIds: ReadonlySet<number>): MenuRow[] {
  const byId = new Map(all.map((row) => [row.menuId, row]));
  const keep = new Set<number>();
  for (const id of grantedIds) {
    for (let row = byId.get(id); row && !keep.has(row.menuId); row = byId.get(row.parentId))
      keep.add(row.menuId);
  }
  return all.filter((row) => keep.has(row.menuId));
}
