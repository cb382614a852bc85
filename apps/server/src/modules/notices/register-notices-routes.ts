import type { FastifyInstance } from 'fastify';
import { acksRoutes } from './acks/acks.routes.ts';
import { bulletinsRoutes } from './bulletins.routes.ts';
import type { createNotices } from './notices.composition.ts';
import { noticesRoutes } from './notices.routes.ts';

/** Notices, bulletins and acknowledgements' routes (decision 0058). */
export function registerNoticesRoutes(
  api: FastifyInstance,
  services: ReturnType<typeof createNotices>,
): void {
  noticesRoutes(api, services);
  bulletinsRoutes(api, services.bulletins);
  acksRoutes(api, services);
}
