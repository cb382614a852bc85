import { matchPath } from 'react-router';
import { ancestorKeys } from '../menu-open-keys.ts';
import { pathTitle } from '../path-title.ts';
import type { MenuEntry, PageEntry } from '../route-tree.ts';

export interface Crumb {
  /** A page path to go to, or `null` for a directory (nothing to open) and the current page. */
  to: string | null;
  title: string;
}

function findEntry(menu: readonly MenuEntry[], key: string): MenuEntry | undefined {
  for (const entry of menu) {
    if (entry.key === key) return entry;
    const below = entry.children ? findEntry(entry.children, key) : undefined;
    if (below) return below;
  }
  return undefined;
}

/**
 * Spec §2 Layout: home first, then the menu path (directories, then the page) of the page shown.
 * A hidden page sits under the menu entry it names as active, followed by its own title.
 */
export function breadcrumbTrail(
  pathname: string,
  menu: readonly MenuEntry[],
  pages: readonly PageEntry[],
  home: { path: string; title: string },
  /** The page's own title as its tab shows it (a page-named `:title` in the current language). */
  shownTitle?: string,
): Crumb[] {
  const homeCrumb: Crumb = { to: pathname === home.path ? null : home.path, title: home.title };
  if (pathname === home.path) return [homeCrumb];
  const match = pages
    .map((page) => ({ page, params: matchPath(page.path, pathname)?.params }))
    .find((candidate) => candidate.params);
  if (!match) return [homeCrumb];
  const { page, params } = match;
  const menuKey = page.activeMenu ?? page.path;
  const directories = ancestorKeys(menu, menuKey)
    .map((key) => findEntry(menu, key))
    .filter((entry) => entry !== undefined)
    .map((entry): Crumb => ({ to: null, title: entry.title }));
  const ownTitle = shownTitle ?? pathTitle(params?.title) ?? page.title;
  const trail = [homeCrumb, ...directories];
  if (page.activeMenu && page.activeMenu !== page.path) {
    const active = findEntry(menu, page.activeMenu);
    if (active) trail.push({ to: page.activeMenu, title: active.title });
  }
  trail.push({ to: null, title: ownTitle });
  return trail;
}
