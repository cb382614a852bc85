import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, Navigate, Route, Routes, useLocation } from 'react-router';
import { findPage, HOME_COMPONENT } from '../app/page-registry.ts';
import { HOME_PATH } from '../app/session/redirect.ts';
import { PageLoading } from '../components/page-loading.tsx';
import { useDocumentTitle } from './branding/use-branding.ts';
import type { PageEntry } from './route-tree.ts';
import { pageFor } from './tabs/tab-route.ts';
import { useTabs } from './tabs/use-tabs.ts';

function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** A page by its component string; only the page on screen names the browser tab. */
function RegisteredPage({
  component,
  title,
  active = true,
}: {
  component: string;
  title: string;
  active?: boolean;
}) {
  const Page = findPage(component);
  if (!Page) return active ? <Navigate to={HOME_PATH} replace /> : null;
  return (
    <>
      {active ? <PageTitle title={title} /> : null}
      <Page />
    </>
  );
}

/** Home, the root and any path that is not a granted page (which goes back home, spec §2). */
function LiveRoutes({ pages }: { pages: readonly PageEntry[] }) {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      <Route
        path={HOME_PATH}
        element={<RegisteredPage component={HOME_COMPONENT} title={t('home.title')} />}
      />
      {pages
        .filter((page) => page.path !== HOME_PATH)
        .map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={<RegisteredPage component={page.component} title={page.title} />}
          />
        ))}
      <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
    </Routes>
  );
}

interface KeptAliveSlot {
  key: string;
  page: PageEntry;
  location: Location | string;
  active: boolean;
}

/**
 * Spec §4 Tabs, §9 Shell: the pages of open tabs stay mounted, hidden, so a list keeps its
 * filters and a half-typed search when you switch tabs. Which tabs keep theirs follows the tab
 * rules' cached views (at most 30 components, dropped when their last tab closes); a refresh
 * bumps the tab's generation so its page mounts afresh. Home is pinned and never kept alive.
 */
export function PageRoutes({ pages }: { pages: readonly PageEntry[] }) {
  const location = useLocation();
  const { state, route, keyOf, generationOf } = useTabs();
  const activeKey = route && !route.meta?.noCache && route.name !== '' ? keyOf(route) : null;

  const slots: KeptAliveSlot[] = [];
  const seen = new Set<string>();
  const add = (key: string, path: string, slotLocation: Location | string) => {
    const found = seen.has(key) ? null : pageFor(path, pages);
    if (!found) return;
    seen.add(key);
    slots.push({ key, page: found.page, location: slotLocation, active: key === activeKey });
  };
  for (const tab of state.tabs) {
    if (tab.path === HOME_PATH || !state.cachedViews.includes(tab.name)) continue;
    const key = keyOf(tab);
    add(key, tab.path, key === activeKey ? location : tab.fullPath);
  }
  // The page just visited, before the tab rules have recorded it: it must mount in its slot now,
  // or it would mount twice.
  if (activeKey && route) add(activeKey, route.path, location);

  const liveKey = route?.path === HOME_PATH ? HOME_PATH : 'live';
  return (
    <>
      {slots.map((slot) => (
        <div
          key={`${slot.key}#${generationOf(slot.key)}`}
          className="venus-page"
          hidden={!slot.active}
          data-tab-key={slot.key}
        >
          <Suspense fallback={<PageLoading />}>
            <Routes location={slot.location}>
              <Route
                path={slot.page.path}
                element={
                  <RegisteredPage
                    component={slot.page.component}
                    title={slot.page.title}
                    active={slot.active}
                  />
                }
              />
            </Routes>
          </Suspense>
        </div>
      ))}
      {activeKey && seen.has(activeKey) ? null : (
        <div key={`${liveKey}#${generationOf(liveKey)}`} className="venus-page">
          <Suspense fallback={<PageLoading />}>
            <LiveRoutes pages={pages} />
          </Suspense>
        </div>
      )}
    </>
  );
}
