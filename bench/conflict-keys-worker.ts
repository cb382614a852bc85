/**
 * Worker of bench/conflict-check.ts: normalises a batch of names into the rows the conflict index
 * stores (0.1–0.6 ms a name), so both cores share the million.
 */
import { parentPort, Worker } from 'node:worker_threads';
import type { NameRow } from '../apps/server/src/modules/conflicts/conflict-index.repository.ts';
import { type StoredKeys, storedKeys } from '../apps/server/src/modules/conflicts/conflict-index-keys.ts';

export interface KeysBatch {
  first: number;
  names: string[];
}

/** Starts this file as a worker: tsx's loader does not reach worker threads by itself on Node 20. */
export function startKeysWorker(): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  return new Worker(bootstrap, { eval: true });
}

// Names repeat (张伟 is the commonest name in China, and so in the crowd): normalised once each.
const known = new Map<string, StoredKeys | null>();
const KNOWN_LIMIT = 300_000;

function keysOf(raw: string): StoredKeys | null {
  let keys = known.get(raw);
  if (keys === undefined) {
    keys = storedKeys(raw, '');
    if (known.size < KNOWN_LIMIT) known.set(raw, keys);
  }
  return keys;
}

/** The rows of one batch; the names' ids are first, first + 1, … and their case is id mod 5,000. */
export function rowsOf(batch: KeysBatch): NameRow[] {
  return batch.names.flatMap((raw, i) => {
    const keys = keysOf(raw);
    if (!keys) return [];
    const sourceId = batch.first + i;
    const row: NameRow = {
      source: 'party',
      sourceId,
      projectId: 1 + (sourceId % 5_000),
      clientId: null,
      field: 'name',
      raw,
      registrationNumber: '',
      keys,
    };
    return [row];
  });
}

parentPort?.on('message', (batch: KeysBatch) => parentPort?.postMessage(rowsOf(batch)));
