import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { LANGUAGES } from '../i18n/language.ts';

/** Keeps one bundle small enough to load at every start of the app. */
export const I18N_BUNDLE_MAX_LENGTH = 200_000;

type BundleTree = { [key: string]: string | BundleTree };

/** True for a non-empty object whose leaves are all strings, at any depth (a message tree). */
export function isMessageTree(value: unknown): value is BundleTree {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 && entries.every(([, child]) => typeof child === 'string' || isMessageTree(child))
  );
}

/** Parses bundle text; undefined unless it is a non-empty message tree (spec §8: an empty bundle is an error). */
export function parseMessageTree(text: string): BundleTree | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isMessageTree(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An i18n bundle (spec §3 "i18n entry (i18nJson, key)"): texts of one language that override the
 * built-in ones, so the firm can reword the interface without a rebuild.
 */
export const i18nBundleSchema = z.object({
  key: z.enum(LANGUAGES),
  i18nJson: z
    .string()
    .max(I18N_BUNDLE_MAX_LENGTH)
    .refine((text) => parseMessageTree(text) !== undefined, { message: 'i18nBundle.invalidJson' }),
  remark: z.string().trim().max(500).optional().default(''),
});
export type I18nBundleInput = z.infer<typeof i18nBundleSchema>;
export const updateI18nBundleSchema = i18nBundleSchema.extend({ id: recordIdSchema });
