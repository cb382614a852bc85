import { describe, expect, it } from 'vitest';
import {
  close,
  closeAll,
  closeOthers,
  emptyTabsState,
  MAX_CACHED_VIEWS,
  refresh,
  shouldCloseOnDoubleClick,
  type Tab,
  type TabsState,
  tabKeyOf,
  type VisitedRoute,
  visit,
} from './tab-rules.ts';

const route = (path: string, query: Record<string, string> = {}, extra: Partial<VisitedRoute> = {}) => {
  const search = new URLSearchParams(query).toString();
  return { path, fullPath: search ? `${path}?${search}` : path, query, name: path, ...extra };
};
const tab = (path: string, extra: Partial<Tab> = {}): Tab => ({
  path,
  fullPath: path,
  query: {},
  name: path,
  title: path,
  affix: false,
  ...extra,
});
const state = (tabs: Tab[]): TabsState => ({ tabs, cachedViews: tabs.map((t) => t.name) });
const paths = (s: TabsState) => s.tabs.map((t) => t.fullPath);
const single = { showSingleTag: true };

describe('visit', () => {
  it('adds a tab for a new page', () => {
    const next = visit(emptyTabsState, route('/cases', { id: '1' }), single);
    expect(next.tabs).toEqual([
      tab('/cases', { fullPath: '/cases?id=1', query: { id: '1' }, title: 'no-name' }),
    ]);
  });

  it('reuses a tab when the path and every query value but rs and fr match', () => {
    const first = visit(emptyTabsState, route('/cases', { id: '1', rs: '/a' }), single);
    const next = visit(first, route('/cases', { id: '1', rs: '/b', fr: 'x' }), single);
    expect(paths(next)).toEqual(['/cases?id=1&rs=%2Fb&fr=x']);
    expect(next.tabs[0]?.query).toEqual({ id: '1', rs: '/b', fr: 'x' });
  });

  it('opens a separate tab when another query value differs', () => {
    const first = visit(emptyTabsState, route('/cases', { id: '1' }), single);
    expect(paths(visit(first, route('/cases', { id: '2' }), single))).toEqual(['/cases?id=1', '/cases?id=2']);
  });

  it('tells tabs apart by rs when showSingleTag is off', () => {
    const options = { showSingleTag: false };
    const first = visit(emptyTabsState, route('/cases', { rs: '/a' }), options);
    expect(visit(first, route('/cases', { rs: '/b' }), options).tabs).toHaveLength(2);
    expect(visit(first, route('/cases', { rs: '/a', fr: 'x' }), options).tabs).toHaveLength(1);
  });

  it('never duplicates the /index tab', () => {
    const first = visit(emptyTabsState, route('/index'), single);
    expect(paths(visit(first, route('/index', { tab: 'todo' }), single))).toEqual(['/index?tab=todo']);
  });

  it('titles a tab from params.title, then meta.title, else no-name', () => {
    const titled = (extra: Partial<VisitedRoute>) =>
      visit(emptyTabsState, route('/p', {}, extra)).tabs[0]?.title;
    expect(titled({ params: { title: 'P' }, meta: { title: 'M' } })).toBe('P');
    expect(titled({ meta: { title: 'M' } })).toBe('M');
    expect(titled({})).toBe('no-name');
  });

  it('keeps a page alive unless its route is noCache', () => {
    expect(visit(emptyTabsState, route('/a')).cachedViews).toEqual(['/a']);
    expect(visit(emptyTabsState, route('/b', {}, { meta: { noCache: true } })).cachedViews).toEqual([]);
  });

  it('keeps at most 30 views, dropping the oldest that is not the current one', () => {
    let s = emptyTabsState;
    for (let i = 0; i < MAX_CACHED_VIEWS; i++) s = visit(s, route(`/p${i}`));
    s = visit(s, route('/p0'));
    s = visit(s, route('/new'));
    expect(s.cachedViews).toHaveLength(MAX_CACHED_VIEWS);
    expect(s.cachedViews).not.toContain('/p1');
    expect(s.cachedViews).toContain('/p0');
    expect(s.cachedViews.at(-1)).toBe('/new');
  });

  it('leaves the given state untouched', () => {
    const before = state([tab('/a')]);
    const snapshot = structuredClone(before);
    visit(before, route('/b'));
    visit(before, route('/a', { x: '1' }));
    expect(before).toEqual(snapshot);
  });
});

