import { useQuery } from '@tanstack/react-query';
import type { Language } from '@venus/shared';
import { useEffect } from 'react';
import { api } from '../app/api/api-client.ts';
import { i18n } from './index.ts';
import { type MessageTree, mergeMessages } from './merge-messages.ts';
import { readServedBundle, type ServedBundle } from './server-bundle.ts';

const NAMESPACE = 'translation';

/**
 * Loads the firm's texts for the current language (spec §7 i18n bundle by key) and merges them
 * over the built-in ones, so an administrator can reword the interface without a rebuild. The
 * built-in texts show until it arrives, and stay when it fails.
 */
export function useServerBundle(language: Language): void {
  const { data } = useQuery({
    queryKey: ['i18n-bundle', language],
    queryFn: ({ signal }) =>
      api.get<ServedBundle | null>(`/system/i18n/key/${language}`, { signal, errorHandling: 'caller' }),
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (data === undefined) return;
    const reading = readServedBundle(language, data);
    if (reading.kind === 'error') console.error(`[venus] ${reading.reason}; the built-in texts stay`);
    if (reading.kind !== 'messages') return;
    const current = i18n.getResourceBundle(language, NAMESPACE) as MessageTree;
    // The store emits 'added'; i18n/index.ts binds react-i18next to it, so every text re-renders.
    i18n.addResourceBundle(language, NAMESPACE, mergeMessages(current, reading.messages), false, true);
  }, [language, data]);
}
