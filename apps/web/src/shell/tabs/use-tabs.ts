import { createContext, useContext } from 'react';
import type { Tab, TabsState, VisitedRoute } from './tab-rules.ts';

export interface TabsContextValue {
  state: TabsState;
  /** The tab of the page shown now, if it has one. */
  activeTab: Tab | null;
  /** The granted page shown now, or null while the shell redirects (unknown or not granted path). */
  route: VisitedRoute | null;
  /** A tab's identity under the reuse rule and the current showSingleTag setting. */
  keyOf: (tab: Pick<Tab, 'path' | 'query'>) => string;
  /** Bumped by refresh: a kept-alive page is keyed on it, so it mounts afresh. */
  generationOf: (key: string) => number;
  titleOf: (tab: Tab) => string;
  open: (tab: Tab) => void;
  close: (tab: Tab) => void;
  closeOthers: (tab: Tab) => void;
  closeAll: () => void;
  refresh: (tab: Tab) => void;
}

export const TabsContext = createContext<TabsContextValue | null>(null);

export function useTabs(): TabsContextValue {
  const value = useContext(TabsContext);
  if (!value) throw new Error('useTabs must be used inside <TabsProvider>');
  return value;
}
