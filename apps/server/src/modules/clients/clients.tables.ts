import type { ClientRelation, ClientStatus } from '@venus/shared';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { trackingColumns } from '../../platform/db/columns.ts';

/** A client of the firm, a company or a person (decision 0025). */
export const clients = pgTable(
  'hk_client',
  {
    clientId: serial().primaryKey(),
    /** Dictionary `hk_client_type`: 1 company, 2 individual. */
    clientType: text().notNull(),
    nameCn: text().notNull().default(''),
    nameEn: text().notNull().default(''),
    formerNames: text().array().notNull().default([]),
    aliases: text().array().notNull().default([]),
    registrationNumber: text().notNull().default(''),
    countryRegion: text().notNull().default(''),
    industry: text().notNull().default(''),
    originatingPartnerId: integer(),
    status: text().$type<ClientStatus>().notNull().default('active'),
    remark: text().notNull().default(''),
    ...trackingColumns,
  },
  (table) => [
    index('hk_client_name_idx').on(table.nameCn),
    index('hk_client_partner_idx').on(table.originatingPartnerId),
  ],
);

export const clientContacts = pgTable(
  'hk_client_contact',
  {
    contactId: serial().primaryKey(),
    clientId: integer().notNull(),
    name: text().notNull(),
    title: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    orderNum: integer().notNull().default(0),
  },
  (table) => [index('hk_client_contact_client_idx').on(table.clientId)],
);

export const clientInvoiceTitles = pgTable(
  'hk_client_invoice_title',
  {
    invoiceTitleId: serial().primaryKey(),
    clientId: integer().notNull(),
    title: text().notNull(),
    taxNumber: text().notNull().default(''),
    addressPhone: text().notNull().default(''),
    bankAccount: text().notNull().default(''),
    orderNum: integer().notNull().default(0),
  },
  (table) => [index('hk_client_invoice_title_client_idx').on(table.clientId)],
);

/** `clientId` is `relation` of `relatedClientId` (a parent, subsidiary or affiliate of it). */
export const clientRelations = pgTable(
  'hk_client_relation',
  {
    clientId: integer().notNull(),
    relatedClientId: integer().notNull(),
    relation: text().$type<ClientRelation>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.relatedClientId] }),
    index('hk_client_relation_related_idx').on(table.relatedClientId),
  ],
);
