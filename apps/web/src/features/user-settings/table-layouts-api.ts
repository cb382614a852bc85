import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TABLE_SETTING_TYPES, type TableSetting } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { userSettingsKeys } from '../../app/settings/use-user-settings.ts';
import type { TableLayouts, TableSettingType } from './table-layouts-file.ts';

const SETTINGS_PATH = '/system/user/setting';

/** The caller's stored table layouts (types 0, 2, 3), read fresh for each download. */
export async function fetchTableLayouts(): Promise<TableLayouts> {
  const records = await api.get<{ type: number; setting: TableSetting }[]>(SETTINGS_PATH);
  const layouts: TableLayouts = {};
  for (const record of records) {
    const type = record.type as TableSettingType;
    if (TABLE_SETTING_TYPES.includes(type)) layouts[type] = record.setting;
  }
  return layouts;
}

/** Tables read their layouts from local storage; keep this browser in step with the server copy. */
function forEachStoredKey(layouts: TableLayouts, apply: (key: string, text: string) => void): void {
  try {
    for (const map of Object.values(layouts))
      for (const [key, text] of Object.entries(map ?? {})) apply(key, text);
  } catch {
    // Disabled storage: the server copy still holds the layouts for the next browser.
  }
}

/** Upload: the file's layouts replace the stored ones of each type it contains. */
export function useUploadTableLayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (layouts: TableLayouts) => {
      const records = Object.entries(layouts).map(([type, setting]) => ({
        type: Number(type) as TableSettingType,
        setting: setting ?? {},
      }));
      await api.post<null>(SETTINGS_PATH, records);
      forEachStoredKey(layouts, (key, text) => localStorage.setItem(key, text));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSettingsKeys.all }),
  });
}

/** Reset: every custom table layout goes, on the server and in this browser. */
export function useResetTableLayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const stored = await fetchTableLayouts();
      for (const type of TABLE_SETTING_TYPES) await api.delete<null>(`${SETTINGS_PATH}/${type}`);
      forEachStoredKey(stored, (key) => localStorage.removeItem(key));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSettingsKeys.all }),
  });
}
