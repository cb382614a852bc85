import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { billsRoutes } from './bills/bills.routes.ts';
import { receiptsRoutes } from './receipts/receipts.routes.ts';

/** Every billing route (issue 19): bills, receipts and receivables; documents and invoices add theirs here. */
export function registerBillingRoutes(api: FastifyInstance, services: Services): void {
  billsRoutes(api, { ...services, maxExportRows: () => services.config.getNumber('sys.export.maxRows') });
  receiptsRoutes(api, services);
}
