/** The steady scenarios of bench/run.ts: who asks what, and the references each is measured beside. */
import { EXPENSE_REPORT_SCENARIO, expenseReportPlans } from './bench-expense-report.ts';
import { incomeReportPlans } from './bench-income-reports.ts';
import { invoiceListPlans } from './bench-invoices.ts';
import { loanListPlans } from './bench-loans.ts';
import type { Timekeeper } from './bench-people.ts';
import { UTILISATION_SCENARIO, utilisationPlans } from './bench-utilisation.ts';
import { BURST_SCENARIOS, type BurstScenario } from './bursts.ts';
import { type BenchRequest, loginRequest, type Session } from './client.ts';
import type { BarePage } from './references.ts';
import { caseListUrl } from './scenario-requests.ts';

export const SCENARIOS = [
  'sign-in',
  'get-info',
  'get-routers',
  'case-list',
  'case-detail',
  'worklog-week',
  'worklog-write',
  'bill-list',
  'expense-list',
  EXPENSE_REPORT_SCENARIO,
  'receipt-list',
  'invoice-list',
  'loan-list',
  'income-reports',
  UTILISATION_SCENARIO,
  'bill-documents',
  'conflict-check',
  'hello-world',
  ...BURST_SCENARIOS,
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];
export const isBurst = (name: ScenarioName): name is BurstScenario =>
  (BURST_SCENARIOS as readonly string[]).includes(name);

const BILL_PAGE: BarePage = { table: 'hk_bill', key: 'bill_id', field: 'billId' };

/** A PDF's answer is the file itself; every other answer is an envelope with code 200. */
/** A request of scenario run number i, as `sessionOf` signs its person in. */
type RequestOf = (
  i: number,
  sessionOf: (userName: string) => Session,
) => { session: Session | null; request: BenchRequest };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const CONFLICT_QUERIES: [label: string, name: string][] = [
  ['2-character Chinese', '张伟'],
  ['3-character Chinese', '王小明'],
  ['Latin', 'Goldman Sachs'],
];

export interface ScenarioPlan {
  name: string;
  requestOf: RequestOf;
  /** Which of the targets apply. */
  targets: 'listDetail' | 'conflict' | null;
  /** The conflict check's second reference: a LIKE scan for the same name. */
  likeScan?: string;
  /** A list's further reference: the same page's rows read by primary key. */
  barePage?: BarePage;
  /** The answer is a file, not an envelope; its reference is its rendering in-process. */
  pdfOfBill?: (i: number) => number;
}

