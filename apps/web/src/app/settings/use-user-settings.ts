import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PERSONAL_SETTINGS,
  type PersonalSettings,
  type PersonalSettingsPatch,
  resolvePersonalSettings,
  type SaveUserSettingsInput,
  SettingType,
} from '@venus/shared';
import { api } from '../api/api-client.ts';

interface StoredRecord {
  type: number;
  setting: unknown;
}

export const userSettingsKeys = {
  all: ['user-settings'] as const,
  personal: ['user-settings', SettingType.PERSONAL] as const,
};

const SETTINGS_PATH = '/system/user/setting';

/**
 * The caller's personal setting object (spec §3, type 1). Whatever the server answers is parsed
 * with the shared rules, so every option has its spec default even before the first save.
 */
export async function fetchPersonalSettings(signal?: AbortSignal): Promise<PersonalSettings> {
  const records = await api.get<StoredRecord[]>(SETTINGS_PATH, {
    params: { type: SettingType.PERSONAL },
    ...(signal ? { signal } : {}),
  });
  const personal = records.find((record) => record.type === SettingType.PERSONAL);
  return resolvePersonalSettings(personal?.setting);
}

export function usePersonalSettingsQuery(enabled = true) {
  return useQuery({
    queryKey: userSettingsKeys.personal,
    enabled,
    queryFn: ({ signal }) => fetchPersonalSettings(signal),
    // Settings change only through this client; the shell reads them on every render.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The caller's settings for anything that behaves by them (tabs, dialogs, the settings page).
 * Until the server answers, the spec's defaults apply, so no caller waits on a spinner.
 */
export function useUserSettings(): PersonalSettings {
  const { data } = usePersonalSettingsQuery();
  return data ?? DEFAULT_PERSONAL_SETTINGS;
}

/** `clickMaskClosePopup` for dialogs: a mask click closes only with the setting on (spec §2 Dialog). */
export function useMaskClosable(dialogAllows = true): boolean {
  return useUserSettings().clickMaskClosePopup && dialogAllows;
}

/**
 * Saves changed options (the server merges them field by field). The cache is updated at once so
 * the shell reacts to a switch immediately, and rolled back if the server refuses.
 */
export function useSavePersonalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PersonalSettingsPatch) =>
      api.post<null>(SETTINGS_PATH, [{ type: SettingType.PERSONAL, setting: patch }]),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: userSettingsKeys.personal });
      const before = queryClient.getQueryData<PersonalSettings>(userSettingsKeys.personal);
      queryClient.setQueryData<PersonalSettings>(userSettingsKeys.personal, {
        ...(before ?? DEFAULT_PERSONAL_SETTINGS),
        ...patch,
      });
      return { before };
    },
    onError: (_error, _patch, context) => {
      queryClient.setQueryData(userSettingsKeys.personal, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSettingsKeys.personal }),
  });
}

/** Saves any records of {type, setting} (spec §7 "Save an array"), e.g. uploaded table layouts. */
export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (records: SaveUserSettingsInput) => api.post<null>(SETTINGS_PATH, records),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSettingsKeys.all }),
  });
}
