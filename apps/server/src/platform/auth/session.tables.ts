import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-side sessions. Only a SHA-256 of the token is stored, so a database leak yields no live token. */
export const sessions = pgTable(
  'sys_session',
  {
    sessionId: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    /**
     * The request-signing key handed to the client at sign-in (decision 0028); null when signing
     * was off then. Alone it opens nothing: the token is needed too, and only its hash is kept.
     */
    signKey: text(),
    /** Whether this session's JSON bodies travel AES-GCM encrypted, fixed at sign-in. */
    encryptBodies: boolean().notNull().default(false),
  },
  (table) => [index('sys_session_user_idx').on(table.userId)],
);
