import {
  listPageCacheKey,
  readStoredSetting,
  SettingType,
  type StoredListPageState,
  storedListPageStateSchema,
  writeStoredSetting,
} from '@venus/shared';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTableSettings } from '../data-table/table-settings-store.ts';

/**
 * Spec §2: whether the search panel is expanded and whether it shows the advanced conditions,
 * remembered per route (setting type 3 under `list#<route>`), on the server like table layouts.
 */
export function useListPageState() {
  const { pathname } = useLocation();
  const key = listPageCacheKey(pathname);
  const { settings, save } = useTableSettings();
  const stored = settings?.[SettingType.ROUTE_VALUES][key];
  const state: StoredListPageState = useMemo(
    () => readStoredSetting(storedListPageStateSchema, stored) ?? {},
    [stored],
  );
  const update = useCallback(
    (patch: StoredListPageState) =>
      void save(
        SettingType.ROUTE_VALUES,
        key,
        writeStoredSetting(storedListPageStateSchema, { ...state, ...patch }),
      ),
    [save, key, state],
  );
  return {
    expanded: state.expanded ?? true,
    advanced: state.advanced ?? false,
    setExpanded: (expanded: boolean) => update({ expanded }),
    setAdvanced: (advanced: boolean) => update({ advanced }),
  };
}
