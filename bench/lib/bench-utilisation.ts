/**
 * The utilisation report's scenario (decision 0056): the year to date over the bench firm's time
 * (M about a million entries), its bills' time lines, allocations and billable expense lines.
 * Finance reads every lawyer and every office within the walls; a fee earner reads their own row.
 * Its SQL reference is run.ts's: the statements the server ran for the first requests, replayed
 * through pg.
 */
import type { BenchRequest, Session } from './client.ts';

export const UTILISATION_SCENARIO = 'utilisation';

interface ReportPlan {
  name: string;
  targets: 'listDetail';
  requestOf: (
    i: number,
    sessionOf: (userName: string) => Session,
  ) => { session: Session; request: BenchRequest };
}

/** Page 1 of 25 of the year to date, by worked value, as finance and a fee earner read it. */
export function utilisationPlans(feeEarners: readonly string[], finance: readonly string[]): ReportPlan[] {
  const year = new Date().toISOString().slice(0, 4);
  const today = new Date().toISOString().slice(0, 10);
  const url = (groupBy: string) =>
    `/venus-api/hankun/report/utilisation/list?pageNum=1&pageSize=25&from=${year}-01-01&to=${today}&groupBy=${groupBy}`;
  const groups = ['lawyer', 'office'];
  return [
    {
      name: 'utilisation all (finance)',
      targets: 'listDetail',
      requestOf: (i, sessionOf) => ({
        session: sessionOf(finance[i % finance.length] as string),
        request: { method: 'GET', url: url(groups[i % groups.length] as string) },
      }),
    },
    {
      name: 'utilisation mine (fee earner)',
      targets: 'listDetail',
      requestOf: (i, sessionOf) => ({
        session: sessionOf(feeEarners[i % feeEarners.length] as string),
        request: { method: 'GET', url: url('lawyer') },
      }),
    },
  ];
}
