import type { FastifyInstance } from 'fastify';
import { sealRequestsRoutes } from './seal-requests.routes.ts';
import type { createSeals } from './seals.composition.ts';
import { sealsRoutes } from './seals.routes.ts';

/** Seals' routes (decision 0057): the register, and the requests with their approval and stamping. */
export function registerSealsRoutes(api: FastifyInstance, services: ReturnType<typeof createSeals>): void {
  sealsRoutes(api, services.sealRegister);
  sealRequestsRoutes(api, services);
}
