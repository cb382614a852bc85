import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setCurrentTabCloser } from '../../app/api/api-effects.ts';
import { useUserSettings } from '../../app/settings/use-user-settings.ts';
import type { PageEntry } from '../route-tree.ts';
import { raiseHomeRefresh } from './home-refresh.ts';
import { keepGrantedTabs, parseTabsState, tabTitle, visitedRouteFor, withHomeTab } from './tab-route.ts';
import {
  closeAll as closeAllRule,
  closeOthers as closeOthersRule,
  close as closeRule,
  isSameTab,
  refresh as refreshRule,
  type Tab,
  type TabOptions,
  type TabsState,
  type TabsTransition,
  tabKeyOf,
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
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => readStored(homeTitle));
  // Per tab key: bumped by refresh, so that tab's kept-alive page mounts afresh.
  const [generations, setGenerations] = useState<Readonly<Record<string, number>>>({});
  const { showSingleTag } = useUserSettings();
  const options = useMemo<TabOptions>(() => ({ showSingleTag }), [showSingleTag]);

  const route = useMemo(
    () => visitedRouteFor({ pathname, search }, pages, homeTitle),
    [pathname, search, pages, homeTitle],
  );

  useEffect(() => {
    setState((current) => {
      const granted = keepGrantedTabs(current, pages);
      return route ? visit(granted, route, options) : granted;
    });
  }, [route, pages, options]);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Full or disabled storage only costs the tabs on reload.
    }
  }, [state]);

  const activeTab = useMemo(
    () => (route ? (state.tabs.find((tab) => isSameTab(tab, route, options)) ?? null) : null),
    [route, state.tabs, options],
  );

  // The tab the person last chose. Router updates are transitions, so a double-click's close can
  // arrive before the first click's navigation has rendered; this ref already knows about it.
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    shownPath.current = activeTab?.fullPath ?? null;
  }, [activeTab]);

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
      route,
      keyOf: (tab) => tabKeyOf(tab, options),
      generationOf: (key: string) => generations[key] ?? 0,
      titleOf: (tab: Tab) => tabTitle(tab, pages, homeTitle),
      open: (tab: Tab) => {
        shownPath.current = tab.fullPath;
        if (tab !== activeTab) void navigate(tab.fullPath);
      },
      close: (tab: Tab) =>
        apply(closeRule(state, tab.fullPath, shownPath.current ?? activeTab?.fullPath ?? '')),
      closeOthers: (tab: Tab) => apply(closeOthersRule(state, tab.fullPath)),
      closeAll: () => apply(closeAllRule(state)),
      refresh: (tab: Tab) => {
        const key = tabKeyOf(tab, options);
        // Spec §4: a refresh drops the cache. Remounting alone would serve the page its cached
        // answers (they stay fresh for 30 s) and reload nothing; marked stale, every query the
        // new page mounts is fetched again. Other tabs' queries are only marked, not fetched now.
        void queryClient.invalidateQueries({ refetchType: 'none' });
        setGenerations((current) => ({ ...current, [key]: (current[key] ?? 0) + 1 }));
        const result = refreshRule(state, tab.fullPath);
        apply(result);
        if (result.homeRefresh) raiseHomeRefresh();
      },
    }),
    [state, activeTab, route, options, generations, pages, homeTitle, navigate, apply, queryClient],
  );

  // Spec §8 code 10001: after its alert the API client closes the tab of the page shown now.
  useEffect(() => {
    const { activeTab: shown, close } = value;
    setCurrentTabCloser(() => {
      if (shown) close(shown);
    });
    return () => setCurrentTabCloser(undefined);
  }, [value]);

  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}
