import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../app/session/redirect.ts';
import type { MenuEntry, PageEntry } from '../route-tree.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

/** Where the page sits in the menu, home first (spec §2 Layout). */
export function PageBreadcrumb({ menu, pages }: { menu: readonly MenuEntry[]; pages: readonly PageEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const homeTitle = t('home.title');
  const items = useMemo(
    () =>
      breadcrumbTrail(pathname, menu, pages, { path: HOME_PATH, title: homeTitle }).map((crumb, index) => ({
        key: `${index}-${crumb.title}`,
        title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
      })),
    [pathname, menu, pages, homeTitle],
  );
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <Breadcrumb className="venus-breadcrumb" items={items} />
    </nav>
  );
}
