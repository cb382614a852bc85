import type { ExpenseAnalysis, ExpenseAnalysisQuery, ExpenseReportQuery } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { ExpenseReportService } from '../expense-report.service.ts';
import { monthOf, monthsFrom } from '../month-end/months.ts';

/** More expense types than any firm's dictionary holds: every type is one row. */
const EVERY_TYPE = 500;

/**
 * Expense analysis (spec /analysis, decision 0060): the expense report's spending (approved and
 * paid lines) by month and by type, so that the charts and the expense report agree, with the
 * same scope (one's own lines, or everyone's with the expense report's whole-firm permission) and
 * the same walls.
 */
export class ExpenseAnalysisService {
  constructor(private readonly expenseReport: Pick<ExpenseReportService, 'report' | 'periodOf'>) {}

  async expenseAnalysis(ctx: SignedInContext, query: ExpenseAnalysisQuery): Promise<ExpenseAnalysis> {
    const period = this.expenseReport.periodOf(query);
    const grouped = (groupBy: 'month' | 'type', pageSize: number): ExpenseReportQuery => ({
      ...period,
      state: 'spent',
      kind: 'all',
      groupBy,
      pageNum: 1,
      pageSize,
    });
    const months = await this.expenseReport.report(
      ctx,
      grouped('month', monthsFrom(monthOf(period.from), monthOf(period.to)).length),
    );
    const types = await this.expenseReport.report(ctx, grouped('type', EVERY_TYPE));
    return { ...period, totals: months.totals, months: months.rows, types: types.rows };
  }
}
