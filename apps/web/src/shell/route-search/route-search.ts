import { SEARCH_HISTORY_VALUE_MAX } from '@venus/shared';
import Fuse, { type IFuseOptions } from 'fuse.js';
import type { MenuEntry } from '../route-tree.ts';

/** A page the user may open: its localised title with its directories, and its full path. */
export interface SearchRoute {
  title: string;
  path: string;
}

/** A stored search-history row, as `GET /hankun/history/list` answers it. */
export interface RouteHistoryRow {
  id: number;
  value: string;
}

/** Spec §9 Search: search text is at most 64 characters. */
export const ROUTE_SEARCH_INPUT_MAX = SEARCH_HISTORY_VALUE_MAX;
/** Spec §9 Search: suggestions at most 5. */
export const ROUTE_SEARCH_SUGGESTIONS_MAX = 5;
export const ROUTE_HISTORY_KIND = 'route';
const TITLE_SEPARATOR = ' / ';

/** Spec §9 Search: fuzzy threshold 0.4, title weight 0.7, path weight 0.3. */
export const ROUTE_FUSE_OPTIONS: IFuseOptions<SearchRoute> = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/**
 * The searchable pages of the menu. The menu already holds only permitted, non-hidden entries
 * (spec §6), so searching it never reveals more than the menu shows. Directories are not
 * destinations and external links leave the app, so only internal pages are kept.
 */
export function collectSearchRoutes(menu: readonly MenuEntry[]): SearchRoute[] {
  const routes: SearchRoute[] = [];
  const seen = new Set<string>();
  const visit = (entries: readonly MenuEntry[], parents: readonly string[]) => {
    for (const entry of entries) {
      const trail = entry.title ? [...parents, entry.title] : parents;
      if (entry.children) {
        visit(entry.children, trail);
      } else if (!entry.external && !seen.has(entry.key)) {
        seen.add(entry.key);
        routes.push({ title: trail.join(TITLE_SEPARATOR), path: entry.key });
      }
    }
  };
  visit(menu, []);
  return routes;
}

/** Trims the typed text and keeps at most the first 64 characters. */
export function normaliseRouteQuery(query: string): string {
  return query.trim().slice(0, ROUTE_SEARCH_INPUT_MAX).trim();
}

export type RouteSearch = (query: string) => SearchRoute[];

/** A fuzzy search over the given pages, best match first; empty text finds nothing. */
export function createRouteSearch(routes: readonly SearchRoute[]): RouteSearch {
  const fuse = new Fuse(routes, ROUTE_FUSE_OPTIONS);
  return (query) => {
    const text = normaliseRouteQuery(query);
    return text ? fuse.search(text).map((result) => result.item) : [];
  };
}

/**
 * The recent searches still worth offering: newest first, one per page, at most five, and only
 * pages the user may still open (titles come from the current menu, so they follow the language).
 */
export function recentRoutes(
  history: readonly RouteHistoryRow[],
  routes: readonly SearchRoute[],
  max = ROUTE_SEARCH_SUGGESTIONS_MAX,
): SearchRoute[] {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const recent: SearchRoute[] = [];
  for (const row of history) {
    const route = byPath.get(row.value.trim());
    if (route && !recent.includes(route)) recent.push(route);
    if (recent.length >= max) break;
  }
  return recent;
}
