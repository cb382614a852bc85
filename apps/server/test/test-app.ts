import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-firm.ts';
import { createCache } from '../src/platform/cache/create-cache.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { NestedCheckout } from '../src/platform/db/connection-guard.ts';
import { createDatabase, type Database } from '../src/platform/db/database.ts';
import { createEventBus } from '../src/platform/events/create-event-bus.ts';
import { signInjectedRequests } from './signed-inject.ts';
import { cloneDatabase, dropDatabase, toleratesForcedDrop, withDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  db: Database;
  /** Its own key and channel prefix on Redis; a second instance of the same firm shares it. */
  redisPrefix: string;
  close(): Promise<void>;
}

/**
 * A real app on a database of its own, cloned from the seeded template. `logger` is Fastify's
 * logger option, for a test that reads what the app logs; silent otherwise. Requests through
 * `app.inject` are signed as the web client signs them, unless `unsignedInject`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: object;
    unsignedInject?: boolean;
    /** Runs on the cloned database before the app starts (more demo data, say). */
    prepare?: (db: Database) => Promise<void>;
    /** 'refuse': a second connection asked inside a transaction fails the request (and the test). */
    nestedCheckout?: NestedCheckout;
  } = {},
): Promise<TestApp> {
  const adminUrl = inject('adminUrl');
  const name = `venus_t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await cloneDatabase(adminUrl, inject('templateDb'), name);
  // A request that needs a second connection while its transaction holds one is reported on
  // stderr with where its transaction began (platform/db/connection-guard.ts).
  const { db, pool } = createDatabase(withDatabase(adminUrl, name), {
    maxConnections: 5,
    nestedCheckout: options.nestedCheckout ?? ((report) => console.error(report)),
  });
  toleratesForcedDrop(pool);
  await options.prepare?.(db);
  const redisPrefix = `venus-test:${name}:`;
  const cache = createCache(process.env.REDIS_URL, redisPrefix);
  // Its own channels too: parallel files must not hear each other's live messages.
  const events = createEventBus(process.env.REDIS_URL, redisPrefix);
  // Tests repeat exports and checks far faster than people do; the budget's own test sets 1.
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', COSTLY_LIMIT_FACTOR: '100', ...env });
  const app = await buildApp({ config, db, cache, events, logger: options.logger ?? false });
  await app.ready();
  // The signing test sends its requests as they are, to see what an unsigned one gets.
  if (!options.unsignedInject) signInjectedRequests(app, db);
  return {
    app,
    db,
    redisPrefix,
    async close() {
      await app.close();
      await cache.close();
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}

export const API = '/venus-api';

export interface Json {
  code: number;
  msg: string;
  data?: unknown;
  rows?: unknown[];
  total?: number;
  errors?: { field: string; key: string; message: string }[];
}

export const json = (response: LightMyRequestResponse) => response.json() as Json;

/** Signs in through the real endpoint and returns the bearer token. */
export async function signIn(
  app: App,
  username: string,
  password = DEMO_PASSWORD,
  ip = '127.0.0.1',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { username, password },
    remoteAddress: ip,
  });
  const body = json(response);
  if (body.code !== 200) throw new Error(`sign-in of ${username} failed: ${body.msg}`);
  return (body.data as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as a signed-in client (or anonymous without a token), answering the envelope. */
export async function callApi(
  app: App,
  method: Method,
  url: string,
  token?: string,
  payload?: object,
  lang?: string,
): Promise<Json> {
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (lang) headers.language = lang;
  return json(await app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) }));
}
