import { useQuery } from '@tanstack/react-query';
import { CONFIG_DEFAULTS, type ConfigKey } from '@venus/shared';
import { api } from './api-client.ts';

/**
 * A system-config value by key (spec §7: read from `msg` when code is 200). Until it arrives,
 * and whenever the lookup fails, the built-in default applies (spec §8).
 */
export function useConfigValue(key: ConfigKey): string {
  const { data } = useQuery({
    queryKey: ['config', key],
    queryFn: ({ signal }) =>
      api.message(`/system/config/configKey/${encodeURIComponent(key)}`, { signal, errorHandling: 'caller' }),
    staleTime: 5 * 60_000,
  });
  return data ?? CONFIG_DEFAULTS[key];
}
