import type { RouteItem } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { buildRouteTree, HOME_ICON, joinPath, withHomeEntry } from './route-tree.ts';

const meta = (title: string, icon = 1) => ({ title, icon, affix: false, noCache: false });

function route(path: string, component: string, extra: Partial<RouteItem> = {}): RouteItem {
  return { name: path, path, hidden: false, component, meta: meta(path), ...extra };
}

const known = new Set(['monitor/operlog/index', 'monitor/logininfor/index', 'index']);
const isRegistered = (component: string) => known.has(component);

const monitor = route('/monitor', 'Layout', {
  alwaysShow: true,
  children: [route('operlog', 'monitor/operlog/index'), route('logininfor', 'monitor/logininfor/index')],
});

describe('joinPath', () => {
  it('joins a relative child to its parent', () => {
    expect(joinPath('/monitor', 'operlog')).toBe('/monitor/operlog');
  });

  it('keeps an absolute child path', () => {
    expect(joinPath('/monitor', '/tools/search')).toBe('/tools/search');
  });

  it('collapses doubled and trailing slashes', () => {
    expect(joinPath('/', '/monitor/')).toBe('/monitor');
    expect(joinPath('/a/', 'b')).toBe('/a/b');
  });
});

describe('buildRouteTree', () => {
  it('routes and shows registered pages under their directory', () => {
    const tree = buildRouteTree([monitor], isRegistered);
    expect(tree.pages.map((page) => page.path)).toEqual(['/monitor/operlog', '/monitor/logininfor']);
    expect(tree.menu).toEqual([
      {
        key: '/monitor',
        title: '/monitor',
        icon: 1,
        children: [
          { key: '/monitor/operlog', title: 'operlog', icon: 1 },
          { key: '/monitor/logininfor', title: 'logininfor', icon: 1 },
        ],
      },
    ]);
    expect(tree.skipped).toEqual([]);
  });

  it('skips a page whose component is not registered, and reports it', () => {
    const tree = buildRouteTree(
      [{ ...monitor, children: [...(monitor.children ?? []), route('job', 'monitor/job/index')] }],
      isRegistered,
    );
    expect(tree.pages.map((page) => page.path)).not.toContain('/monitor/job');
    expect(tree.menu[0]?.children?.map((entry) => entry.key)).not.toContain('/monitor/job');
    expect(tree.skipped).toEqual([{ name: 'job', path: '/monitor/job', component: 'monitor/job/index' }]);
  });

  it('hides a directory whose children are all skipped', () => {
    const system = route('/system', 'Layout', {
      alwaysShow: true,
      children: [route('user', 'system/user/index')],
    });
    const tree = buildRouteTree([system, monitor], isRegistered);
    expect(tree.menu.map((entry) => entry.key)).toEqual(['/monitor']);
  });

  it('hides nested directories left empty', () => {
    const nested = route('/cases', 'Layout', {
      alwaysShow: true,
      children: [route('archive', 'ParentView', { children: [route('list', 'cases/archive/index')] })],
    });
    expect(buildRouteTree([nested], isRegistered).menu).toEqual([]);
  });

  it('routes a hidden page without showing it in the menu', () => {
    const detail = route('detail/:id', 'monitor/operlog/index', {
      hidden: true,
      meta: { ...meta('d'), activeMenu: '/monitor/operlog' },
    });
    const tree = buildRouteTree(
      [{ ...monitor, children: [...(monitor.children ?? []), detail] }],
      isRegistered,
    );
    expect(tree.pages).toContainEqual({
      path: '/monitor/detail/:id',
      component: 'monitor/operlog/index',
      title: 'd',
      activeMenu: '/monitor/operlog',
    });
    expect(tree.menu[0]?.children).toHaveLength(2);
  });

  it('shows a lone page in place of its directory unless the directory is always shown', () => {
    const wrapper = route('/', 'Layout', { children: [route('index', 'index')] });
    expect(buildRouteTree([wrapper], isRegistered).menu).toEqual([
      { key: '/index', title: 'index', icon: 1 },
    ]);
    const always = { ...wrapper, path: '/home', alwaysShow: true };
    expect(buildRouteTree([always], isRegistered).menu[0]?.children).toHaveLength(1);
  });

  it('shows an external link without routing it', () => {
    const link = route('https://example.com/research', 'Layout', {
      meta: { ...meta('Research'), link: 'https://example.com/research' },
    });
    const tree = buildRouteTree([link], isRegistered);
    expect(tree.menu).toEqual([
      { key: 'https://example.com/research', title: 'Research', icon: 1, external: true },
    ]);
    expect(tree.pages).toEqual([]);
  });

  it('routes a path only once when the server repeats it', () => {
    const twice = route('/', 'Layout', {
      alwaysShow: true,
      children: [route('index', 'index'), route('/index', 'index')],
    });
    expect(buildRouteTree([twice], isRegistered).pages).toHaveLength(1);
  });
});

describe('withHomeEntry', () => {
  it('puts home first', () => {
    const menu = withHomeEntry([{ key: '/monitor', title: 'M', icon: 8 }], '/index', 'Home');
    expect(menu.map((entry) => entry.key)).toEqual(['/index', '/monitor']);
    expect(menu[0]?.icon).toBe(HOME_ICON);
  });

  it('does not add home twice when the server lists it', () => {
    const menu = withHomeEntry(
      [{ key: '/x', title: 'X', icon: 1, children: [{ key: '/index', title: 'H', icon: 1 }] }],
      '/index',
      'Home',
    );
    expect(menu).toHaveLength(1);
  });
});
