import type { Language } from '@venus/shared';
import { ADMIN_ROLE_KEY, hasPermission, parseLanguage } from '@venus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppError, forbidden, unauthorized } from '../http/app-error.ts';
import { SIGNED_IN } from '../http/route-access.ts';
import type { Actor, RequestContext, SignedInContext } from './request-context.ts';
import { SESSION_COOKIE, type SessionService } from './session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    actor: Actor | null;
    /** Why a WebSocket upgrade fails the route's access check; its route closes the socket with it. */
    socketRefusal: AppError | null;
  }
}

/** Loads who a user is and what they may do; returns null for a disabled or deleted user. */
export type PrincipalLoader = (userId: number) => Promise<Omit<Actor, 'sessionId'> | null>;

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return {
    actor: request.actor,
    requestId: request.id,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    lang: request.lang,
  };
}

/** The context of a route that requires a session (the auth hook has already ensured one). */
export function signedInContextOf(request: FastifyRequest): SignedInContext {
  const ctx = contextOf(request);
  if (!ctx.actor) throw unauthorized();
  return ctx as SignedInContext;
}

export function mayAct(actor: Actor, permission: string): boolean {
  return actor.roles.includes(ADMIN_ROLE_KEY) || hasPermission(actor.permissions, permission);
}

/**
 * Resolves the session on every request and enforces the route's declared permission:
 * no session → 401, missing permission → 403. The client hiding a button is never the control.
 */
export function registerAuth(
  app: FastifyInstance,
  sessions: SessionService,
  loadPrincipal: PrincipalLoader,
  apiPrefix: string,
) {
  app.decorateRequest('lang', 'cn');
  app.decorateRequest('actor', null);
  app.decorateRequest('socketRefusal', null);

  // Runs before the body is read, so an anonymous caller cannot even make us parse a payload.
  app.addHook('onRequest', async (request) => {
    request.lang = parseLanguage(
      (request.headers.language as string | undefined) ?? request.headers['accept-language'],
    );
    if (request.is404 || !request.routeOptions.url?.startsWith(apiPrefix)) return;
    const config = request.routeOptions.config;
    const token = tokenOf(request);
    if (token) {
      const session = await sessions.resolve(token);
      const principal = session ? await loadPrincipal(session.userId) : null;
      if (session && principal) {
        request.actor = { ...principal, sessionId: session.sessionId };
        request.protection = session.protection;
      }
    }
    if (config.public) return;
    let refusal: AppError | null = null;
    if (!request.actor) refusal = unauthorized();
    else if (config.permission !== SIGNED_IN && !mayAct(request.actor, config.permission ?? ''))
      refusal = forbidden();
    if (!refusal) return;
    // A browser sees neither the status nor the body of a refused WebSocket handshake, only a
    // close code: the upgrade goes ahead and the socket route closes it with this refusal.
    if (request.ws) {
      request.socketRefusal = refusal;
      return;
    }
    throw refusal;
  });
}
