import { describe, expect, it } from 'vitest';
import { withConstantPages } from './constant-pages.ts';

describe('constant pages', () => {
  const granted = [{ path: '/monitor/operlog', component: 'monitor/operlog/index', title: '操作日志' }];

  it('adds the constant pages this client can render, titled by the translator', () => {
    const pages = withConstantPages(
      granted,
      (c) => c === 'user/setting/index',
      (key) => `t:${key}`,
      () => true,
    );
    expect(pages).toEqual([
      ...granted,
      { path: '/user/setting', component: 'user/setting/index', title: 't:pages.userSetting' },
    ]);
  });

  it('leaves a constant page out when the server already routes its path', () => {
    const served = [{ path: '/user/setting', component: 'user/setting/index', title: '个人设置' }];
    expect(
      withConstantPages(
        served,
        () => true,
        (key) => key,
        () => true,
      ).filter((p) => p.path === '/user/setting'),
    ).toEqual(served);
  });

  it('routes a page opened from another page only when that page is granted', () => {
    const usersByRole = (pages: { path: string }[]) =>
      pages.filter((p) => p.path === '/role/usersByRole/:title');
    const roles = { path: '/system/role', component: 'system/role/index', title: '角色管理' };
    expect(
      usersByRole(
        withConstantPages(
          granted,
          () => true,
          (key) => key,
          () => true,
        ),
      ),
    ).toEqual([]);
    expect(
      usersByRole(
        withConstantPages(
          [roles],
          () => true,
          (key) => key,
          () => true,
        ),
      ),
    ).toEqual([
      {
        path: '/role/usersByRole/:title',
        component: 'system/role/usersByRole',
        title: 'rolesAdmin.usersByRole',
        activeMenu: '/system/role',
      },
    ]);
  });
});

describe('a constant page whose action needs a permission', () => {
  const intake = (pages: { path: string }[]) => pages.filter((p) => p.path === '/project/settle');

  it('is not routed for one who lacks it, so the form never renders for a secretary', () => {
    const pages = withConstantPages(
      [],
      () => true,
      (key) => key,
      () => false,
    );
    expect(intake(pages)).toEqual([]);
  });

  it('is routed for one who holds it', () => {
    const pages = withConstantPages(
      [],
      () => true,
      (key) => key,
      (permission) => permission === 'hankun:project:myAdd',
    );
    expect(intake(pages).length).toBe(1);
  });
});
