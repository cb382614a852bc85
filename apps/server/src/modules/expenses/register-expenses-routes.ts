import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { expensesRoutes } from './expenses.routes.ts';

/** Every expenses route (issue 20): claims now; daily expenses and loans add theirs here. */
export function registerExpensesRoutes(api: FastifyInstance, services: Services): void {
  expensesRoutes(api, { ...services, maxExportRows: () => services.config.getNumber('sys.export.maxRows') });
}
