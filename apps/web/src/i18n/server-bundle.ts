import { type Language, parseMessageTree } from '@venus/shared';
import type { MessageTree } from './merge-messages.ts';

/** What the server's bundle endpoint answers in `data` (spec §7: reads data.i18nJson). */
export interface ServedBundle {
  key: string;
  i18nJson: string;
}

export type BundleReading =
  | { kind: 'none' }
  | { kind: 'messages'; messages: MessageTree }
  | { kind: 'error'; reason: string };

/**
 * Reads the firm's bundle for a language. None is normal (the firm overrides nothing); a bundle
 * that is empty or not a tree of texts is an error (spec §8), and the built-in texts stay.
 */
export function readServedBundle(language: Language, data: ServedBundle | null | undefined): BundleReading {
  if (!data) return { kind: 'none' };
  const messages = parseMessageTree(data.i18nJson ?? '');
  if (!messages)
    return { kind: 'error', reason: `the ${language} i18n bundle is empty or not a tree of texts` };
  return { kind: 'messages', messages };
}
