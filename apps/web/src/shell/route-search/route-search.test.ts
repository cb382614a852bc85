import type { RouteItem } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { buildRouteTree } from '../route-tree.ts';
import {
  collectSearchRoutes,
  createRouteSearch,
  normaliseRouteQuery,
  ROUTE_SEARCH_INPUT_MAX,
  recentRoutes,
  type SearchRoute,
} from './route-search.ts';

type Titles = Record<string, string>;

const CN: Titles = {
  monitor: '系统监控',
  operlog: '操作日志',
  logininfor: '登录日志',
  system: '系统管理',
  user: '用户管理',
  secret: '隐藏日志',
  tools: '工具',
  search: '模板检索',
};
const EN: Titles = {
  monitor: 'Monitoring',
  operlog: 'Audit log',
  logininfor: 'Sign-in log',
  system: 'System',
  user: 'Users',
  secret: 'Hidden log',
  tools: 'Tools',
  search: 'Template search',
};

function route(key: string, path: string, component: string, titles: Titles, extra: Partial<RouteItem> = {}) {
  const item: RouteItem = {
    name: key,
    path,
    hidden: false,
    component,
    meta: { title: titles[key] ?? key, icon: 1, affix: false, noCache: false },
    ...extra,
  };
  return item;
}

/** What `/getRouters` answers for an administrator, in the given language. */
function routers(titles: Titles): RouteItem[] {
  return [
    route('monitor', '/monitor', 'Layout', titles, {
      alwaysShow: true,
      children: [
        route('operlog', 'operlog', 'monitor/operlog/index', titles),
        route('logininfor', 'logininfor', 'monitor/logininfor/index', titles),
        route('secret', 'secret', 'monitor/secret/index', titles, { hidden: true }),
      ],
    }),
    route('system', '/system', 'Layout', titles, {
      alwaysShow: true,
      children: [route('user', 'user', 'system/user/index', titles)],
    }),
    route('tools', '/tools', 'Layout', titles, {
      hidden: true,
      children: [route('search', 'template/search', 'tools/template/search/index', titles)],
    }),
    route('manual', 'https://example.com/manual', 'Layout', titles),
  ];
}

function routesIn(titles: Titles): SearchRoute[] {
  return collectSearchRoutes(buildRouteTree(routers(titles), () => true).menu);
}

const paths = (found: readonly SearchRoute[]) => found.map((item) => item.path);

describe('collectSearchRoutes', () => {
  it('titles each page with its directory and keeps its full path', () => {
    expect(routesIn(CN)).toEqual([
      { title: '系统监控 / 操作日志', path: '/monitor/operlog' },
      { title: '系统监控 / 登录日志', path: '/monitor/logininfor' },
      { title: '系统管理 / 用户管理', path: '/system/user' },
    ]);
  });

  it('never lists directories, hidden pages, pages of hidden directories or external links', () => {
    const listed = paths(routesIn(CN));
    expect(listed).not.toContain('/monitor');
    expect(listed).not.toContain('/system');
    expect(listed).not.toContain('/monitor/secret');
    expect(listed).not.toContain('/tools/template/search');
    expect(listed.some((path) => path.startsWith('http'))).toBe(false);
  });
});

describe('createRouteSearch', () => {
  const searchCn = createRouteSearch(routesIn(CN));

  it('finds a page by a fragment of its Chinese title', () => {
    expect(paths(searchCn('登录'))[0]).toBe('/monitor/logininfor');
    expect(paths(searchCn('用户'))).toEqual(['/system/user']);
  });

  it('finds every page of a directory by the directory title', () => {
    expect(paths(searchCn('系统监控')).slice(0, 2).sort()).toEqual([
      '/monitor/logininfor',
      '/monitor/operlog',
    ]);
  });

  it('finds a page by its English title once the menu is in English', () => {
    const searchEn = createRouteSearch(routesIn(EN));
    expect(paths(searchEn('sign-in'))[0]).toBe('/monitor/logininfor');
    expect(paths(searchEn('audit'))[0]).toBe('/monitor/operlog');
    expect(searchEn('登录')).toEqual([]);
  });

  it('finds a page by its path', () => {
    expect(paths(searchCn('/monitor/operlog'))[0]).toBe('/monitor/operlog');
    expect(paths(searchCn('logininfor'))[0]).toBe('/monitor/logininfor');
  });

  it('tolerates a typo', () => {
    expect(paths(searchCn('logninfor'))[0]).toBe('/monitor/logininfor');
    const searchEn = createRouteSearch(routesIn(EN));
    expect(paths(searchEn('Sign-im log'))[0]).toBe('/monitor/logininfor');
  });

  it('never returns hidden pages or directories', () => {
    expect(paths(searchCn('隐藏'))).toEqual([]);
    expect(paths(searchCn('模板检索'))).toEqual([]);
    expect(paths(searchCn('secret'))).toEqual([]);
    for (const found of paths(searchCn('系统'))) expect(['/monitor', '/system']).not.toContain(found);
  });

  it('finds nothing for empty or blank text, or text unlike any page', () => {
    expect(searchCn('')).toEqual([]);
    expect(searchCn('   ')).toEqual([]);
    expect(searchCn('报销审批')).toEqual([]);
  });

  it('finds nothing when the user has no such page', () => {
    const lawyer = createRouteSearch(
      collectSearchRoutes(
        buildRouteTree(
          [
            route('system', '/system', 'Layout', CN, {
              alwaysShow: true,
              children: [route('user', 'user', 'system/user/index', CN)],
            }),
          ],
          () => true,
        ).menu,
      ),
    );
    expect(lawyer('日志')).toEqual([]);
  });
});

describe('normaliseRouteQuery', () => {
  it('trims the text and keeps at most 64 characters', () => {
    expect(normaliseRouteQuery('  登录  ')).toBe('登录');
    const long = '登'.repeat(100);
    expect(normaliseRouteQuery(long)).toHaveLength(ROUTE_SEARCH_INPUT_MAX);
    expect(ROUTE_SEARCH_INPUT_MAX).toBe(64);
  });
});

describe('recentRoutes', () => {
  const routes = routesIn(CN);
  const row = (id: number, value: string) => ({ id, value });

  it('lists recent pages newest first with their current titles, at most five', () => {
    const history = [
      row(9, '/system/user'),
      row(8, '/monitor/logininfor'),
      row(7, '/monitor/operlog'),
      row(6, '/system/user'),
    ];
    expect(recentRoutes(history, routes)).toEqual([
      { title: '系统管理 / 用户管理', path: '/system/user' },
      { title: '系统监控 / 登录日志', path: '/monitor/logininfor' },
      { title: '系统监控 / 操作日志', path: '/monitor/operlog' },
    ]);
    const many = Array.from({ length: 10 }, (_, index) => ({ title: `页面${index}`, path: `/p/${index}` }));
    const manyHistory = many.map((page, index) => row(index, page.path));
    expect(recentRoutes(manyHistory, many)).toHaveLength(5);
  });

  it('drops pages the user may no longer open', () => {
    expect(recentRoutes([row(1, '/monitor/secret'), row(2, '/gone')], routes)).toEqual([]);
  });
});
