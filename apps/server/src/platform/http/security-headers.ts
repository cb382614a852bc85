import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** http(s)://host → ws(s)://host, so the socket of an allowed origin may be opened too. */
function socketOriginOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * Security headers on every answer (ASVS 3.4.x): a strict Content Security Policy, nosniff, no
 * framing by anyone, no referrer. Scripts only from this server; styles also inline, because
 * antd writes its styles into <style> elements at run time. Images may be data: (the captcha)
 * and blob: (previews made in the page).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; allowedOrigins: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.allowedOrigins, ...options.allowedOrigins.map(socketOriginOf)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS: on plain HTTP it would send the browser to an https:// that is not there.
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Only meaningful, and only safe to promise, when the firm serves HTTPS.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
