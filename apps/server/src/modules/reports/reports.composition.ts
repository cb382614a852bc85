import { formatIsoDate } from '@venus/shared';
import type { Database } from '../../platform/db/database.ts';
import { ExpenseReportService } from './expense-report.service.ts';
import { type IncomeReportsDeps, IncomeReportsService } from './income-reports.service.ts';

/** Builds the reports (issue 21): read-only views over the ledgers of the other domains. */
export function createReports(
  db: Database,
  deps: Omit<IncomeReportsDeps, 'today'> & { today?: () => string },
) {
  const reportDeps = { scopeOf: deps.scopeOf, today: deps.today ?? (() => formatIsoDate(new Date())) };
  return {
    incomeReports: new IncomeReportsService(db, reportDeps),
    // Expense lines by person, department, case, type and month (decision 0047).
    expenseReport: new ExpenseReportService(db, reportDeps),
  };
}
