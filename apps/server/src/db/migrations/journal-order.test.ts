import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// drizzle's migrator applies a migration only when its `when` is later than the newest one a
// database has applied: a migration merged from a branch with an earlier `when` would be skipped
// for ever on every database that already has its predecessor. The order must be strictly rising.
const journal = JSON.parse(fs.readFileSync(new URL('./meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migration journal', () => {
  it('numbers the migrations in order, each later than the one before', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx, entry.tag).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0')), entry.tag).toBe(true);
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]!.when);
    });
  });
});
