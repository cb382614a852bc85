import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../route-tree.ts';
import { keepGrantedTabs, parseTabsState, tabTitle, visitedRouteFor, withHomeTab } from './tab-route.ts';
import { HOME_PATH, type Tab, visit } from './tab-rules.ts';

const pages: PageEntry[] = [
  { path: '/monitor/operlog', component: 'monitor/operlog/index', title: '操作日志' },
  { path: '/user/userDetail/:title', component: 'user/detail', title: '用户详情' },
  { path: '/leave/leaveDetail/:title', component: 'leave/leaveDetail/index', title: '请假详情' },
];

const tab = (path: string, overrides: Partial<Tab> = {}): Tab => ({
  path,
  fullPath: path,
  query: {},
  name: path,
  title: 'stored',
  affix: false,
  ...overrides,
});

describe('visitedRouteFor', () => {
  it('names a granted page by its component and menu title, with its query', () => {
    expect(visitedRouteFor({ pathname: '/monitor/operlog', search: '?a=1' }, pages, '首页')).toEqual({
      path: '/monitor/operlog',
      fullPath: '/monitor/operlog?a=1',
      query: { a: '1' },
      name: 'monitor/operlog/index',
      meta: { title: '操作日志' },
    });
  });

  it('makes home an affixed tab that is never kept alive', () => {
    const route = visitedRouteFor({ pathname: HOME_PATH, search: '' }, pages, '首页');
    expect(route?.meta).toEqual({ title: '首页', affix: true, noCache: true });
    expect(visit({ tabs: [], cachedViews: [] }, route!).cachedViews).toEqual([]);
  });

  it('leads home to plain /index whatever query it was visited with', () => {
    const route = visitedRouteFor({ pathname: HOME_PATH, search: '?fr=abc' }, pages, '首页');
    expect(route).toMatchObject({ fullPath: HOME_PATH, query: {} });
  });

  it('takes a :title in the path as the tab title', () => {
    const route = visitedRouteFor({ pathname: '/user/userDetail/张三', search: '' }, pages, '首页');
    expect(route?.params).toEqual({ title: '张三' });
    const encoded = visitedRouteFor(
      { pathname: '/user/userDetail/%E5%BC%A0%E4%B8%89', search: '' },
      pages,
      '首页',
    );
    expect(encoded?.params).toEqual({ title: '张三' });
  });

  it('leaves no tab for a path the shell redirects', () => {
    expect(visitedRouteFor({ pathname: '/system/user', search: '' }, pages, '首页')).toBeNull();
  });
});

describe('tabTitle', () => {
  it('follows the current menu title, so a language switch renames the tab', () => {
    const english = [{ ...pages[0]!, title: 'Audit log' }];
    expect(tabTitle(tab('/monitor/operlog'), english, 'Home')).toBe('Audit log');
  });

  it('shows home in the current language', () => {
    expect(tabTitle(tab(HOME_PATH, { affix: true }), pages, 'Home')).toBe('Home');
  });

  it('prefers a :title in the path, and keeps the stored title for a page no longer listed', () => {
    expect(tabTitle(tab('/user/userDetail/张三'), pages, '首页')).toBe('张三');
    expect(tabTitle(tab('/user/userDetail/%E5%BC%A0%E4%B8%89'), pages, '首页')).toBe('张三');
    expect(tabTitle(tab('/gone'), pages, '首页')).toBe('stored');
  });
});

describe('a tab whose :title only names the page', () => {
  const opened = (pathname: string) =>
    visit({ tabs: [], cachedViews: [] }, visitedRouteFor({ pathname, search: '' }, pages, '首页')!).tabs[0]!;
  const english = pages.map((page) => ({
    ...page,
    title: page.title === '请假详情' ? 'Leave request' : page.title,
  }));

  it('follows a language switch, even after the tabs were stored and read back', () => {
    const tabs = parseTabsState(
      JSON.stringify({ tabs: [opened('/leave/leaveDetail/请假详情')], cachedViews: [] }),
    );
    expect(tabTitle(tabs.tabs[0]!, pages, '首页')).toBe('请假详情');
    expect(tabTitle(tabs.tabs[0]!, english, 'Home')).toBe('Leave request');
  });

  it("keeps a record's own title, which is no page's name", () => {
    expect(tabTitle(opened('/leave/leaveDetail/孙悦的请假申请'), english, 'Home')).toBe('孙悦的请假申请');
  });
});

describe('withHomeTab', () => {
  it('adds an affixed home tab first when none was stored', () => {
    const state = withHomeTab({ tabs: [tab('/monitor/operlog')], cachedViews: [] }, '首页');
    expect(state.tabs.map((item) => [item.path, item.affix])).toEqual([
      [HOME_PATH, true],
      ['/monitor/operlog', false],
    ]);
  });

  it('moves a stored home tab to the front and affixes it', () => {
    const state = withHomeTab({ tabs: [tab('/monitor/operlog'), tab(HOME_PATH)], cachedViews: [] }, '首页');
    expect(state.tabs.map((item) => [item.path, item.affix])).toEqual([
      [HOME_PATH, true],
      ['/monitor/operlog', false],
    ]);
  });
});

describe('keepGrantedTabs', () => {
  it('drops tabs and cached views of pages no longer granted, keeping home', () => {
    const state = visit(
      { tabs: [tab(HOME_PATH, { affix: true }), tab('/monitor/operlog')], cachedViews: [] },
      { path: '/system/user', fullPath: '/system/user', query: {}, name: 'system/user/index' },
    );
    const kept = keepGrantedTabs(state, pages);
    expect(kept.tabs.map((item) => item.path)).toEqual([HOME_PATH, '/monitor/operlog']);
    expect(kept.cachedViews).toEqual([]);
  });

  it('returns the same state when every tab is still granted', () => {
    const state = { tabs: [tab(HOME_PATH), tab('/monitor/operlog')], cachedViews: [] };
    expect(keepGrantedTabs(state, pages)).toBe(state);
  });
});

describe('parseTabsState', () => {
  it('reads back what was stored', () => {
    const state = { tabs: [tab('/monitor/operlog', { query: { rs: '/index' } })], cachedViews: ['x'] };
    expect(parseTabsState(JSON.stringify(state))).toEqual(state);
  });

  it('treats nothing, broken JSON and malformed tabs as no tabs', () => {
    expect(parseTabsState(null)).toEqual({ tabs: [], cachedViews: [] });
    expect(parseTabsState('{oops')).toEqual({ tabs: [], cachedViews: [] });
    expect(parseTabsState('null')).toEqual({ tabs: [], cachedViews: [] });
    expect(parseTabsState(JSON.stringify({ tabs: [{ path: 1 }], cachedViews: [2, 'a'] }))).toEqual({
      tabs: [],
      cachedViews: ['a'],
    });
  });
});
