import { PERMISSION_PATTERN } from '@venus/shared';

/** Any signed-in user may call the route (their own profile, menus, settings). */
export const SIGNED_IN = 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A permission string the caller must hold, or SIGNED_IN. */
    permission?: string;
    /** Reachable without a session (sign-in, captcha, health). */
    public?: boolean;
    /** Keep strings as sent: `true` for the whole request, or the names of fields to keep. */
    noTrim?: true | readonly string[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  permission?: string;
  public: boolean;
}

/**
 * Every API route must say who may call it. Throws at registration, so an undeclared route
 * can never be served.
 */
export function assertRouteDeclared(route: {
  method: string | string[];
  url: string;
  config?: unknown;
}): RouteAccess {
  const config = (route.config ?? {}) as { permission?: string; public?: boolean };
  const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
  const declared = config.public === true || typeof config.permission === 'string';
  if (!declared) throw new Error(`Route ${method} ${route.url} declares neither a permission nor public`);
  if (config.permission && config.permission !== SIGNED_IN && !PERMISSION_PATTERN.test(config.permission)) {
    throw new Error(`Route ${method} ${route.url} has a malformed permission "${config.permission}"`);
  }
  return { method, url: route.url, permission: config.permission, public: config.public === true };
}
