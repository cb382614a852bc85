import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { ResultCode, translate } from '@venus/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerRoutes } from './modules/register-routes.ts';
import { createServices, type Services } from './modules/services.ts';
import { registerAccessAudit } from './platform/audit/access-audit.ts';
import { AuditSealer } from './platform/audit/audit-sealer.ts';
import { registerAuth } from './platform/auth/auth.plugin.ts';
import { registerRequestSigning } from './platform/auth/request-signing.ts';
import type { Cache } from './platform/cache/cache.ts';
import type { AppConfig } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { createEventBus } from './platform/events/create-event-bus.ts';
import type { EventBus } from './platform/events/event-bus.ts';
import { registerConnectionShares } from './platform/http/connection-shares.ts';
import { registerCostlyLimits } from './platform/http/costly-limits.ts';
import { registerErrorHandling } from './platform/http/error-handler.ts';
import { registerTrimming } from './platform/http/http-platform.ts';
import { withLogSafeErrors } from './platform/http/log-safe-error.ts';
import { registerPrivacyGate } from './platform/http/privacy-gate.ts';
import { registerRefusalLog } from './platform/http/refusal-log.ts';
import { assertRouteDeclared, type RouteAccess } from './platform/http/route-access.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerSocketOriginCheck } from './platform/http/socket-origin.ts';
import { registerWebStatic } from './platform/http/web-static.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { registerUploads } from './platform/spreadsheet/spreadsheet-upload.ts';

export const API_PREFIX = '/venus-api';
/** Largest JSON body accepted; uploads go through their own multipart routes. */
const BODY_LIMIT = 1024 * 1024;
/** How often committed audit rows join the hash chain. */
const AUDIT_SEAL_INTERVAL_MS = 5_000;

export interface AppDeps {
  config: AppConfig;
  db: Database;
  cache: Cache;
  /** Defaults to SMTP_URL's server, or files under DATA_DIR/mail; closed with the app. */
  mailer?: Mailer;
  /** Fan-out across instances; defaults to REDIS_URL's pub/sub, else in-process; closed with the app. */
  events?: EventBus;
  logger?: boolean | object;
}

export type App = FastifyInstance & { routeAccess: RouteAccess[]; services: Services };

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    // No statement parameters, nor row values quoted by PostgreSQL, in any log line (issue 27).
    logger: withLogSafeErrors(deps.logger ?? { level: deps.config.logLevel }),
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeAccess: RouteAccess[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    if (route.url.startsWith(`${API_PREFIX}/docs`)) {
      route.config = { ...route.config, public: true };
    }
    routeAccess.push(assertRouteDeclared(route));
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, {
    https: deps.config.secureCookies,
    allowedOrigins: deps.config.allowedOrigins,
  });
  await app.register(cookie);
  await registerUploads(app);
  // Before the auth hook, which needs `request.ws` to refuse a socket with a close code.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Venus API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  registerErrorHandling(app);
  const mailer = deps.mailer ?? createMailer(deps.config, app.log);
  app.addHook('onClose', () => mailer.close());
  const events =
    deps.events ??
    createEventBus(deps.config.redisUrl, 'venus:', (err) => app.log.warn({ err }, 'event bus'));
  app.addHook('onClose', () => events.close());
  const services = createServices({
    ...deps,
    mailer,
    events,
    warn: (err, message) => app.log.warn({ err }, message),
  });
  // The audit trail's hash chain grows behind the writes (decision 0027).
  const auditSealer = new AuditSealer(
    deps.db,
    (err, message) => app.log.warn({ err }, message),
    (head) => app.log.info({ auditChainHead: head }, 'audit chain sealed'),
  );
  auditSealer.start(AUDIT_SEAL_INTERVAL_MS);
  app.addHook('onClose', () => auditSealer.stop());
  // Invoice OCR jobs a previous run left, then every new one (decision 0048).
  services.invoiceOcr.start();
  app.addHook('onClose', () => services.invoiceOcr.stop());
  // Hooks first: Fastify applies a hook only to the routes registered after it.
  registerAuth(app, services.sessions, services.loadPrincipal, API_PREFIX);
  registerRequestSigning(app, deps.cache);
  registerSocketOriginCheck(app, deps.config.allowedOrigins);
  registerCostlyLimits(app, deps.cache, deps.config.costlyLimitFactor);
  registerRefusalLog(app);
  registerAccessAudit(app, deps.db, deps.cache);
  registerPrivacyGate(app, services.privacy);
  registerTrimming(app);
  registerConnectionShares(app);
  await app.register(async (api) => registerRoutes(api, services, deps.config), { prefix: API_PREFIX });
  registerWebApp(app, deps.config.webDistDir);

  return Object.assign(app, { routeAccess, services });
}

/** Serves the built web app; any non-API path falls back to index.html for client routing. */
function registerWebApp(app: FastifyInstance, distDir: string): void {
  const hasWeb = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    registerWebStatic(app, distDir);
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (urlPath.startsWith(API_PREFIX) || !hasWeb || request.method !== 'GET') {
      const body = {
        code: ResultCode.NOT_FOUND,
        msg: translate(request.lang, 'error.apiNotFound', { path: urlPath }),
      };
      return reply.status(200).type('application/json; charset=utf-8').send(JSON.stringify(body));
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
