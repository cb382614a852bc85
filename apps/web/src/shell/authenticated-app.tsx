import { hasPermission, ResultCode } from '@venus/shared';
import { App, Button, Result } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../app/api/api-error.ts';
import { withConstantPages } from '../app/constant-pages.ts';
import { isRegisteredPage } from '../app/page-registry.ts';
import { HOME_PATH } from '../app/session/redirect.ts';
import { useLogout, useRouters, useUserInfo } from '../app/session/session-queries.ts';
import { usePersonalSettingsQuery } from '../app/settings/use-user-settings.ts';
import { PageLoading } from '../components/page-loading.tsx';
import { PageRoutes } from './page-routes.tsx';
import { buildRouteTree, withHomeEntry } from './route-tree.ts';
import { ShellLayout } from './shell-layout.tsx';

/** Paths already reported as skipped, so a refetch or language switch does not repeat them. */
const warned = new Set<string>();

/**
 * The private part of the app. It loads the session (a 401 sends the visitor to login), then
 * the granted menus, and routes only the pages this client knows how to render.
 */
export function AuthenticatedApp() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const logout = useLogout();
  const info = useUserInfo();
  const routers = useRouters(info.isSuccess);
  // Tab reuse depends on the personal settings (showSingleTag): the shell waits for them so the
  // first visit is judged by the person's own rule. A failed read falls back to the defaults.
  const settings = usePersonalSettingsQuery(info.isSuccess);
  const tree = useMemo(() => buildRouteTree(routers.data ?? [], isRegisteredPage), [routers.data]);
  const permissions = info.data?.permissions;
  const pages = useMemo(
    () => withConstantPages(tree.pages, isRegisteredPage, t, (p) => hasPermission(permissions ?? [], p)),
    [tree.pages, t, permissions],
  );
  const hasNoMenus = routers.isSuccess && !routers.isPlaceholderData && !routers.data?.length;
  const alertedNoMenus = useRef(false);

  const menu = useMemo(() => withHomeEntry(tree.menu, HOME_PATH, t('home.title')), [tree.menu, t]);

  useEffect(() => {
    for (const entry of tree.skipped) {
      if (warned.has(entry.path)) continue;
      warned.add(entry.path);
      console.warn(`[venus] ${t('menu.componentUnknown', { name: entry.name, component: entry.component })}`);
    }
  }, [tree.skipped, t]);

  // Spec §8: a menu response without data means the account may not use the system.
  useEffect(() => {
    if (!hasNoMenus || alertedNoMenus.current) return;
    alertedNoMenus.current = true;
    void modal.error({
      title: t('common.notice'),
      content: t('shell.noPermission'),
      okText: t('common.ok'),
      onOk: logout,
    });
  }, [hasNoMenus, modal, logout, t]);

  const failure = info.error ?? routers.error;
  if (failure) {
    if (isApiError(failure) && failure.code === ResultCode.UNAUTHORIZED) return <PageLoading fullscreen />;
    return (
      <div className="venus-result-page">
        <Result
          status="error"
          title={t('shell.loadFailed')}
          subTitle={isApiError(failure) ? failure.msg : undefined}
          extra={
            <Button type="primary" onClick={() => (info.error ? info.refetch() : routers.refetch())}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (!info.data || !routers.data || !settings.isFetched) return <PageLoading fullscreen />;

  return (
    <ShellLayout info={info.data} menu={menu} pages={pages}>
      <PageRoutes pages={pages} />
    </ShellLayout>
  );
}
