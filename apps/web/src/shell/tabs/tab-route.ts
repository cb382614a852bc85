import { matchPath } from 'react-router';
import { pathTitle } from '../path-title.ts';
import type { PageEntry } from '../route-tree.ts';
import { HOME_PATH, type Tab, type TabsState, type VisitedRoute, visit } from './tab-rules.ts';

/** The home page's component name, its key in the kept-alive cache. */
export const HOME_TAB_NAME = 'index';

export interface RouteLocation {
  pathname: string;
  search: string;
}

/** The granted page a pathname renders, with its path parameters. */
export function pageFor(pathname: string, pages: readonly PageEntry[]) {
  for (const page of pages) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}

export function homeRoute(title: string): VisitedRoute {
  return {
    path: HOME_PATH,
    fullPath: HOME_PATH,
    query: {},
    name: HOME_TAB_NAME,
    // Spec §2: home is pinned and never kept alive; it mounts afresh each time it is shown.
    meta: { title, affix: true, noCache: true },
  };
}

/**
 * What the tab rules see of a location: the granted page it renders, or `null` for a path the
 * shell redirects (unknown or not granted), which must not leave a tab behind.
 */
export function visitedRouteFor(
  location: RouteLocation,
  pages: readonly PageEntry[],
  homeTitle: string,
): VisitedRoute | null {
  const query = Object.fromEntries(new URLSearchParams(location.search));
  const fullPath = `${location.pathname}${location.search}`;
  // Home is one page whatever its query: its tab always leads back to plain /index.
  if (location.pathname === HOME_PATH) return homeRoute(homeTitle);
  const found = pageFor(location.pathname, pages);
  if (!found) return null;
  const route: VisitedRoute = {
    path: location.pathname,
    fullPath,
    query,
    name: found.page.component,
    meta: { title: found.page.title },
  };
  const title = pathTitle(found.params.title);
  if (title) route.params = { title };
  return route;
}

/**
 * The title to show now: a `:title` in the path wins (unless it only named the page), else the
 * page's menu title in the current language, so tabs follow a language switch; the stored title
 * covers a page no longer listed.
 */
export function tabTitle(tab: Tab, pages: readonly PageEntry[], homeTitle: string): string {
  if (tab.path === HOME_PATH) return homeTitle;
  const found = pageFor(tab.path, pages);
  if (found && tab.pageNamed) return found.page.title;
  return pathTitle(found?.params.title) ?? found?.page.title ?? tab.title;
}

/** Home is always there, affixed and first, whatever was stored before. */
export function withHomeTab(state: TabsState, homeTitle: string): TabsState {
  const home = state.tabs.find((tab) => tab.path === HOME_PATH);
  const others = state.tabs.filter((tab) => tab.path !== HOME_PATH);
  const base = home
    ? { ...home, affix: true }
    : visit({ tabs: [], cachedViews: [] }, homeRoute(homeTitle)).tabs[0]!;
  return { tabs: [base, ...others], cachedViews: state.cachedViews };
}

/** Drops tabs of pages this user may no longer open (another account in the same browser tab). */
export function keepGrantedTabs(state: TabsState, pages: readonly PageEntry[]): TabsState {
  const tabs = state.tabs.filter((tab) => tab.path === HOME_PATH || pageFor(tab.path, pages) !== null);
  if (tabs.length === state.tabs.length) return state;
  return { tabs, cachedViews: state.cachedViews.filter((view) => tabs.some((tab) => tab.name === view)) };
}

function isTab(value: unknown): value is Tab {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Record<string, unknown>;
  return (
    typeof tab.path === 'string' &&
    typeof tab.fullPath === 'string' &&
    typeof tab.name === 'string' &&
    typeof tab.title === 'string' &&
    typeof tab.affix === 'boolean' &&
    typeof tab.query === 'object' &&
    tab.query !== null &&
    Object.values(tab.query).every((item) => typeof item === 'string')
  );
}

/** Reads what `JSON.stringify(state)` wrote; anything malformed counts as no tabs at all. */
export function parseTabsState(text: string | null): TabsState {
  if (!text) return { tabs: [], cachedViews: [] };
  try {
    const value = JSON.parse(text) as Partial<TabsState> | null;
    const tabs = Array.isArray(value?.tabs) ? value.tabs.filter(isTab) : [];
    const cachedViews = Array.isArray(value?.cachedViews)
      ? value.cachedViews.filter((view): view is string => typeof view === 'string')
      : [];
    return { tabs, cachedViews };
  } catch {
    return { tabs: [], cachedViews: [] };
  }
}
