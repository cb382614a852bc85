import { Breadcrumb } from 'antd';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../app/session/redirect.ts';
import type { MenuEntry, PageEntry } from '../route-tree.ts';
import { TabsContext } from '../tabs/use-tabs.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

/** Where the page sits in the menu, home first (spec §2 Layout). */
export function PageBreadcrumb({ menu, pages }: { menu: readonly MenuEntry[]; pages: readonly PageEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const homeTitle = t('home.title');
  // The last crumb says what the tab says (outside the tab strip, as in a test: the path's).
  const tabs = useContext(TabsContext);
  const activeTab = tabs?.activeTab;
  const shownTitle = activeTab && activeTab.path === pathname ? tabs.titleOf(activeTab) : undefined;
  const trail = useMemo(
    () => breadcrumbTrail(pathname, menu, pages, { path: HOME_PATH, title: homeTitle }, shownTitle),
    [pathname, menu, pages, homeTitle, shownTitle],
  );
  const items = trail.map((crumb, index) => ({
    key: `${index}-${crumb.title}`,
    title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
  }));
  return (
    <>
      {/* Every page's one top heading, for those who move by headings; the crumb shows it already. */}
      <h1 className="venus-visually-hidden">{trail.at(-1)?.title}</h1>
      <nav aria-label={t('breadcrumb.label')}>
        <Breadcrumb className="venus-breadcrumb" items={items} />
      </nav>
    </>
  );
}
