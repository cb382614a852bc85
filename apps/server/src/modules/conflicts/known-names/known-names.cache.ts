import { randomUUID } from 'node:crypto';
import type { Cache } from '../../../platform/cache/cache.ts';
import { KnownNameBook, type KnownNameGroup } from './known-name-book.ts';

const VERSION_KEY = 'conflicts:knownNames:version';
// Long enough never to matter; when the key is gone every instance reads the table once more.
const VERSION_TTL_SECONDS = 30 * 24 * 3600;

/**
 * The dictionary as every check reads it, built once per version. Building normalises every name
 * (about half a second), so it is kept in the process; the version lives in the shared cache
 * (Redis when configured), so a change made on one server instance is seen by all of them.
 */
export class KnownNamesCache {
  private built: { version: string; book: Promise<KnownNameBook> } | null = null;

  constructor(
    private readonly cache: Cache,
    private readonly loadGroups: () => Promise<KnownNameGroup[]>,
  ) {}

  async book(): Promise<KnownNameBook> {
    const version = (await this.cache.get(VERSION_KEY)) ?? 'none';
    if (this.built?.version !== version) {
      const book = this.loadGroups().then((groups) => new KnownNameBook(groups));
      // A failed read is not kept: the next check tries again.
      book.catch(() => {
        if (this.built?.book === book) this.built = null;
      });
      this.built = { version, book };
    }
    return this.built.book;
  }

  /** Every instance rebuilds its book on its next check. */
  async changed(): Promise<void> {
    this.built = null;
    await this.cache.set(VERSION_KEY, randomUUID(), VERSION_TTL_SECONDS);
  }
}
