import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/**
 * Every stored name a conflict check searches (a client's name, former names and aliases; a
 * party's), with the search keys of `searchKeys()` (decision 0023): the database narrows the
 * candidates on these, the matcher decides.
 */
export const conflictNames = pgTable(
  'hk_conflict_name',
  {
    nameId: serial().primaryKey(),
    /** `client` or `party`. */
    source: text().notNull(),
    /** The client's or the party's id. */
    sourceId: integer().notNull(),
    /** The case a party belongs to; null for a client's own names. */
    projectId: integer(),
    clientId: integer(),
    /** `name`, `formerName` or `alias`. */
    field: text().notNull(),
    raw: text().notNull(),
    registrationNumber: text().notNull().default(''),
    normalised: text().notNull(),
    orderFree: text().notNull(),
    tradeName: text(),
    pinyin: text().array().notNull().default([]),
    cantonese: text().array().notNull().default([]),
    identityNumbers: text().array().notNull().default([]),
  },
  (table) => [
    index('hk_conflict_name_source_idx').on(table.source, table.sourceId),
    index('hk_conflict_name_normalised_idx').on(table.normalised),
    index('hk_conflict_name_order_free_idx').on(table.orderFree),
    index('hk_conflict_name_trade_idx').on(table.tradeName),
    index('hk_conflict_name_pinyin_idx').using('gin', table.pinyin),
    index('hk_conflict_name_cantonese_idx').using('gin', table.cantonese),
    index('hk_conflict_name_numbers_idx').using('gin', table.identityNumbers),
    index('hk_conflict_name_trgm_idx').using('gin', table.normalised.op('gin_trgm_ops')),
  ],
);

/**
 * Character bigrams of names with Han characters (two-character names included): pg_trgm cannot
 * serve a two-character search and pg_bigm is not available, so the application keeps these.
 */
export const conflictNameBigrams = pgTable(
  'hk_conflict_bigram',
  {
    gram: text().notNull(),
    nameId: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gram, table.nameId] }),
    index('hk_conflict_bigram_name_idx').on(table.nameId),
  ],
);
