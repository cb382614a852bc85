import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema.ts';
import { guardConnections, type NestedCheckout } from './connection-guard.ts';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema> & { $client: pg.Pool };
/** A transaction handle; services pass it down so every write of one use case commits together. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the pool or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

// numeric comes back as a string (exact money); bigint counts as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The longest a request waits for a connection (all in use, or the database unreachable). */
const CONNECT_TIMEOUT_MS = 10_000;

export interface DatabaseOptions {
  maxConnections?: number;
  /** A second connection asked inside a transaction: refused in tests, reported in a server. */
  nestedCheckout?: NestedCheckout;
  /** How long a statement waits for a lock before it fails with 55P03 (answered 409). */
  lockTimeoutMs?: number;
}

/**
 * Nobody holds a connection long waiting on someone else's lock: after this the statement fails
 * and the caller hears that the record is being changed (409). Locks meant to be waited on are
 * held for milliseconds; anything longer is a stuck transaction, not a queue worth joining.
 */
const LOCK_TIMEOUT_MS = 5_000;

export function createDatabase(
  url: string,
  maxConnectionsOrOptions: number | DatabaseOptions = {},
): { db: Database; pool: pg.Pool } {
  const options: DatabaseOptions =
    typeof maxConnectionsOrOptions === 'number'
      ? { maxConnections: maxConnectionsOrOptions }
      : maxConnectionsOrOptions;
  const max = options.maxConnections ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // PostgreSQL's JIT compiles a query the planner thinks costly (the walled case list at 50k
    // cases): 150-250 ms of compiling per statement for queries that then run in tens of ms.
    // An office system's short queries never repay it (bench/RESULTS.md, case-list).
    options: `-c jit=off -c lock_timeout=${options.lockTimeoutMs ?? LOCK_TIMEOUT_MS}`,
  });
  // A connection lost while checked out and between two queries (a transaction awaiting the app)
  // emits 'error' on its client, and an unheard 'error' would end the process. Its next query
  // fails and reports it, and the pool discards the client; so here it is only heard.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as Database;
  guardConnections(db, pool, {
    nestedCheckout: options.nestedCheckout ?? reportNestedCheckout,
    // A third of the pool for one person: the rest of the firm keeps two thirds in a burst.
    perOwner: Math.max(1, Math.ceil(max / 3)),
    timeoutMs: CONNECT_TIMEOUT_MS,
  });
  return { db, pool };
}

const reportNestedCheckout: NestedCheckout = (report) => {
  process.emitWarning(report, 'NestedCheckoutWarning');
};
