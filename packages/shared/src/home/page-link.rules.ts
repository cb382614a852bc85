import { z } from 'zod';

/** The tab rules' own query keys (spec §4 Tabs): never part of what a page is about. */
const TAB_KEYS = new Set(['rs', 'fr']);

/** A path inside the app, as the router sees it: starts with one slash, no scheme, no fragment. */
export const APP_PATH_MAX = 300;
export const appPathSchema = z
  .string()
  .trim()
  .min(1)
  .max(APP_PATH_MAX)
  .regex(/^\/(?!\/)[^\s#?]*$/, { message: 'validation.invalid' });

/** A page's query as the address bar holds it: text keys and text values. */
export const pageQuerySchemaOf = z
  .record(z.string().max(100), z.string().max(2000))
  .refine((query) => Object.keys(query).length <= 50, { message: 'validation.invalid' });
export type PageQuery = Record<string, string>;

/** The query without the tab rules' keys, so a refreshed tab and its original are the same page. */
export function pageQueryOf(query: Readonly<Record<string, string>>): PageQuery {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !TAB_KEYS.has(key)));
}

/** A form value as it travels in an address: text as it is, lists comma-joined, objects as JSON. */
function queryValueOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(queryValueOf).filter((item) => item !== null);
    return items.length ? items.join(',') : null;
  }
  return JSON.stringify(value);
}

/**
 * The address that opens `path` with `values` in its query. Empty values are left out, so a saved
 * search with blank conditions opens the page as clean as the user left it.
 */
export function pageHref(path: string, values: Readonly<Record<string, unknown>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (TAB_KEYS.has(key)) continue;
    const text = queryValueOf(value);
    if (text !== null) params.append(key, text);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
