import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { dailyExpensesRoutes } from './daily-expenses.routes.ts';
import { expenseImportRoutes } from './expense-import.routes.ts';
import { expensePrintRoutes } from './expense-print.routes.ts';
import { expensesRoutes } from './expenses.routes.ts';
import { loansRoutes } from './loans/loans.routes.ts';

/** Every expenses route (issue 20): claims, daily expenses and staff loans. */
export function registerExpensesRoutes(api: FastifyInstance, services: Services): void {
  const maxExportRows = () => services.config.getNumber('sys.export.maxRows');
  expensesRoutes(api, { ...services, maxExportRows });
  dailyExpensesRoutes(api, { ...services, maxExportRows });
  loansRoutes(api, { ...services, maxExportRows });
  expensePrintRoutes(api, services);
  expenseImportRoutes(api, services.expenseImport);
}