export function plans(
  name: ScenarioName,
  heavy: Timekeeper[],
  others: string[],
  conflictsTeam: Timekeeper[],
  finance: string[],
  issuedBills: number[],
  admins: string[],
  reportPartners: readonly string[],
): ScenarioPlan[] {
  const person = (i: number) => heavy[i % heavy.length] as Timekeeper;
  const checker = (i: number) => conflictsTeam[i % conflictsTeam.length] as Timekeeper;
  const get = (url: string): BenchRequest => ({ method: 'GET', url });
  const asFinance = (i: number, sessionOf: (userName: string) => Session, request: BenchRequest) => ({
    session: sessionOf(finance[i % finance.length] as string),
    request,
  });
  const as = (i: number, sessionOf: (userName: string) => Session, request: BenchRequest) => ({
    session: sessionOf(person(i).userName),
    request,
  });
  switch (name) {
    case 'sign-in':
      // A different person each time, never a wrong password: no captcha, no lockout.
      return [
        {
          name,
          targets: null,
          requestOf: (i) => ({ session: null, request: loginRequest(others[i % others.length] as string) }),
        },
      ];
    case 'get-info':
      return [{ name, targets: null, requestOf: (i, s) => as(i, s, get('/venus-api/getInfo')) }];
    case 'get-routers':
      return [{ name, targets: null, requestOf: (i, s) => as(i, s, get('/venus-api/getRouters')) }];
    case 'case-list':
      return [
        {
          name,
          targets: 'listDetail',
          requestOf: (i, s) => as(i, s, get(caseListUrl(i))),
        },
      ];
    case 'case-detail':
      return [
        {
          name,
          targets: 'listDetail',
          requestOf: (i, s) => {
            const cases = person(i).cases;
            return as(
              i,
              s,
              get(
                `/venus-api/hankun/project/detail?projectId=${cases[Math.floor(i / heavy.length) % cases.length]}`,
              ),
            );
          },
        },
      ];
    case 'worklog-week':
      return [
        {
          name,
          targets: null,
          requestOf: (i, s) =>
            as(i, s, get(`/venus-api/hankun/worklog/week?date=${daysAgo(1 + 7 * (i % 20))}`)),
        },
      ];
    case 'worklog-write':
      return [
        {
          name,
          targets: null,
          requestOf: (i, s) => {
            const cases = person(i).cases;
            return as(i, s, {
              method: 'POST',
              url: '/venus-api/hankun/worklog',
              json: {
                workDate: daysAgo(1 + (i % 60)),
                projectId: cases[i % cases.length],
                hours: '6m',
                billable: true,
                narrative: '与对方律师电话沟通交割先决条件的满足情况',
              },
            });
          },
        },
      ];
    case 'bill-list': {
      // Page 1 of 25, newest bill date first: a partner's own cases, then finance's every bill
      // (within the walls), unfiltered and by status.
      const page = '/venus-api/hankun/bill/%s?pageNum=1&pageSize=25&orderByColumn=billDate&isAsc=descending';
      const statuses = ['', '&status=partlyPaid', '&status=issued'];
      return [
        {
          name: 'bill-list mine',
          targets: 'listDetail',
          barePage: BILL_PAGE,
          requestOf: (i, s) => as(i, s, get(page.replace('%s', 'list') + statuses[i % 3])),
        },
        {
          name: 'bill-list all (finance)',
          targets: 'listDetail',
          barePage: BILL_PAGE,
          requestOf: (i, s) => ({
            session: s(finance[i % finance.length] as string),
            request: get(page.replace('%s', 'listAll') + statuses[i % 3]),
          }),
        },
      ];
    }
    case 'expense-list': {
      // 我的报销 (a fee earner's own claims) and 全部报销 (finance: every submitted claim within
      // the walls), page 1 of 25, newest first: unfiltered, and by the statuses each looks for.
      const page = '/venus-api/hankun/expenses/%s?pageNum=1&pageSize=25';
      const bare = { table: 'hk_expense_claim', key: 'claim_id', field: 'claimId' };
      const mine = ['', '&status=draft', '&status=paid'];
      const all = ['', '&status=approved', '&status=paid'];
      return [
        {
          name: 'expense-list mine',
          targets: 'listDetail',
          barePage: bare,
          requestOf: (i, s) => as(i, s, get(page.replace('%s', 'list') + mine[i % 3])),
        },
        {
          name: 'expense-list all (finance)',
          targets: 'listDetail',
          barePage: bare,
          requestOf: (i, s) => asFinance(i, s, get(page.replace('%s', 'listAll') + all[i % 3])),
        },
      ];
    }
    // Utilisation, realisation and collection (decision 0056).
    case UTILISATION_SCENARIO:
      return utilisationPlans(
        heavy.map((one) => one.userName),
        finance,
      );
    case EXPENSE_REPORT_SCENARIO:
      return expenseReportPlans(
        heavy.map((one) => one.userName),
        finance,
      );
    case 'receipt-list': {
      // The receipts (finance's list, but no role holds its permission yet: the admin), page 1 of 25, newest received first: unfiltered, confirmed, and those
      // with money not yet allocated.
      const page = '/venus-api/hankun/receipt/list?pageNum=1&pageSize=25';
      const filters = ['', '&status=confirmed', '&unallocatedOnly=true'];
      return [
        {
          name: 'receipt-list (admin)',
          targets: 'listDetail',
          barePage: { table: 'hk_receipt', key: 'receipt_id', field: 'receiptId' },
          requestOf: (i, s) => ({
            session: s(admins[i % admins.length] as string),
            request: get(page + filters[i % 3]),
          }),
        },
      ];
    }
    // Issue 19–21's lists and reports (bench-invoices.ts, bench-loans.ts, bench-income-reports.ts).
    case 'invoice-list':
    case 'loan-list':
    case 'income-reports': {
      const feeEarner = (i: number) => person(i).userName;
      const clerk = (i: number) => finance[i % finance.length] as string;
      const partner = (i: number) => reportPartners[i % reportPartners.length] as string;
      const made: ReturnType<typeof invoiceListPlans> =
        name === 'invoice-list'
          ? invoiceListPlans(feeEarner, clerk)
          : name === 'loan-list'
            ? loanListPlans(feeEarner, clerk)
            : incomeReportPlans(partner, clerk);
      const bare: Record<string, BarePage> = {
        'invoice-list': { table: 'hk_invoice', key: 'invoice_id', field: 'invoiceId' },
        'loan-list': { table: 'hk_expense_loan', key: 'loan_id', field: 'loanId' },
      };
      return made.map((plan) => {
        const barePage = plan.barePage ?? bare[name];
        return {
          name: plan.name,
          targets: 'listDetail' as const,
          ...(barePage ? { barePage } : {}),
          requestOf: (i: number, s: (userName: string) => Session) => ({
            session: s(plan.userOf(i)),
            request: get(plan.url(i)),
          }),
        };
      });
    }
    case 'bill-documents': {
      const billOf = (i: number) => issuedBills[i % issuedBills.length] as number;
      return [
        {
          name: 'bill-documents pdf (finance)',
          targets: null,
          pdfOfBill: billOf,
          requestOf: (i, s) => asFinance(i, s, get(`/venus-api/hankun/bill/${billOf(i)}/pdf`)),
        },
      ];
    }
    case 'conflict-check':
      return CONFLICT_QUERIES.map(([label, query]) => ({
        name: `conflict-check ${label} (${query})`,
        targets: 'conflict' as const,
        likeScan: query,
        requestOf: (i: number, s: (userName: string) => Session) => ({
          session: s(checker(i).userName),
          request: {
            method: 'POST' as const,
            url: '/venus-api/hankun/project/matchProject',
            json: { names: [{ name: query, registrationNumber: '' }] },
          },
        }),
      }));
    case 'hello-world':
    case 'approval-burst':
    case 'sign-in-storm':
      return [];
  }
}
