import { PRIVACY_HEADER, ResultCode } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../auth/request-context.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route shows what the privacy password guards: a caller who has one set must send a
     * valid unlock token in the passwd header, or is answered 10016 (spec §8: open the prompt).
     */
    privacy?: boolean;
  }
}

/** Decides whether a caller may pass a privacy-guarded route; the privacy-password module answers. */
export interface PrivacyGate {
  isUnlocked(actor: Actor, token: string | undefined): Promise<boolean>;
}

/**
 * Runs after the session and permission check (register it after `registerAuth`), before the
 * body is read: a locked caller learns nothing of the route.
 */
export function registerPrivacyGate(app: FastifyInstance, gate: PrivacyGate): void {
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { privacy?: boolean; public?: boolean };
    if (config.privacy && config.public)
      throw new Error(`Route ${route.url} cannot be public and privacy-guarded`);
  });
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.privacy || !request.actor) return;
    const header = request.headers[PRIVACY_HEADER];
    const token = typeof header === 'string' && header ? header : undefined;
    if (!(await gate.isUnlocked(request.actor, token))) {
      throw new AppError(ResultCode.PASSWORD_PROMPT, 'privacy.required');
    }
  });
}
