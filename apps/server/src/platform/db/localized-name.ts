import { type SQL, sql } from 'drizzle-orm';

/** A name column in the reader's language, the other language's when it is empty. */
export const localizedName = (lang: string, cn: SQL, en: SQL): SQL =>
  lang === 'en' ? sql`coalesce(nullif(${en}, ''), ${cn})` : sql`coalesce(nullif(${cn}, ''), ${en})`;
