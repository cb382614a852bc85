import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PageEntry } from '../route-tree.ts';
import { keepGrantedTabs, parseTabsState, tabTitle, visitedRouteFor, withHomeTab } from './tab-route.ts';
import {
  closeAll as closeAllRule,
  closeOthers as closeOthersRule,
  close as closeRule,
  defaultTabOptions,
  isSameTab,
  refresh as refreshRule,
  type Tab,
  type TabsState,
  type TabsTransition,
  visit,
} from './tab-rules.ts';
import { TabsContext, type TabsContextValue } from './use-tabs.ts';

/** Per browser tab, as the spec's original client: a reload keeps the tabs, a new window starts afresh. */
const STORAGE_KEY = 'venus.tabs';

function readStored(homeTitle: string): TabsState {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be disabled; the tabs then live for this page load only.
  }
  return withHomeTab(parseTabsState(text), homeTitle);
}

/** Records every visited page as a tab and performs the navigation the tab rules decide. */
export function TabsProvider({ pages, children }: { pages: readonly PageEntry[]; children: ReactNode }) {
  const { t } = useTranslation();
  const homeTitle = t('home.title');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState(() => readStored(homeTitle));
  const [refreshKey, setRefreshKey] = useState(0);

  const route = useMemo(
    () => visitedRouteFor({ pathname, search }, pages, homeTitle),
    [pathname, search, pages, homeTitle],
  );

  useEffect(() => {
    setState((current) => {
      const granted = keepGrantedTabs(current, pages);
      return route ? visit(granted, route) : granted;
    });
  }, [route, pages]);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Full or disabled storage only costs the tabs on reload.
    }
  }, [state]);

  const activeTab = useMemo(
    () => (route ? (state.tabs.find((tab) => isSameTab(tab, route, defaultTabOptions)) ?? null) : null),
    [route, state.tabs],
  );

  const apply = useCallback(
    (transition: TabsTransition) => {
      setState(transition.state);
      if (transition.navigateTo !== null) void navigate(transition.navigateTo);
    },
    [navigate],
  );

  const value = useMemo<TabsContextValue>(
    () => ({
      state,
      activeTab,
      refreshKey,
      titleOf: (tab: Tab) => tabTitle(tab, pages, homeTitle),
      open: (tab: Tab) => {
        if (tab !== activeTab) void navigate(tab.fullPath);
      },
      close: (tab: Tab) => apply(closeRule(state, tab.fullPath, activeTab?.fullPath ?? '')),
      closeOthers: (tab: Tab) => apply(closeOthersRule(state, tab.fullPath)),
      closeAll: () => apply(closeAllRule(state)),
      refresh: (tab: Tab) => {
        setRefreshKey((key) => key + 1);
        apply(refreshRule(state, tab.fullPath));
      },
    }),
    [state, activeTab, refreshKey, pages, homeTitle, navigate, apply],
  );

  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}
