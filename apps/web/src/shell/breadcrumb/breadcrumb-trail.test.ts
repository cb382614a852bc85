import { describe, expect, it } from 'vitest';
import type { MenuEntry, PageEntry } from '../route-tree.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

const home = { path: '/index', title: '首页' };
const menu: MenuEntry[] = [
  { key: '/index', title: '首页', icon: 0 },
  {
    key: '/monitor',
    title: '系统监控',
    icon: 1,
    children: [
      { key: '/monitor/operlog', title: '操作日志', icon: 2 },
      { key: '/monitor/logininfor', title: '登录日志', icon: 3 },
    ],
  },
];
const pages: PageEntry[] = [
  { path: '/monitor/operlog', component: 'operlog', title: '操作日志' },
  { path: '/monitor/logininfor', component: 'logininfor', title: '登录日志' },
  {
    path: '/monitor/operlog/detail/:title',
    component: 'detail',
    title: '日志详情',
    activeMenu: '/monitor/operlog',
  },
];

describe('breadcrumbTrail', () => {
  it('reads home, then the directory, then the page', () => {
    expect(breadcrumbTrail('/monitor/operlog', menu, pages, home)).toEqual([
      { to: '/index', title: '首页' },
      { to: null, title: '系统监控' },
      { to: null, title: '操作日志' },
    ]);
  });

  it('is home alone on the home page', () => {
    expect(breadcrumbTrail('/index', menu, pages, home)).toEqual([{ to: null, title: '首页' }]);
  });

  it('puts a hidden page under the entry it names as active, titled by its path', () => {
    expect(breadcrumbTrail('/monitor/operlog/detail/42', menu, pages, home)).toEqual([
      { to: '/index', title: '首页' },
      { to: null, title: '系统监控' },
      { to: '/monitor/operlog', title: '操作日志' },
      { to: null, title: '42' },
    ]);
  });

  it('reads a percent-encoded title as the person typed it', () => {
    expect(breadcrumbTrail('/monitor/operlog/detail/%E5%BE%8B%E5%B8%88', menu, pages, home).at(-1)).toEqual({
      to: null,
      title: '律师',
    });
  });

  it('shows only home for a path that is not a page', () => {
    expect(breadcrumbTrail('/nowhere', menu, pages, home)).toEqual([{ to: '/index', title: '首页' }]);
  });
});
