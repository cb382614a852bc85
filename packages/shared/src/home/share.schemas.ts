import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { appPathSchema, pageQuerySchemaOf } from './page-link.rules.ts';

export const SHARE_TITLE_MAX = 100;
/** More would be a mailing list, not a share with colleagues. */
export const SHARE_RECIPIENTS_MAX = 200;

const shareFields = {
  title: z
    .string({ message: 'share.titleRequired' })
    .trim()
    .min(1, { message: 'share.titleRequired' })
    .max(SHARE_TITLE_MAX),
  /** Recipients' user ids (spec §3 `to`); `tos` is derived from it, comma-joined. */
  to: z
    .array(recordIdSchema, { message: 'share.toRequired' })
    .min(1, { message: 'share.toRequired' })
    .max(SHARE_RECIPIENTS_MAX),
  /** Accepted for the spec's payload shape; the server always derives it from `to`. */
  tos: z.string().max(3000).optional(),
  /** The shared page and its query. */
  path: appPathSchema,
  query: pageQuerySchemaOf.default({}),
};

export const createShareSchema = z.strictObject(shareFields);
export type CreateShareInput = z.infer<typeof createShareSchema>;
export const updateShareSchema = z.strictObject({ ...shareFields, id: recordIdSchema });
export type UpdateShareInput = z.infer<typeof updateShareSchema>;

/**
 * Spec §5 Share: adding yourself is share.add.error1, naming someone twice share.add.error2.
 * Both the dialog and the server apply it; null when the recipients are fine.
 */
export function recipientProblem(
  to: readonly number[],
  selfId: number,
): 'share.add.error1' | 'share.add.error2' | null {
  if (to.includes(selfId)) return 'share.add.error1';
  if (new Set(to).size !== to.length) return 'share.add.error2';
  return null;
}

/** Spec §3 `tos`: the recipients comma-joined. */
export const tosOf = (to: readonly number[]): string => to.join(',');
