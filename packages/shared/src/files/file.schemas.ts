import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';

/** A file's owner record: which domain (source), which record (onlyId), which slot (type). */
export const fileOwnerSchema = z.object({
  source: z.coerce.number().int().min(0).max(9999),
  onlyId: z.string().trim().min(1).max(64),
  type: z.string().trim().max(64).default(''),
});
export type FileOwner = z.infer<typeof fileOwnerSchema>;

/** Spec §3 File record list query: status is sent as 0 (current files); types is comma-joined. */
export const fileListQuerySchema = fileOwnerSchema.extend({
  status: z.coerce.number().int().min(0).max(2).default(0),
  types: z.string().trim().max(500).optional(),
});
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

/** A record without stored content, kept for its remark (spec §5 File edit submit). */
export const fileNoteSchema = fileOwnerSchema.extend({ remark: z.string().trim().min(1).max(500) });
export type FileNoteInput = z.infer<typeof fileNoteSchema>;

export const fileEditSchema = z.object({
  id: recordIdSchema,
  name: z.string().trim().max(1000).default(''),
  remark: z.string().trim().max(500).default(''),
});
export type FileEditInput = z.infer<typeof fileEditSchema>;

/** The fields of spec §3 Chunk form; md5 is the client's file key. */
export const chunkFieldsSchema = fileOwnerSchema.extend({
  remark: z.string().trim().max(500).default(''),
  name: z.string().min(1).max(1000),
  md5: z.string().regex(/^[0-9a-f]{32}$/),
  chunkSum: z.coerce.number().int().min(1).max(100_000),
  chunkCur: z.coerce.number().int().min(0),
});
export type ChunkFields = z.infer<typeof chunkFieldsSchema>;

/** A file row as the server answers it. */
export interface FileView {
  id: number;
  name: string;
  size: number;
  remark: string;
  path: string | null;
  source: number;
  onlyId: string;
  type: string;
  status: number;
  version: number;
  sha256: string | null;
  uploaderId: number | null;
  uploaderName: string;
  createdAt: string;
}

/** Spec §6: what the file panel lets the user do. */
export interface FilePermission {
  add: boolean;
  edit: boolean;
  download: boolean;
  remove: boolean;
}

/** The answer of validateChunk when the chunk is already stored (the spec's spelling). */
export const CHUNK_EXISTS_MSG = 'exits';

/** Spec §5: the personal source, a user's own files (onlyId is their user id). */
export const PERSONAL_FILE_SOURCE = 0;

/**
 * Decision 0020: the firm's document templates are the files of one record of their own source,
 * kept by administrators, read by everyone signed in, served by name (templatesFileDownload).
 */
export const TEMPLATE_FILE_SOURCE = 90;
export const TEMPLATE_FILE_OWNER = { source: TEMPLATE_FILE_SOURCE, onlyId: 'firm', type: '' } as const;
/** Who may add, rename and remove templates (administrators hold every permission). */
export const FILE_TEMPLATE_PERMISSION = 'system:fileTemplate:edit';
