import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { arrangementsRoutes } from './arrangements/arrangements.routes.ts';
import { feeAgreementsRoutes } from './arrangements/fee-agreements.routes.ts';
import { billsRoutes } from './bills/bills.routes.ts';
import { billDocumentsRoutes } from './documents/bill-documents.routes.ts';
import { invoicesRoutes } from './invoices/invoices.routes.ts';
import { receiptsRoutes } from './receipts/receipts.routes.ts';
import { invoiceReconciliationRoutes } from './receivables/invoice-reconciliation.routes.ts';

/** Every billing route (issue 19): bills, receipts and receivables; documents and invoices add theirs here. */
export function registerBillingRoutes(api: FastifyInstance, services: Services): void {
  billsRoutes(api, { ...services, maxExportRows: () => services.config.getNumber('sys.export.maxRows') });
  billDocumentsRoutes(api, services);
  receiptsRoutes(api, services);
  invoicesRoutes(api, services);
  invoiceReconciliationRoutes(api, services);
  arrangementsRoutes(api, services);
  feeAgreementsRoutes(api, services);
}
