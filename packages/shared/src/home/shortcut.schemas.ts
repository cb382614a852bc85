import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { appPathSchema } from './page-link.rules.ts';

/** Spec §3, §9: a shortcut's name is at most 40 characters, its serialised form at most 3000. */
export const SHORTCUT_NAME_MAX = 40;
export const SHORTCUT_CONTENT_MAX = 3000;
/** `defineType` 1: defined by the user (spec §3), the only kind a person can save. */
export const SHORTCUT_DEFINE_TYPE = 1;

/** The icons a shortcut may wear (`reserveInt` is an index into this list; the web draws them). */
export const SHORTCUT_ICONS = [
  'star',
  'file',
  'folder',
  'search',
  'calendar',
  'clock',
  'team',
  'wallet',
  'chart',
  'bell',
  'book',
  'flag',
] as const;
/** The colours a shortcut tile may take (`reserve` is an index into this list). */
export const SHORTCUT_COLOURS = [
  '#1d4ed8',
  '#0f766e',
  '#7c3aed',
  '#b45309',
  '#be123c',
  '#15803d',
  '#0369a1',
  '#475569',
] as const;

const indexInto = (list: readonly unknown[]) =>
  z.coerce
    .number({ message: 'validation.oneOf' })
    .int({ message: 'validation.oneOf' })
    .min(0, { message: 'validation.oneOf' })
    .max(list.length - 1, { message: 'validation.oneOf' });

/** The search form's values: a JSON object (spec "searchContent (JSON of the form)"). */
const searchContentSchema = z
  .record(z.string(), z.unknown(), { message: 'shortcut.badParams' })
  .refine((form) => JSON.stringify(form).length <= SHORTCUT_CONTENT_MAX, {
    message: 'shortcut.contentTooLong',
  });

const shortcutFields = {
  menuName: z
    .string({ message: 'shortcut.nameRequired' })
    .trim()
    .min(1, { message: 'shortcut.nameRequired' })
    .max(SHORTCUT_NAME_MAX, { message: 'shortcut.nameTooLong' }),
  reserveInt: indexInto(SHORTCUT_ICONS).default(0),
  reserve: indexInto(SHORTCUT_COLOURS).default(0),
  searchContent: searchContentSchema,
  /** Which page's search form the content belongs to (the page's component name). */
  type: z.string({ message: 'shortcut.badParams' }).trim().min(1, { message: 'shortcut.badParams' }).max(100),
  defineType: z.literal(SHORTCUT_DEFINE_TYPE, { message: 'validation.oneOf' }).default(SHORTCUT_DEFINE_TYPE),
  /** The page the shortcut opens. */
  path: appPathSchema,
};

/** "Save quick shortcut (add)". */
export const createShortcutSchema = z.strictObject(shortcutFields);
export type CreateShortcutInput = z.infer<typeof createShortcutSchema>;
export const updateShortcutSchema = z.strictObject({
  ...shortcutFields,
  id: recordIdSchema,
});
export type UpdateShortcutInput = z.infer<typeof updateShortcutSchema>;

/** What the shortcut dialog is opened with by the page that offers it. */
export interface ShortcutTarget {
  path: string;
  type: string;
  searchContent: Record<string, unknown>;
  /** The page's title, proposed as the shortcut's name. */
  title?: string;
}
