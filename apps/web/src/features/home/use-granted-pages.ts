import { hasPermission } from '@venus/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withConstantPages } from '../../app/constant-pages.ts';
import { isRegisteredPage } from '../../app/page-registry.ts';
import { useRouters, useUserInfo } from '../../app/session/session-queries.ts';
import { buildRouteTree } from '../../shell/route-tree.ts';
import { pageFor } from '../../shell/tabs/tab-route.ts';

/**
 * Whether an address opens a page this person may see and this build can render: the same
 * pages the shell routes (the menu query is shared, so this costs no request).
 */
export function useCanOpen(): (href: string) => boolean {
  const { t } = useTranslation();
  const routers = useRouters(true);
  const permissions = useUserInfo().data?.permissions;
  const pages = useMemo(
    () =>
      withConstantPages(
        buildRouteTree(routers.data ?? [], isRegisteredPage).pages,
        isRegisteredPage,
        t,
        (p) => hasPermission(permissions ?? [], p),
      ),
    [routers.data, t, permissions],
  );
  return (href: string) => pageFor(decodeURIComponent(href.split('?')[0] ?? href), pages) !== null;
}
