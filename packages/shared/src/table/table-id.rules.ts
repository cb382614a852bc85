import { TABLE_SETTING_LIMITS } from '../settings/user-settings.schemas.ts';

/** Spec §5: "The table requires an id, else it raises an error." */
export class TableIdRequiredError extends Error {
  /** The shared message key, for a caller that shows it translated. */
  readonly messageKey = 'table.idRequired';

  constructor() {
    super('The table has no id (tableId), so its column settings cannot be saved');
    this.name = 'TableIdRequiredError';
  }
}

/** Answers the table id, trimmed, or throws: a table without one cannot remember its layout. */
export function requireTableId(tableId: string | null | undefined): string {
  const id = tableId?.trim();
  if (!id) throw new TableIdRequiredError();
  return id;
}

/**
 * Spec §3: the per-table cache is keyed by "the table id joined with the route". Pass the
 * route's pattern (`/project/detail/:id`), not the visited URL, or every record would keep
 * its own layout. The key is what user settings types 0, 2 and 3 store under.
 */
export function tableCacheKey(tableId: string | null | undefined, route: string): string {
  const path = route.split(/[?#]/)[0] ?? '';
  const key = `${requireTableId(tableId)}#${path}`;
  if (key.length > TABLE_SETTING_LIMITS.maxKeyLength) {
    throw new RangeError(`Table cache key longer than ${TABLE_SETTING_LIMITS.maxKeyLength}: ${key}`);
  }
  return key;
}
