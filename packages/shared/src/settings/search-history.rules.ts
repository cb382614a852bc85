import { z } from 'zod';

/** Spec §5 / §9: history keeps the latest 10 entries; its text is at most 64 characters. */
export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_HISTORY_VALUE_MAX = 64;

/** Which search box a history belongs to ('route', 'project', 'user', ...). */
export const searchHistoryKindSchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[a-z][a-zA-Z0-9-]*$/, { message: 'validation.invalid' });

/** Spec §3: a project entry {id, name, number, numberName}, or a user entry {id, name, allName}. */
export const searchHistoryPayloadSchema = z.union([
  z.strictObject({
    id: z.union([z.number().int(), z.string().max(64)]),
    name: z.string().max(500),
    number: z.string().max(100),
    numberName: z.string().max(700),
  }),
  z.strictObject({
    id: z.union([z.number().int(), z.string().max(64)]),
    name: z.string().max(200),
    allName: z.string().max(500),
  }),
]);
export type SearchHistoryPayload = z.infer<typeof searchHistoryPayloadSchema>;

export const addSearchHistorySchema = z.strictObject({
  kind: searchHistoryKindSchema,
  value: z.string().trim().min(1).max(SEARCH_HISTORY_VALUE_MAX),
  payload: searchHistoryPayloadSchema.nullish(),
});
export type AddSearchHistoryInput = z.infer<typeof addSearchHistorySchema>;

export interface HistoryEntry {
  value: string;
}

/**
 * Spec §5 "Search history": trimmed, non-empty, de-duplicated, latest `max` kept. `list` is
 * newest first. An entry equal to one already present moves it to the front (taking the new
 * entry's other fields) instead of adding a second copy. Answers null for an empty value, so the
 * caller refuses it rather than storing nothing.
 */
export function addToHistory<T extends HistoryEntry>(
  list: readonly T[],
  entry: T,
  max = SEARCH_HISTORY_MAX,
): T[] | null {
  const value = entry.value.trim();
  if (!value) return null;
  const rest = list.filter((item) => item.value.trim() !== value);
  return [{ ...entry, value }, ...rest].slice(0, Math.max(0, max));
}
