import { LAYOUT_COMPONENTS, type RouteItem } from '@venus/shared';

export interface MenuEntry {
  /** The full path of a page or directory, or the address of an external link. */
  key: string;
  title: string;
  icon: number;
  external?: boolean;
  children?: MenuEntry[];
}

export interface PageEntry {
  path: string;
  component: string;
  title: string;
  activeMenu?: string;
}

export interface SkippedEntry {
  name: string;
  path: string;
  component: string;
}

export interface RouteTree {
  menu: MenuEntry[];
  pages: PageEntry[];
  skipped: SkippedEntry[];
}

const EXTERNAL = /^https?:\/\//i;

/** The icon id the client gives its own home entry; server ids start at 1. */
export const HOME_ICON = 0;

function isLayout(component: string): boolean {
  return (LAYOUT_COMPONENTS as readonly string[]).includes(component);
}

/** Joins a child's relative path to its parent's; absolute children and links stay as they are. */
export function joinPath(parent: string, child: string): string {
  if (EXTERNAL.test(child)) return child;
  const joined = child.startsWith('/') ? child : `${parent}/${child}`;
  const clean = `/${joined}`.replace(/\/{2,}/g, '/');
  return clean.length > 1 ? clean.replace(/\/$/, '') : clean;
}

/**
 * Turns the server's route tree into menu entries and page routes. Pages whose component the
 * client does not know are skipped (and reported), never rendered; a directory left without any
 * visible child disappears from the menu.
 */
export function buildRouteTree(
  items: readonly RouteItem[],
  isRegistered: (component: string) => boolean,
): RouteTree {
  const pages: PageEntry[] = [];
  const skipped: SkippedEntry[] = [];
  const routed = new Set<string>();

  function visit(item: RouteItem, parentPath: string): MenuEntry | null {
    const path = joinPath(parentPath, item.path);
    const base = { title: item.meta.title, icon: item.meta.icon };
    const link =
      item.meta.link && EXTERNAL.test(item.meta.link) ? item.meta.link : EXTERNAL.test(path) ? path : null;
    if (link) return item.hidden ? null : { ...base, key: link, external: true };

    if (item.children?.length || isLayout(item.component)) {
      const children = (item.children ?? [])
        .map((child) => visit(child, path))
        .filter((entry) => entry !== null);
      if (item.hidden || children.length === 0) return null;
      // As the route tree's original client does: a lone page is shown in its directory's place.
      const [only] = children;
      if (children.length === 1 && only && !only.children && !item.alwaysShow) return only;
      return { ...base, key: path, children };
    }

    if (!isRegistered(item.component)) {
      skipped.push({ name: item.meta.title || item.name, path, component: item.component });
      return null;
    }
    if (!routed.has(path)) {
      routed.add(path);
      const page: PageEntry = { path, component: item.component, title: item.meta.title };
      if (item.meta.activeMenu) page.activeMenu = item.meta.activeMenu;
      pages.push(page);
    }
    return item.hidden ? null : { ...base, key: path };
  }

  const menu = items.map((item) => visit(item, '/')).filter((entry) => entry !== null);
  return { menu, pages, skipped };
}

/** Puts the home page first in the menu, unless the server already lists it. */
export function withHomeEntry(menu: readonly MenuEntry[], homePath: string, title: string): MenuEntry[] {
  const listed = (entries: readonly MenuEntry[]): boolean =>
    entries.some((entry) => entry.key === homePath || (entry.children ? listed(entry.children) : false));
  return listed(menu) ? [...menu] : [{ key: homePath, title, icon: HOME_ICON }, ...menu];
}
