import { createContext, useContext } from 'react';
import type { Tab, TabsState } from './tab-rules.ts';

export interface TabsContextValue {
  state: TabsState;
  /** The tab of the page shown now, if it has one. */
  activeTab: Tab | null;
  /** Bumped by refresh: the page area is keyed on it, so the page mounts afresh. */
  refreshKey: number;
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
