import { z } from 'zod';

/**
 * What a list page remembers for its route (setting type 3, under `listPageCacheKey`): whether
 * the search panel is expanded and whether it shows the advanced conditions.
 */
export const storedListPageStateSchema = z.object({
  expanded: z.boolean().optional(),
  advanced: z.boolean().optional(),
});
export type StoredListPageState = z.infer<typeof storedListPageStateSchema>;

/** The key of a list page's remembered state: its route path (spec §2 "remembered per route"). */
export function listPageCacheKey(route: string): string {
  return `list#${route.split(/[?#]/)[0] ?? ''}`;
}
