import path from 'node:path';

/** Process configuration from the environment (DESIGN.md "Configuration"); all optional. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  sofficePath: string | undefined;
  logLevel: string;
  /** Set the Secure flag on the session cookie (behind HTTPS). */
  secureCookies: boolean;
  /** Believe X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /** Other origins whose pages may open the live-message socket (a web app served elsewhere). */
  allowedOrigins: string[];
  /** Directory of the built web app, served at `/`. */
  webDistDir: string;
  /**
   * Multiplies the per-person budgets of costly requests (platform/http/costly-limits.ts). 1 in
   * production; the integration tests, which repeat exports and checks far faster than people,
   * run with a larger factor except where the budget itself is tested.
   */
  costlyLimitFactor: number;
  /**
   * How long a background job's claim holds without being renewed (decision 0048): a server that
   * died mid-job leaves it to the others after this. OCR_JOB_LEASE_SECONDS, 120 by default.
   */
  ocrJobLeaseSeconds: number;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: intFrom(env.EMBEDDED_PG_PORT, 54329, 'EMBEDDED_PG_PORT'),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    sofficePath: env.SOFFICE_PATH || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    // Overridable so that two checkouts' journeys can run side by side with their own build.
    webDistDir: env.VENUS_WEB_DIST ? path.resolve(env.VENUS_WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    costlyLimitFactor: intFrom(env.COSTLY_LIMIT_FACTOR, 1, 'COSTLY_LIMIT_FACTOR'),
    ocrJobLeaseSeconds: intFrom(env.OCR_JOB_LEASE_SECONDS, 120, 'OCR_JOB_LEASE_SECONDS'),
  };
}
