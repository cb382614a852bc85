import { formatIsoDate } from '@venus/shared';
import type { Database } from '../../platform/db/database.ts';
import { ExpenseAnalysisService } from './analysis/expense-analysis.service.ts';
import { LeaderIncomeService } from './analysis/leader-income.service.ts';
import { ExpenseReportService } from './expense-report.service.ts';
import { type IncomeReportsDeps, IncomeReportsService } from './income-reports.service.ts';
import { MonthEndService } from './month-end/month-end.service.ts';
import { UtilisationService } from './utilisation/utilisation.service.ts';
import { WithholdingReportService } from './withholding/withholding-report.service.ts';
import { WithholdingRulesService } from './withholding/withholding-rules.service.ts';

/** Builds the reports (issue 21): read-only views over the ledgers of the other domains. */
export function createReports(
  db: Database,
  deps: Omit<IncomeReportsDeps, 'today'> & { today?: () => string },
) {
  const reportDeps = { scopeOf: deps.scopeOf, today: deps.today ?? (() => formatIsoDate(new Date())) };
  const incomeReports = new IncomeReportsService(db, reportDeps);
  const expenseReport = new ExpenseReportService(db, reportDeps);
  return {
    incomeReports,
    // Partner withholding over the same income (decision 0051), and the rules finance keeps.
    withholdingReport: new WithholdingReportService(db, { scopeOf: deps.scopeOf, incomeReports }),
    withholdingRules: new WithholdingRulesService(db),
    // Expense lines by person, department, case, type and month (decision 0047).
    expenseReport,
    // The closed months and closing the next (decision 0054).
    monthEnd: new MonthEndService(db, reportDeps),
    // Utilisation, realisation and collection of the period's work (decision 0056).
    utilisation: new UtilisationService(db, reportDeps),
    // The charts of the income and expense reports, from the same ledgers (decision 0060).
    leaderIncome: new LeaderIncomeService(db, incomeReports),
    expenseAnalysis: new ExpenseAnalysisService(expenseReport),
  };
}
