/**
 * The expense detail report's scenario (decision 0047, spec userExpenseIndex): the report of the
 * last twelve months over the bench firm's claims (`bench-expenses.ts`: 36 months of claims,
 * M 157,185 lines, L about 630,000). Finance reads everyone's lines (within the walls) as lines,
 * by person and by month; a fee earner reads their own lines by month. Its SQL reference is
 * run.ts's: the statements the server ran for the first requests, replayed through pg.
 */
import type { BenchRequest, Session } from './client.ts';

export const EXPENSE_REPORT_SCENARIO = 'expense-report';

interface ReportPlan {
  name: string;
  targets: 'listDetail';
  requestOf: (
    i: number,
    sessionOf: (userName: string) => Session,
  ) => { session: Session; request: BenchRequest };
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Page 1 of 25 of the year to date, grouped as finance and a fee earner read it. */
export function expenseReportPlans(feeEarners: readonly string[], finance: readonly string[]): ReportPlan[] {
  const url = (groupBy: string) =>
    `/venus-api/hankun/report/expensesDetail/list?pageNum=1&pageSize=25&from=${day(365)}&to=${day(0)}&groupBy=${groupBy}`;
  const groups = ['line', 'person', 'month'];
  return [
    {
      name: 'expense-report all (finance)',
      targets: 'listDetail',
      requestOf: (i, sessionOf) => ({
        session: sessionOf(finance[i % finance.length] as string),
        request: { method: 'GET', url: url(groups[i % groups.length] as string) },
      }),
    },
    {
      name: 'expense-report mine by month',
      targets: 'listDetail',
      requestOf: (i, sessionOf) => ({
        session: sessionOf(feeEarners[i % feeEarners.length] as string),
        request: { method: 'GET', url: url('month') },
      }),
    },
    // The expense analysis (decision 0060): the same report by month and by type, every row.
    {
      name: 'expense-report analysis (finance)',
      targets: 'listDetail',
      requestOf: (i, sessionOf) => ({
        session: sessionOf(finance[i % finance.length] as string),
        request: { method: 'GET', url: `/venus-api/hankun/analysis/expense?from=${day(365)}&to=${day(0)}` },
      }),
    },
  ];
}
