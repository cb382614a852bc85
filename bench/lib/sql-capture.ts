/**
 * The SQL the server really runs for a request, found by running the request through the same
 * app in-process (Fastify inject) with every statement recorded at the pg driver; and the replay
 * of those statements through pg, the reference the API is compared with.
 */
import { randomBytes } from 'node:crypto';
import type { BillDocument } from '@venus/shared';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { createCache } from '../../apps/server/src/platform/cache/create-cache.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { createDatabase } from '../../apps/server/src/platform/db/database.ts';
import type { PreparedRequest } from './client.ts';

export interface Statement {
  text: string;
  values: unknown[];
}

/** The advisory lock every audit-sealing transaction takes first (platform/audit/audit-sealer.ts). */
const AUDIT_SEALER_LOCK = 'venus-audit-sealer';

type QueryConfig = { text?: string; values?: unknown[] };

/** An in-process app on the bench database whose statements can be recorded request by request. */
export async function startCapture(databaseUrl: string) {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    REDIS_URL: '',
    COSTLY_LIMIT_FACTOR: '100000',
    DATA_DIR: `/tmp/venus-bench-capture-${process.pid}`,
  });
  const { db, pool } = createDatabase(databaseUrl, 10);
  const cache = createCache(undefined, 'venus-bench-capture:');
  const app = await buildApp({ config, db, cache, logger: false });
  await app.ready();
  let recording: (Statement & { client: pg.Client })[] | null = null;
  const original = pg.Client.prototype.query;
  // Every statement, pooled or in a transaction, passes through Client#query.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (recording) {
      const [first, second] = args as [string | QueryConfig, unknown];
      const text = typeof first === 'string' ? first : first?.text;
      // drizzle passes the parameters beside the config object, pg's own callers inside it.
      const values = (typeof first === 'string' ? second : (first?.values ?? second)) as
        | unknown[]
        | undefined;
      if (typeof text === 'string')
        recording.push({ text, values: Array.isArray(values) ? values : [], client: this });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;

  return {
    /** Answers the request's body and every statement the server ran for it, in order. */
    async run(request: PreparedRequest): Promise<{ body: string; statements: Statement[] }> {
      recording = [];
      try {
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.path,
          headers: request.headers,
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        return { body: response.body, statements: withoutAuditSealing(recording) };
      } finally {
        recording = null;
      }
    },
    /**
     * The document a bill's PDF is rendered from, as the server builds it for this person (their
     * principal, the bill's reads and the firm's config), for the in-process rendering reference.
     */
    async billDocument(userId: number, billId: number): Promise<BillDocument> {
      const principal = await app.services.loadPrincipal(userId);
      if (!principal) throw new Error(`no principal for user ${userId}`);
      const ctx = {
        actor: { ...principal, sessionId: 0 },
        requestId: 'bench',
        ip: '127.0.0.1',
        userAgent: 'bench',
        lang: 'cn' as const,
      };
      // The service keeps the document private: only its rendering and sending are the product's.
      return (await app.services.billDocuments['document'](ctx, billId)).bill;
    },
    async close(): Promise<void> {
      pg.Client.prototype.query = original;
      await app.close();
      await cache.close();
      await pool.end();
    },
  };
}

/**
 * The statements without the audit sealer's transactions: its timer runs beside the request in the
 * same app, and its work is not the request's (nor can the replay repeat it: the log is
 * append-only). A sealing transaction holds its own connection from its lock to its commit, and
 * may have begun before the recording did.
 */
function withoutAuditSealing(recorded: (Statement & { client: pg.Client })[]): Statement[] {
  const kept: (Statement & { client: pg.Client })[] = [];
  const inSealing = new Set<pg.Client>();
  for (const statement of recorded) {
    const { client, text } = statement;
    if (text.includes(AUDIT_SEALER_LOCK)) {
      // Its begin, when the recording saw it, is the last statement kept on that connection.
      const begin = kept.findLastIndex((earlier) => earlier.client === client);
      if (begin >= 0 && kept[begin]!.text === 'begin') kept.splice(begin, 1);
      inSealing.add(client);
    }
    if (!inSealing.has(client)) kept.push(statement);
    else if (text === 'commit' || text === 'rollback') inSealing.delete(client);
  }
  return kept.map(({ text, values }) => ({ text, values }));
}

export type Capture = Awaited<ReturnType<typeof startCapture>>;

const TOKEN_HASH = /^[0-9a-f]{64}$/;

/**
 * A sha256 hex value (a session's token hash, unique in sys_session) replaced by a fresh one, so a
 * replayed sign-in opens its own session rather than failing on the one the capture opened.
 */
function freshToken(value: unknown): unknown {
  return typeof value === 'string' && TOKEN_HASH.test(value) ? randomBytes(32).toString('hex') : value;
}

/** Replays one request's statements in order on one pooled connection. */
export async function replay(
  pool: pg.Pool,
  statements: readonly Statement[],
  options: { freshTokens?: boolean } = {},
): Promise<void> {
  const valuesOf = (statement: Statement) =>
    options.freshTokens ? statement.values.map(freshToken) : statement.values;
  const client = await pool.connect();
  try {
    for (const statement of statements)
      await client.query({ text: statement.text, values: valuesOf(statement) });
  } catch (error) {
    // A failed statement inside a replayed transaction leaves it aborted: end it before release.
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
