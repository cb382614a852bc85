import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './app-error.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostnameOf(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * Whether a WebSocket handshake's Origin may open a socket (ASVS 4.4.2). Browsers send the
 * session cookie with a handshake from any page of the same site, so a page on a sibling host
 * could otherwise ride a signed-in user's socket. Allowed: no Origin (not a browser, it must
 * present the session itself), the host the request was made to, a loopback page on a loopback
 * server (the dev server's proxy changes the port), and the origins listed in ALLOWED_ORIGINS.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowed.includes(parsed.origin)) return true;
  if (parsed.host.toLowerCase() === host.toLowerCase()) return true;
  return LOOPBACK.has(parsed.hostname.toLowerCase()) && LOOPBACK.has(hostnameOf(host));
}

/** Refuses a cross-origin WebSocket handshake; its socket route closes it as forbidden. */
export function registerSocketOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.ws || request.socketRefusal) return;
    if (!isAllowedOrigin(request.headers.origin, request.host, allowedOrigins)) {
      request.log.warn({ origin: request.headers.origin }, 'cross-origin socket refused');
      request.socketRefusal = forbidden();
    }
  });
}
