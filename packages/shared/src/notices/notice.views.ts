import { z } from 'zod';
import { ACK_STATUSES, NOTICE_AUDIENCES, NOTICE_STATUSES } from './notice.schemas.ts';

const personSchema = z.object({ userId: z.number(), name: z.string() });
const unitSchema = z.object({ deptId: z.number(), name: z.string() });

/** A notice as its recipient reads it: what it says, who sent it, when, and whether read. */
export const receivedNoticeSchema = z.object({
  noticeId: z.number(),
  title: z.string(),
  content: z.string(),
  author: personSchema,
  publishedAt: z.string(),
  readAt: z.string().nullable(),
});
export type ReceivedNotice = z.infer<typeof receivedNoticeSchema>;

/** A notice as its author (or administration) sees it, with the audience and the read counts. */
export const sentNoticeSchema = z.object({
  noticeId: z.number(),
  title: z.string(),
  content: z.string(),
  status: z.enum(NOTICE_STATUSES),
  audience: z.enum(NOTICE_AUDIENCES),
  depts: z.array(unitSchema),
  users: z.array(personSchema),
  author: personSchema,
  publishedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Fixed at publication; 0 for a draft. */
  recipientCount: z.number(),
  readCount: z.number(),
  /** Whether the reader may change it (a draft), publish, withdraw, delete. */
  mayEdit: z.boolean(),
});
export type SentNotice = z.infer<typeof sentNoticeSchema>;

/** Detail: the notice, and for its author or administration the same with its counts. */
export const noticeDetailSchema = z.object({
  received: receivedNoticeSchema.nullable(),
  sent: sentNoticeSchema.nullable(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

const receiptSchema = personSchema.extend({ dept: z.string(), at: z.string().nullable() });
export type Receipt = z.infer<typeof receiptSchema>;

/** Who has read a notice (or confirmed an acknowledgement) and who has not. */
export const receiptsSchema = z.object({
  done: z.array(receiptSchema),
  pending: z.array(receiptSchema),
});
export type Receipts = z.infer<typeof receiptsSchema>;

export const unreadCountSchema = z.object({ notices: z.number(), acks: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const bulletinSchema = z.object({
  bulletinId: z.number(),
  title: z.string(),
  content: z.string(),
  isPinned: z.boolean(),
  expiresOn: z.string().nullable(),
  isExpired: z.boolean(),
  author: personSchema,
  publishedAt: z.string(),
});
export type Bulletin = z.infer<typeof bulletinSchema>;

/** An acknowledgement as the person asked to confirm it sees it. */
export const receivedAckSchema = z.object({
  ackId: z.number(),
  title: z.string(),
  content: z.string(),
  author: personSchema,
  sentAt: z.string(),
  dueOn: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type ReceivedAck = z.infer<typeof receivedAckSchema>;

export const sentAckSchema = z.object({
  ackId: z.number(),
  title: z.string(),
  content: z.string(),
  status: z.enum(ACK_STATUSES),
  audience: z.enum(NOTICE_AUDIENCES),
  depts: z.array(unitSchema),
  users: z.array(personSchema),
  author: personSchema,
  dueOn: z.string().nullable(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  recipientCount: z.number(),
  confirmedCount: z.number(),
  mayEdit: z.boolean(),
});
export type SentAck = z.infer<typeof sentAckSchema>;

export const ackDetailSchema = z.object({
  received: receivedAckSchema.nullable(),
  sent: sentAckSchema.nullable(),
});
export type AckDetail = z.infer<typeof ackDetailSchema>;
