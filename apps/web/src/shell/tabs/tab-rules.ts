/**
 * Tab bar rules (spec §4 Tabs, §9 Shell). Pure and immutable: every rule takes the state and
 * returns a new one, so the React layer only stores the result and performs the navigation.
 */

/** Spec §9 Shell: kept-alive views 30. */
export const MAX_CACHED_VIEWS = 30;
export const HOME_PATH = '/index';
/** `rs` carries the opener's fullPath; `fr` is a cache-busting value set by refresh. */
export const OPENER_QUERY_KEY = 'rs';
export const REFRESH_QUERY_KEY = 'fr';
const NO_TITLE = 'no-name';

export interface Tab {
  path: string;
  fullPath: string;
  query: Record<string, string>;
  /** Component / route name: the key of the kept-alive cache. */
  name: string;
  title: string;
  affix: boolean;
  /**
   * The path's `:title` is only the page's own name in the language it was opened in (请假详情),
   * not a record's: the tab then shows the page's name in the current language (issue 27 item 7).
   */
  pageNamed?: boolean;
}

export interface TabsState {
  tabs: Tab[];
  /** Component names kept alive, oldest first. */
  cachedViews: string[];
}

export interface TabOptions {
  /** Personal setting; when off, tabs opened from different pages stay apart. */
  showSingleTag: boolean;
}

/** The router's view of a visit, before it becomes a tab. */
export interface VisitedRoute {
  path: string;
  fullPath: string;
  query: Record<string, string>;
  name: string;
  params?: { title?: string };
  meta?: { title?: string; affix?: boolean; noCache?: boolean };
}

/** A rule's result when navigation may follow; `null` means stay where you are. */
export interface TabsTransition {
  state: TabsState;
  navigateTo: string | null;
}

export const emptyTabsState: TabsState = { tabs: [], cachedViews: [] };
export const defaultTabOptions: TabOptions = { showSingleTag: true };

export function tabFromRoute(route: VisitedRoute): Tab {
  return {
    path: route.path,
    fullPath: route.fullPath,
    query: { ...route.query },
    name: route.name,
    title: route.params?.title ?? route.meta?.title ?? NO_TITLE,
    affix: route.meta?.affix ?? false,
    ...(route.params?.title !== undefined && route.params.title === route.meta?.title
      ? { pageNamed: true }
      : {}),
  };
}

function comparableQuery(query: Record<string, string>, options: TabOptions): Record<string, string> {
  const ignored = options.showSingleTag ? [OPENER_QUERY_KEY, REFRESH_QUERY_KEY] : [REFRESH_QUERY_KEY];
  return Object.fromEntries(Object.entries(query).filter(([key]) => !ignored.includes(key)));
}

