import { z } from 'zod';
import { appPathSchema, type PageQuery, pageQuerySchemaOf } from './page-link.rules.ts';

/** Spec §2 /user/userHistory: the last 30 days of visits. */
export const VISIT_HISTORY_DAYS = 30;
/** How long a page must stay on screen before the visit counts (passing through does not). */
export const VISIT_RECORD_DELAY_MS = 1000;

export const recordVisitSchema = z.strictObject({
  path: appPathSchema,
  title: z.string().trim().min(1).max(100),
  query: pageQuerySchemaOf.default({}),
});
export type RecordVisitInput = z.infer<typeof recordVisitSchema>;

/** The same page is the same path with the same query, in any key order. */
export function visitKeyOf(visit: { path: string; query: PageQuery }): string {
  const query = Object.keys(visit.query)
    .sort()
    .map((key) => [key, visit.query[key]]);
  return JSON.stringify([visit.path, query]);
}

/** Spec: not the same page twice in a row. */
export function isRepeatVisit(
  last: { path: string; query: PageQuery } | null | undefined,
  next: { path: string; query: PageQuery },
): boolean {
  return last !== null && last !== undefined && visitKeyOf(last) === visitKeyOf(next);
}

/** The oldest moment still shown: anything earlier is purged. */
export function visitCutoff(now: Date, days = VISIT_HISTORY_DAYS): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
