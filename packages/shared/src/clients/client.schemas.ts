import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';
import { pageQuerySchema } from '../paging/paging.schemas.ts';

/** Dictionary `hk_client_type`. */
export const CLIENT_TYPE = { company: '1', individual: '2' } as const;
export const CLIENT_STATUSES = ['active', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
/** Group relations between clients (decision 0025). */
export const CLIENT_RELATIONS = ['parent', 'subsidiary', 'affiliate'] as const;
export type ClientRelation = (typeof CLIENT_RELATIONS)[number];

export const CLIENT_NAME_MAX = 200;
export const CLIENT_OTHER_NAMES_MAX = 20;
const name = z.string().trim().max(CLIENT_NAME_MAX);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const otherNames = z
  .array(z.string().trim().min(1).max(CLIENT_NAME_MAX))
  .max(CLIENT_OTHER_NAMES_MAX)
  .default([]);

export const clientContactSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  title: optionalText(100),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9+()\-\s]*$/, { message: 'client.invalidPhone' })
    .default(''),
  email: z.union([z.literal(''), z.email({ message: 'client.invalidEmail' }).max(200)]).default(''),
});
export type ClientContactInput = z.infer<typeof clientContactSchema>;

/** A title the client's invoices are made out to (发票抬头). */
export const invoiceTitleSchema = z.strictObject({
  title: z.string().trim().min(1).max(CLIENT_NAME_MAX),
  taxNumber: optionalText(40),
  addressPhone: optionalText(300),
  bankAccount: optionalText(300),
});
export type InvoiceTitleInput = z.infer<typeof invoiceTitleSchema>;

/** Seen from the client edited: the related client is its `relation` (its parent, subsidiary...). */
export const clientRelationSchema = z.strictObject({
  relatedClientId: recordIdSchema,
  relation: z.enum(CLIENT_RELATIONS),
});

export const clientSchema = z
  .strictObject({
    clientType: z.enum([CLIENT_TYPE.company, CLIENT_TYPE.individual]),
    nameCn: name,
    nameEn: name.default(''),
    formerNames: otherNames,
    aliases: otherNames,
    /** Unified social credit code, registration number or ID / passport number. */
    registrationNumber: optionalText(40),
    countryRegion: optionalText(60),
    industry: optionalText(20),
    originatingPartnerId: recordIdSchema.nullable().default(null),
    status: z.enum(CLIENT_STATUSES).default('active'),
    remark: optionalText(1000),
    contacts: z.array(clientContactSchema).max(50).default([]),
    invoiceTitles: z.array(invoiceTitleSchema).max(20).default([]),
    relations: z.array(clientRelationSchema).max(50).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.nameCn === '' && value.nameEn === '')
      ctx.addIssue({ code: 'custom', path: ['nameCn'], message: 'client.nameRequired' });
  });
export type ClientInput = z.infer<typeof clientSchema>;

export const clientUpdateSchema = z.strictObject({
  clientId: recordIdSchema,
  client: clientSchema,
});
export type ClientUpdateInput = z.infer<typeof clientUpdateSchema>;

export const clientListQuerySchema = pageQuerySchema(['nameCn', 'createdAt']).extend({
  keyword: z.string().trim().max(64).default(''),
  clientType: z.enum([CLIENT_TYPE.company, CLIENT_TYPE.individual]).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  industry: z.string().trim().max(20).optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** Before adding a client: the names and number to look for among existing clients. */
export const clientDuplicateQuerySchema = z.strictObject({
  nameCn: z.string().trim().max(CLIENT_NAME_MAX).default(''),
  nameEn: z.string().trim().max(CLIENT_NAME_MAX).default(''),
  registrationNumber: z.string().trim().max(40).default(''),
  /** Leave this client out (editing it). */
  clientId: recordIdSchema.optional(),
});
export type ClientDuplicateQuery = z.infer<typeof clientDuplicateQuerySchema>;

/** Merge a duplicate into the client kept: every reference moves, the duplicate is removed. */
export const clientMergeSchema = z
  .strictObject({
    keepClientId: recordIdSchema,
    mergeClientId: recordIdSchema,
  })
  .refine((value) => value.keepClientId !== value.mergeClientId, {
    path: ['mergeClientId'],
    message: 'client.mergeSame',
  });
export type ClientMergeInput = z.infer<typeof clientMergeSchema>;

/** The permission strings of the clients module (menus seed, routes and buttons). */
export const CLIENT_PERMISSIONS = {
  list: 'hankun:client:list',
  query: 'hankun:client:query',
  add: 'hankun:client:add',
  edit: 'hankun:client:edit',
  merge: 'hankun:client:merge',
  export: 'hankun:client:export',
} as const;

/**
 * How the other client reads from this one's side: A parent of B is B's subsidiary seen from B
 * (a relation is stored once per pair, decision 0025).
 */
export function inverseRelation(relation: ClientRelation): ClientRelation {
  if (relation === 'parent') return 'subsidiary';
  if (relation === 'subsidiary') return 'parent';
  return 'affiliate';
}

/** Pickers (case forms, the merge page): typed text, or the id of a chosen client to show. */
export const clientSelectQuerySchema = z.object({
  query: z.string().trim().max(64).default(''),
  id: recordIdSchema.optional(),
});
export type ClientSelectQuery = z.infer<typeof clientSelectQuerySchema>;

/** Attachments of a client (decision 0020: each domain registers its file source). */
export const CLIENT_FILE_SOURCE = 2;

/** The web's event bus name raised when a merge finished (spec §7 socket event mergeAsyncMsg). */
export const CLIENT_MERGED_EVENT = 'mergeAsyncMsg';
