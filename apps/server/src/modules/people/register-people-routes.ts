import type { FastifyInstance } from 'fastify';
import type { createPeople } from './people.composition.ts';
import { staffLevelsRoutes } from './staff-levels.routes.ts';
import { staffRecordsRoutes } from './staff-records.routes.ts';

/** Staff records' routes (decision 0059): records, corrections, levels, user types and groups. */
export function registerPeopleRoutes(api: FastifyInstance, services: ReturnType<typeof createPeople>): void {
  staffRecordsRoutes(api, services);
  staffLevelsRoutes(api, services);
}