function sameQuery(a: Record<string, string>, b: Record<string, string>): boolean {
  const aKeys = Object.keys(a);
  return (
    aKeys.length === Object.keys(b).length && aKeys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
}

/** Whether a visit to `route` lands on the existing `tab` instead of opening a new one. */
export function isSameTab(tab: Tab, route: VisitedRoute, options: TabOptions): boolean {
  if (tab.path !== route.path) return false;
  // Home is a single page whatever its query says.
  if (route.path === HOME_PATH) return true;
  return sameQuery(comparableQuery(tab.query, options), comparableQuery(route.query, options));
}

/**
 * The identity of a tab as the reuse rule sees it (path plus the query values that count), so
 * a kept-alive page can be keyed by it: two visits with the same key land on the same tab.
 */
export function tabKeyOf(route: Pick<Tab, 'path' | 'query'>, options: TabOptions): string {
  if (route.path === HOME_PATH) return HOME_PATH;
  const entries = Object.entries(comparableQuery(route.query, options)).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const search = new URLSearchParams(entries).toString();
  return search ? `${route.path}?${search}` : route.path;
}

function keepAlive(cachedViews: readonly string[], name: string): string[] {
  // Re-append so the list stays ordered by last use and the cap drops the least recent view.
  const next = [...cachedViews.filter((view) => view !== name), name];
  while (next.length > MAX_CACHED_VIEWS) {
    const oldest = next.findIndex((view) => view !== name);
    next.splice(oldest, 1);
  }
  return next;
}

/** Cached views still backed by an open tab: a view is dropped only when its last tab goes. */
function viewsInUse(cachedViews: readonly string[], tabs: readonly Tab[]): string[] {
  return cachedViews.filter((view) => tabs.some((tab) => tab.name === view));
}

export function visit(
  state: TabsState,
  route: VisitedRoute,
  options: TabOptions = defaultTabOptions,
): TabsState {
  const visited = tabFromRoute(route);
  const index = state.tabs.findIndex((tab) => isSameTab(tab, route, options));
  const tabs =
    index === -1
      ? [...state.tabs, visited]
      : state.tabs.map((tab, i) => (i === index ? { ...visited, affix: tab.affix || visited.affix } : tab));
  // An unnamed route has no component key to keep alive under.
  const cachable = !route.meta?.noCache && route.name !== '';
  return { tabs, cachedViews: cachable ? keepAlive(state.cachedViews, route.name) : [...state.cachedViews] };
}

export function close(state: TabsState, fullPath: string, activeFullPath: string): TabsTransition {
  const index = state.tabs.findIndex((tab) => tab.fullPath === fullPath);
  const closing = state.tabs[index];
  if (!closing || closing.affix) return { state, navigateTo: null };

  const tabs = state.tabs.filter((_, i) => i !== index);
  const next: TabsState = { tabs, cachedViews: viewsInUse(state.cachedViews, tabs) };
  if (fullPath !== activeFullPath) return { state: next, navigateTo: null };

  const openerPath = closing.query[OPENER_QUERY_KEY];
  const opener = tabs.find((tab) => tab.fullPath === openerPath);
  // After removal, index - 1 is the tab to the left and index is the one that followed.
  const fallback = tabs[index - 1] ?? tabs[index];
  return { state: next, navigateTo: (opener ?? fallback)?.fullPath ?? '/' };
}

export function closeOthers(state: TabsState, keepFullPath: string): TabsTransition {
  const tabs = state.tabs.filter((tab) => tab.affix || tab.fullPath === keepFullPath);
  const kept = tabs.find((tab) => tab.fullPath === keepFullPath);
  return {
    state: { tabs, cachedViews: viewsInUse(state.cachedViews, tabs) },
    navigateTo: kept?.fullPath ?? tabs.at(-1)?.fullPath ?? '/',
  };
}

export function closeAll(state: TabsState): TabsTransition {
  const tabs = state.tabs.filter((tab) => tab.affix);
  return {
    state: { tabs, cachedViews: viewsInUse(state.cachedViews, tabs) },
    navigateTo: tabs.at(-1)?.fullPath ?? '/',
  };
}

export interface RefreshResult extends TabsTransition {
  /** The home page is not cache-reset by a reload alone; the caller raises the home-refresh event. */
  homeRefresh: boolean;
}

export function defaultRandom(): string {
  return Math.random().toString(36).slice(2);
}

export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export function refresh(
  state: TabsState,
  fullPath: string,
  random: () => string = defaultRandom,
): RefreshResult {
  const tab = state.tabs.find((candidate) => candidate.fullPath === fullPath);
  if (!tab) return { state, navigateTo: null, homeRefresh: false };
  // A fresh `fr` makes the router see a new location while tab reuse ignores it, so the same tab
  // re-renders from scratch once its cached view is gone.
  return {
    state: { tabs: state.tabs, cachedViews: state.cachedViews.filter((view) => view !== tab.name) },
    navigateTo: withQuery(tab.path, { ...tab.query, [REFRESH_QUERY_KEY]: random() }),
    homeRefresh: tab.path === HOME_PATH,
  };
}

export function shouldCloseOnDoubleClick(settingOn: boolean, tab: Pick<Tab, 'affix'>): boolean {
  return settingOn && !tab.affix;
}
