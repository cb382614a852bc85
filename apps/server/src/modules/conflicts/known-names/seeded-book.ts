import { KnownNameBook } from './known-name-book.ts';
import { readKnownNameSeed } from './known-names.seed.ts';

let book: KnownNameBook | null = null;

/**
 * The well-known-names dictionary as seeded (known-names.seed.tsv): every check uses it. Built
 * once per process on first use (normalising its names takes about half a second).
 */
export function seededKnownNames(): KnownNameBook {
  book ??= new KnownNameBook(
    readKnownNameSeed().map((group, i) => ({ groupId: i + 1, names: group.names.map((n) => n.name) })),
  );
  return book;
}
