import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { analysisRoutes } from './analysis/analysis.routes.ts';
import { monthEndRoutes } from './month-end/month-end.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { utilisationRoutes } from './utilisation/utilisation.routes.ts';
import { withholdingRoutes } from './withholding/withholding.routes.ts';

/** Every report route (issue 21). */
export function registerReportsRoutes(api: FastifyInstance, services: Services): void {
  reportsRoutes(api, services);
  withholdingRoutes(api, services);
  monthEndRoutes(api, services);
  utilisationRoutes(api, services);
  analysisRoutes(api, services);
}