describe('close', () => {
  it('cannot close an affixed tab', () => {
    const s = state([tab('/index', { affix: true }), tab('/a')]);
    expect(close(s, '/index', '/index')).toEqual({ state: s, navigateTo: null });
  });

  it('returns to the opener (rs) when the active tab closes', () => {
    const s = state([tab('/a'), tab('/b'), tab('/c', { fullPath: '/c?rs=%2Fa', query: { rs: '/a' } })]);
    const result = close(s, '/c?rs=%2Fa', '/c?rs=%2Fa');
    expect(result.navigateTo).toBe('/a');
    expect(paths(result.state)).toEqual(['/a', '/b']);
  });

  it('returns to the tab on the left when the opener is gone', () => {
    const s = state([tab('/a'), tab('/c', { query: { rs: '/gone' } }), tab('/d')]);
    expect(close(s, '/c', '/c').navigateTo).toBe('/a');
  });

  it('goes to the next tab when the closed one was first', () => {
    expect(close(state([tab('/a'), tab('/b')]), '/a', '/a').navigateTo).toBe('/b');
  });

  it('goes to / when the last tab closes', () => {
    expect(close(state([tab('/a')]), '/a', '/a')).toEqual({ state: emptyTabsState, navigateTo: '/' });
  });

  it('stays put when an inactive tab closes', () => {
    const result = close(state([tab('/a'), tab('/b')]), '/a', '/b');
    expect(result.navigateTo).toBeNull();
    expect(paths(result.state)).toEqual(['/b']);
  });

  it('removes the cached view only if no remaining tab uses the same component', () => {
    const s = state([
      tab('/a', { fullPath: '/a?id=1', name: 'A' }),
      tab('/a', { fullPath: '/a?id=2', name: 'A' }),
    ]);
    const once = close({ ...s, cachedViews: ['A'] }, '/a?id=1', '/x');
    expect(once.state.cachedViews).toEqual(['A']);
    expect(close(once.state, '/a?id=2', '/x').state.cachedViews).toEqual([]);
  });
});

describe('closeOthers', () => {
  it('keeps the affixed tabs and the given one', () => {
    const s = state([tab('/index', { affix: true }), tab('/a'), tab('/b'), tab('/c')]);
    const result = closeOthers(s, '/b');
    expect(paths(result.state)).toEqual(['/index', '/b']);
    expect(result.state.cachedViews).toEqual(['/index', '/b']);
    expect(result.navigateTo).toBe('/b');
  });
});

describe('closeAll', () => {
  it('keeps the affixed tabs and goes to the last remaining one', () => {
    const s = state([tab('/index', { affix: true }), tab('/a'), tab('/dash', { affix: true }), tab('/b')]);
    const result = closeAll(s);
    expect(paths(result.state)).toEqual(['/index', '/dash']);
    expect(result.navigateTo).toBe('/dash');
  });

  it('goes to / when no tab remains', () => {
    expect(closeAll(state([tab('/a')]))).toEqual({ state: emptyTabsState, navigateTo: '/' });
  });
});

describe('refresh', () => {
  it('removes the cached view and reloads the same path with a new random fr', () => {
    const s = state([tab('/a', { fullPath: '/a?id=1&fr=old', query: { id: '1', fr: 'old' } }), tab('/b')]);
    const result = refresh(s, '/a?id=1&fr=old', () => 'r42');
    expect(result.navigateTo).toBe('/a?id=1&fr=r42');
    expect(result.state.cachedViews).toEqual(['/b']);
    expect(result.homeRefresh).toBe(false);
  });

  it('reports a home refresh when /index is refreshed', () => {
    const result = refresh(state([tab('/index', { affix: true })]), '/index', () => 'r1');
    expect(result).toMatchObject({ navigateTo: '/index?fr=r1', homeRefresh: true });
  });
});

describe('shouldCloseOnDoubleClick', () => {
  it('is true only when the setting is on and the tab is not affixed', () => {
    expect(shouldCloseOnDoubleClick(true, tab('/a'))).toBe(true);
    expect(shouldCloseOnDoubleClick(false, tab('/a'))).toBe(false);
    expect(shouldCloseOnDoubleClick(true, tab('/index', { affix: true }))).toBe(false);
  });
});

describe('tabKeyOf', () => {
  const split = { showSingleTag: false };

  it('ignores rs and fr, and the order of query values', () => {
    const a = tabKeyOf({ path: '/cases', query: { b: '2', a: '1', rs: '/index', fr: 'x' } }, single);
    expect(a).toBe('/cases?a=1&b=2');
    expect(tabKeyOf({ path: '/cases', query: { a: '1', b: '2' } }, single)).toBe(a);
  });

  it('keeps rs apart when showSingleTag is off', () => {
    expect(tabKeyOf({ path: '/cases', query: { rs: '/a', fr: 'x' } }, split)).toBe('/cases?rs=%2Fa');
  });

  it('gives home one key whatever its query', () => {
    expect(tabKeyOf({ path: '/index', query: { fr: 'x', q: '1' } }, single)).toBe('/index');
  });

  it('agrees with the reuse rule', () => {
    const open = tab('/cases', { fullPath: '/cases?id=1&rs=/a', query: { id: '1', rs: '/a' } });
    for (const options of [single, split]) {
      const queries: Record<string, string>[] = [
        { id: '1', rs: '/b' },
        { id: '1', rs: '/a', fr: 'z' },
        { id: '2' },
      ];
      for (const query of queries) {
        const visited = route('/cases', query);
        expect(tabKeyOf(open, options) === tabKeyOf(visited, options)).toBe(
          visit(state([open]), visited, options).tabs.length === 1,
        );
      }
    }
  });
});
