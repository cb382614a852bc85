import { CLIENT_RELATIONS, CLIENT_STATUSES } from '@venus/shared';
import { z } from 'zod';

/** Response schemas of the clients calls, so OpenAPI documents what each answers. */
export const clientRowView = z.object({
  clientId: z.number(),
  clientType: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  formerNames: z.array(z.string()),
  aliases: z.array(z.string()),
  registrationNumber: z.string(),
  countryRegion: z.string(),
  industry: z.string(),
  originatingPartnerId: z.number().nullable(),
  originatingPartnerName: z.string(),
  originatingPartnerNameEn: z.string(),
  status: z.enum(CLIENT_STATUSES),
  remark: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ClientRowView = z.infer<typeof clientRowView>;

export const clientContactView = z.object({
  contactId: z.number(),
  name: z.string(),
  title: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const invoiceTitleView = z.object({
  invoiceTitleId: z.number(),
  title: z.string(),
  taxNumber: z.string(),
  addressPhone: z.string(),
  bankAccount: z.string(),
});

/** Seen from the client shown: the related client is its `relation`. */
export const clientRelationView = z.object({
  relatedClientId: z.number(),
  relation: z.enum(CLIENT_RELATIONS),
  nameCn: z.string(),
  nameEn: z.string(),
});
export type ClientRelationView = z.infer<typeof clientRelationView>;

export const clientDetailView = clientRowView.extend({
  contacts: z.array(clientContactView),
  invoiceTitles: z.array(invoiceTitleView),
  relations: z.array(clientRelationView),
});
export type ClientDetailView = z.infer<typeof clientDetailView>;

/** A picker entry, shaped as the project search result (spec §3: id, name, number). */
export const clientChoiceView = z.object({ id: z.number(), name: z.string(), number: z.null() });
export type ClientChoiceView = z.infer<typeof clientChoiceView>;

export const clientDuplicateView = z.object({
  clientId: z.number(),
  nameCn: z.string(),
  nameEn: z.string(),
  status: z.enum(CLIENT_STATUSES),
  reason: z.enum([
    'registrationNumber',
    'exact',
    'formerName',
    'alias',
    'knownName',
    'transliteration',
    'fuzzy',
  ]),
  score: z.number(),
  /** The stored spelling (or number) that matched. */
  matched: z.string(),
});
export type ClientDuplicateView = z.infer<typeof clientDuplicateView>;

export const clientMergeView = z.object({ kept: clientDetailView, mergedClientId: z.number() });
