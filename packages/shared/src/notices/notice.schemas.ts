import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { isIsoDate } from '../dates/iso-date.rules.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';

/**
 * Notices (通知), bulletins (公告) and acknowledgements (阅知确认): spec /notice/list and detail,
 * /bulletin edit and detail, /ack/add, detailAck and confirm; issue 23; decision 0058.
 */
export const NOTICE_PERMISSIONS = {
  /** One's own notices: the list, a notice, the unread count (everyone). */
  read: 'hankun:notice:list',
  /** Writing, publishing and withdrawing notices of one's own, and their read receipts. */
  write: 'hankun:notice:add',
  /** Every notice of the firm and its receipts, withdrawing anyone's (administration). */
  manage: 'hankun:notice:manage',
  /** The firm's bulletin board (everyone). */
  bulletins: 'hankun:bulletin:list',
  /** Posting, pinning and taking down bulletins (administration). */
  bulletinEdit: 'hankun:bulletin:edit',
  /** One's own acknowledgements: waiting and confirmed, and confirming (everyone). */
  acks: 'hankun:ack:list',
  /** Asking named people to confirm a document, and following who has (administration). */
  ackAdd: 'hankun:ack:add',
} as const;

/** A notice is written as a draft, published once, and may be withdrawn; never deleted once published. */
export const NOTICE_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** Who a notice or an acknowledgement goes to. */
export const NOTICE_AUDIENCES = ['all', 'depts', 'users'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const NOTICE_LIMITS = {
  title: 100,
  content: 20_000,
  bulletinContent: 2_000,
  /** Chosen departments or people on one notice. */
  targets: 500,
} as const;

/** The live-message event (in a msg's eventBus) that tells a client its notice counts changed. */
export const NOTICES_CHANGED_EVENT = 'noticesChanged';
/** The same for acknowledgements waiting for the person. */
export const ACKS_CHANGED_EVENT = 'acksChanged';

/** Files attached to an acknowledgement, in the files module (decision 0058). */
export const ACK_FILE_SOURCE = 58;

const id = recordIdSchema;
const title = z
  .string()
  .trim()
  .min(1, { message: 'notice.titleRequired' })
  .max(NOTICE_LIMITS.title, { message: 'notice.titleTooLong' });
const ids = z
  .array(id)
  .max(NOTICE_LIMITS.targets)
  .default([])
  .transform((list) => [...new Set(list)]);

const audienceFields = {
  audience: z.enum(NOTICE_AUDIENCES, { message: 'notice.audienceInvalid' }),
  deptIds: ids,
  userIds: ids,
};

/** The departments or the people the audience names must be there; the others are dropped. */
function requireAudience(
  input: { audience: NoticeAudience; deptIds: number[]; userIds: number[] },
  ctx: z.RefinementCtx,
): void {
  if (input.audience === 'depts' && input.deptIds.length === 0)
    ctx.addIssue({ code: 'custom', message: 'notice.audienceEmpty', path: ['deptIds'] });
  if (input.audience === 'users' && input.userIds.length === 0)
    ctx.addIssue({ code: 'custom', message: 'notice.audienceEmpty', path: ['userIds'] });
}
const onlyChosen = <T extends { audience: NoticeAudience; deptIds: number[]; userIds: number[] }>(
  input: T,
) => ({
  ...input,
  deptIds: input.audience === 'depts' ? input.deptIds : [],
  userIds: input.audience === 'users' ? input.userIds : [],
});

const noticeFields = {
  title,
  content: z
    .string()
    .trim()
    .min(1, { message: 'notice.contentRequired' })
    .max(NOTICE_LIMITS.content, { message: 'notice.contentTooLong' }),
  ...audienceFields,
};

/** The text fields alone, for a form's field rules (the whole schemas refine and transform). */
export const NOTICE_TEXT_FIELDS = { title: noticeFields.title, content: noticeFields.content } as const;

export const noticeInputSchema = z
  .strictObject(noticeFields)
  .superRefine(requireAudience)
  .transform(onlyChosen);
export type NoticeInput = z.input<typeof noticeInputSchema>;
export type NoticeValues = z.output<typeof noticeInputSchema>;

export const noticeUpdateSchema = z
  .strictObject({ noticeId: id, ...noticeFields })
  .superRefine(requireAudience)
  .transform(onlyChosen);
export type NoticeUpdateValues = z.output<typeof noticeUpdateSchema>;

/** A person's own notices. */
export const myNoticesQuerySchema = pageQuerySchema(['publishedAt']).extend({
  title: z.string().trim().max(NOTICE_LIMITS.title).optional(),
  unread: z.enum(['true', 'false']).optional(),
});
export type MyNoticesQuery = z.infer<typeof myNoticesQuerySchema>;

/** The notices one has written (all of the firm's with notice management). */
export const sentNoticesQuerySchema = pageQuerySchema(['publishedAt', 'updatedAt']).extend({
  title: z.string().trim().max(NOTICE_LIMITS.title).optional(),
  status: z.enum(NOTICE_STATUSES).optional(),
});
export type SentNoticesQuery = z.infer<typeof sentNoticesQuerySchema>;

const isoDate = z.string().trim().refine(isIsoDate, { message: 'dateRange.invalidDate' });

const bulletinFields = {
  title,
  content: z
    .string()
    .trim()
    .min(1, { message: 'notice.contentRequired' })
    .max(NOTICE_LIMITS.bulletinContent, { message: 'bulletin.contentTooLong' }),
  isPinned: z.boolean().default(false),
  /** The last day it shows on the board; null: until taken down. */
  expiresOn: isoDate.nullable().default(null),
};

export const bulletinInputSchema = z.strictObject(bulletinFields);
export type BulletinInput = z.input<typeof bulletinInputSchema>;
export type BulletinValues = z.output<typeof bulletinInputSchema>;
export const bulletinUpdateSchema = z.strictObject({ bulletinId: id, ...bulletinFields });
export type BulletinUpdateValues = z.output<typeof bulletinUpdateSchema>;

/** The board: current items; editors may ask for the expired ones too. */
export const bulletinQuerySchema = pageQuerySchema(['publishedAt']).extend({
  title: z.string().trim().max(NOTICE_LIMITS.title).optional(),
  when: z.enum(['current', 'expired']).default('current'),
});
export type BulletinQuery = z.infer<typeof bulletinQuerySchema>;

/** An acknowledgement is drafted (files attached), sent, and may be cancelled. */
export const ACK_STATUSES = ['draft', 'sent', 'cancelled'] as const;
export type AckStatus = (typeof ACK_STATUSES)[number];

const ackFields = {
  title,
  content: z.string().trim().max(NOTICE_LIMITS.content, { message: 'notice.contentTooLong' }).default(''),
  ...audienceFields,
  /** The day by which people should confirm; reminders go on after it until they do. */
  dueOn: isoDate.nullable().default(null),
};

export const ACK_TEXT_FIELDS = { title: ackFields.title, content: ackFields.content } as const;

export const ackInputSchema = z.strictObject(ackFields).superRefine(requireAudience).transform(onlyChosen);
export type AckInput = z.input<typeof ackInputSchema>;
export type AckValues = z.output<typeof ackInputSchema>;
export const ackUpdateSchema = z
  .strictObject({ ackId: id, ...ackFields })
  .superRefine(requireAudience)
  .transform(onlyChosen);
export type AckUpdateValues = z.output<typeof ackUpdateSchema>;

export const myAcksQuerySchema = pageQuerySchema(['sentAt']).extend({
  state: z.enum(['waiting', 'confirmed']).default('waiting'),
});
export type MyAcksQuery = z.infer<typeof myAcksQuerySchema>;

export const sentAcksQuerySchema = pageQuerySchema(['sentAt', 'updatedAt']).extend({
  title: z.string().trim().max(NOTICE_LIMITS.title).optional(),
  status: z.enum(ACK_STATUSES).optional(),
});
export type SentAcksQuery = z.infer<typeof sentAcksQuerySchema>;
