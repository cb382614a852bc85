/**
 * Worker of the bulk loads (bench/conflict-load.ts, bench/seed.ts): normalises a batch of names
 * into the rows the conflict index stores (0.1–0.6 ms a name), so both cores share the work.
 */
import { parentPort, Worker } from 'node:worker_threads';
import type { NameRow } from '../../apps/server/src/modules/conflicts/conflict-index.repository.ts';
import { type StoredKeys, storedKeys } from '../../apps/server/src/modules/conflicts/conflict-index-keys.ts';

/** A name to index with its owner; the worker adds the keys. */
export type NameInput = Omit<NameRow, 'keys'>;

export interface KeysBatch {
  names: NameInput[];
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

function keysOf(raw: string, registrationNumber: string): StoredKeys | null {
  if (registrationNumber) return storedKeys(raw, registrationNumber);
  let keys = known.get(raw);
  if (keys === undefined) {
    keys = storedKeys(raw, '');
    if (known.size < KNOWN_LIMIT) known.set(raw, keys);
  }
  return keys;
}

/** The rows of one batch; a name without keys (nothing left after normalising) is left out. */
export function rowsOf(batch: KeysBatch): NameRow[] {
  return batch.names.flatMap((name) => {
    const keys = keysOf(name.raw, name.registrationNumber);
    return keys ? [{ ...name, keys }] : [];
  });
}

/**
 * Runs `batches` through `workers` workers, two batches in flight each (one normalised while the
 * previous one is stored), and hands every batch's rows to `store` in turn.
 */
export async function indexInWorkers(
  batches: Iterator<KeysBatch>,
  workers: number,
  store: (rows: NameRow[]) => Promise<void>,
): Promise<void> {
  const started = Array.from({ length: workers }, startKeysWorker);
  const run = async (worker: Worker) => {
    let failed: (error: Error) => void = () => {};
    worker.on('error', (error: Error) => failed(error));
    const keysOf = (batch: KeysBatch) =>
      new Promise<NameRow[]>((resolve, reject) => {
        failed = reject;
        worker.once('message', resolve);
        worker.postMessage(batch);
      });
    let next = batches.next();
    let pending = next.done ? null : keysOf(next.value);
    while (pending) {
      const rows = await pending;
      next = batches.next();
      pending = next.done ? null : keysOf(next.value);
      await store(rows);
    }
  };
  try {
    await Promise.all(started.map(run));
  } finally {
    await Promise.all(started.map((worker) => worker.terminate()));
  }
}

parentPort?.on('message', (batch: KeysBatch) => parentPort?.postMessage(rowsOf(batch)));
