import type { z } from 'zod';
import { TABLE_SETTING_LIMITS } from '../settings/user-settings.schemas.ts';

/**
 * Reads one stored setting text (types 0, 2, 3 hold text per key). Text that is missing, not
 * JSON, or no longer fits the schema (the layout changed since it was saved) reads as null, so
 * the table falls back to its declared layout instead of failing to render.
 */
export function readStoredSetting<S extends z.ZodType>(
  schema: S,
  text: string | null | undefined,
): z.output<S> | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The text to store; a value the schema refuses (a fifth fixed column) throws, never saved. */
export function writeStoredSetting<S extends z.ZodType>(schema: S, value: z.input<S>): string {
  const text = JSON.stringify(schema.parse(value));
  if (text.length > TABLE_SETTING_LIMITS.maxValueLength) {
    throw new RangeError(`Stored setting longer than ${TABLE_SETTING_LIMITS.maxValueLength} characters`);
  }
  return text;
}
