import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { billsRoutes } from './bills/bills.routes.ts';

/** Every billing route (issue 19): bills now; documents, invoices, receipts and receivables add theirs here. */
export function registerBillingRoutes(api: FastifyInstance, services: Services): void {
  billsRoutes(api, { ...services, maxExportRows: () => services.config.getNumber('sys.export.maxRows') });
}
