import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { Database } from './database.ts';

/**
 * Two ways a request can starve the pool, both guarded here around `pool.connect` (which
 * `pool.query` goes through too):
 *
 * - **A second connection asked from inside a transaction.** The request holds one connection
 *   while it waits for another: as many such requests at once as the pool has connections, and
 *   each waits for the others until the connect timeout ("system busy"). Ten simultaneous
 *   sign-ins on a test pool of five did exactly that (the session policy read while the
 *   session's transaction was open). Tests refuse it at once, so every test also checks that no
 *   request needs two connections; a running server logs it and goes on.
 * - **One person's many requests at once** (fifty clicks, a script): each person (or, before
 *   sign-in, each address) holds at most a share of the pool; their further requests wait in
 *   memory, without a connection, while everyone else's go ahead.
 */

/** What to do with a second connection asked from inside a transaction. */
export type NestedCheckout = 'refuse' | ((report: string) => void);

export class NestedCheckoutError extends Error {
  constructor(origin: string | undefined) {
    super(
      'a transaction asked the pool for a second connection: read through the transaction, or before or after it' +
        (origin ? `\ntransaction begun ${origin}` : ''),
    );
    this.name = 'NestedCheckoutError';
  }
}

interface TransactionMark {
  open: boolean;
  /** Where the transaction began (our own frames), kept only where it is reported. */
  origin?: string;
}

interface Scope {
  /** Whose share of the pool this work uses: `user:<id>` or `ip:<address>`. */
  owner?: string;
  transaction?: TransactionMark;
}

const scopes = new AsyncLocalStorage<Scope>();

/** Runs `work` (and everything it starts) on `owner`'s share of the pool. */
export function runAsOwner<T>(owner: string, work: () => T): T {
  return scopes.run({ owner }, work);
}

/** The stack of the caller, without the driver's, Drizzle's and Node's own frames. */
function ownFrames(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack
    .split('\n')
    .slice(1)
    .filter((line) => !/node_modules|node:internal|connection-guard\.ts/.test(line))
    .join('\n');
}

type Checkout = (callback?: (error: Error | undefined, client?: pg.PoolClient) => void) => unknown;

/**
 * A pool's connections shared out by owner: at most `perOwner` checked out by one owner at once;
 * the next waits its turn (first come, first served) up to `timeoutMs`, then fails as the pool's
 * own connect timeout does, so the caller hears "system busy".
 */
class OwnerShares {
  private readonly owners = new Map<string, { active: number; waiting: (() => void)[] }>();

  constructor(
    private readonly perOwner: number,
    private readonly timeoutMs: number,
  ) {}

  /** Resolves once `owner` may check a connection out, with the function that gives the turn back. */
  take(owner: string): Promise<() => void> {
    let entry = this.owners.get(owner);
    if (!entry) {
      entry = { active: 0, waiting: [] };
      this.owners.set(owner, entry);
    }
    const held = entry;
    const giveBack = () => {
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const next = held.waiting.shift();
        if (next) next();
        else {
          held.active -= 1;
          if (held.active === 0) this.owners.delete(owner);
        }
      };
    };
    if (held.active < this.perOwner) {
      held.active += 1;
      return Promise.resolve(giveBack());
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(giveBack());
      };
      const timer = setTimeout(() => {
        held.waiting.splice(held.waiting.indexOf(turn), 1);
        reject(new Error('timeout exceeded when trying to connect'));
      }, this.timeoutMs);
      held.waiting.push(turn);
    });
  }
}

export interface GuardOptions {
  nestedCheckout: NestedCheckout;
  /** How many of the pool's connections one owner may hold at once. */
  perOwner: number;
  timeoutMs: number;
}

/**
 * Marks the async context of every transaction's callback, and watches the pool's checkouts for
 * one asked from inside such a context or beyond its owner's share.
 */
export function guardConnections(db: Database, pool: pg.Pool, options: GuardOptions): void {
  const traced = options.nestedCheckout === 'refuse';
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    const mark: TransactionMark = { open: false, origin: traced ? ownFrames() : undefined };
    return scopes.run({ ...scopes.getStore(), transaction: mark }, () =>
      transaction(async (tx) => {
        mark.open = true;
        try {
          return await work(tx);
        } finally {
          mark.open = false;
        }
      }, config),
    );
  }) as Database['transaction'];

  const shares = new OwnerShares(options.perOwner, options.timeoutMs);
  const connect = pool.connect.bind(pool) as Checkout;
  const checkout = (owner: string | undefined): Promise<pg.PoolClient> => {
    if (!owner) return connect() as Promise<pg.PoolClient>;
    return shares.take(owner).then(async (giveBack) => {
      try {
        const client = (await connect()) as pg.PoolClient;
        const release = client.release;
        client.release = (error?: Error | boolean) => {
          giveBack();
          return release.call(client, error);
        };
        return client;
      } catch (error) {
        giveBack();
        throw error;
      }
    });
  };
  // The statement a pool.query is about to check a connection out for: the stack of that
  // checkout has lost our own frames (Drizzle's queries are thenables), the statement has not.
  let statement: string | undefined;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const [text] = args as [string | { text?: string } | undefined];
    statement = typeof text === 'string' ? text : text?.text;
    try {
      return query(...args);
    } finally {
      statement = undefined;
    }
  }) as pg.Pool['query'];
  pool.connect = ((callback?: (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => {
    const scope = scopes.getStore();
    let answer: Promise<pg.PoolClient>;
    if (scope?.transaction?.open) {
      const error = new NestedCheckoutError(scope.transaction.origin);
      const report = `${error.message}\nfor ${statement?.slice(0, 300) ?? 'a transaction of its own'}`;
      if (options.nestedCheckout === 'refuse') {
        // A test's app logs nothing: this names the code to change.
        console.error(report);
        answer = Promise.reject(error);
      } else {
        options.nestedCheckout(report);
        // Outside the owner's share: waiting for its own turn could never end.
        answer = checkout(undefined);
      }
    } else {
      answer = checkout(scope?.owner);
    }
    if (!callback) return answer;
    answer.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as pg.Pool['connect'];
}
