import { useQuery } from '@tanstack/react-query';
import type { DictOption } from '@venus/shared';
import { useEffect } from 'react';
import { api } from './api-client.ts';
import { setTimeoutOverrides } from './timeout-overrides.ts';
import { INTERFACE_TIMEOUT_DICT, overridesFromDictionary } from './timeout-policy.ts';

/**
 * Loads the firm's per-path timeouts (dictionary `interface_timeout`) once the person is signed
 * in, and puts them in force for every later call. A failure keeps the defaults, quietly.
 */
export function useInterfaceTimeouts(): void {
  const { data } = useQuery({
    queryKey: ['dict', INTERFACE_TIMEOUT_DICT],
    queryFn: ({ signal }) =>
      api.get<DictOption[]>(`/system/dict/data/type/${INTERFACE_TIMEOUT_DICT}`, {
        signal,
        errorHandling: 'caller',
      }),
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (data) setTimeoutOverrides(overridesFromDictionary(data));
  }, [data]);
}
