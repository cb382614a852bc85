import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SettingType, TABLE_SETTING_TYPES, type TableSetting } from '@venus/shared';
import { useCallback } from 'react';
import { api } from '../../app/api/api-client.ts';
import { userSettingsKeys } from '../../app/settings/use-user-settings.ts';

export type TableSettingType = (typeof TABLE_SETTING_TYPES)[number];
export type TableSettings = Record<TableSettingType, TableSetting>;

const SETTINGS_PATH = '/system/user/setting';
/** Under `user-settings`, so the settings page's upload and reset refresh every table at once. */
export const tableSettingsKey = [...userSettingsKeys.all, 'tables'] as const;

const empty = (): TableSettings => ({
  [SettingType.COLUMN_WIDTHS]: {},
  [SettingType.COLUMN_CONFIG]: {},
  [SettingType.ROUTE_VALUES]: {},
});

async function fetchTableSettings(signal: AbortSignal): Promise<TableSettings> {
  const records = await api.get<{ type: number; setting: TableSetting }[]>(SETTINGS_PATH, { signal });
  const settings = empty();
  for (const record of records) {
    const type = record.type as TableSettingType;
    if (TABLE_SETTING_TYPES.includes(type)) settings[type] = record.setting;
  }
  return settings;
}

/** This browser's copy, written beside the server's so the layouts-file tools see the same keys. */
function mirrorToBrowser(key: string, text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // Storage disabled: the server copy is the one that counts.
  }
}

/**
 * The server keeps each table-data type as one map that a save replaces whole, so saves of the
 * same type must not overlap: each waits for the one before and sends the latest map.
 */
const saveQueue = new Map<TableSettingType, Promise<unknown>>();

/**
 * The signed-in person's table layouts (settings types 0, 2 and 3), read once and kept in the
 * query cache. The server copy is the truth, so a layout follows the person to another browser.
 */
export function useTableSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: tableSettingsKey,
    queryFn: ({ signal }) => fetchTableSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

  /** Stores (or with null, forgets) one key of one type: at once here, then on the server. */
  const save = useCallback(
    (type: TableSettingType, key: string, text: string | null) => {
      const before = queryClient.getQueryData<TableSettings>(tableSettingsKey) ?? empty();
      const map = { ...before[type] };
      if (text === null) delete map[key];
      else map[key] = text;
      queryClient.setQueryData<TableSettings>(tableSettingsKey, { ...before, [type]: map });
      mirrorToBrowser(key, text);
      const previous = saveQueue.get(type) ?? Promise.resolve();
      const next = previous
        .catch(() => undefined)
        .then(() => {
          const latest = queryClient.getQueryData<TableSettings>(tableSettingsKey)?.[type] ?? map;
          return api.post<null>(SETTINGS_PATH, [{ type, setting: latest }]);
        });
      saveQueue.set(type, next);
      return next;
    },
    [queryClient],
  );

  return { settings: query.data, isLoaded: query.isSuccess || query.isError, save };
}
