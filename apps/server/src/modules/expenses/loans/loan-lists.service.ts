import {
  LOAN_OUTSTANDING,
  type LoanBalanceRow,
  type LoanDetail,
  type LoanList,
  type LoanListQuery,
  type LoanRow,
  loanBalance,
} from '@venus/shared';
import { and, asc, count, desc, eq, ilike, inArray, sql, sum } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../../platform/db/paging.ts';
import type { ExpenseCollaborators } from '../expenses.collaborators.ts';
import type { LoanAccess, LoanListScope, LoanRecord } from './loan-access.ts';
import { loanRepaymentRequests, loanRepayments, loans } from './loans.tables.ts';

const outstanding = inArray(loans.status, [...LOAN_OUTSTANDING]);
const balanceSql = sql<string>`${loans.amount} - ${loans.repaidTotal}`;

/** Loans as lists, detail and balances (decision 0041), filtered in SQL by who may see them. */
export class LoanListsService {
  constructor(
    private readonly db: Database,
    private readonly deps: Pick<ExpenseCollaborators, 'cases' | 'peopleNames'> & { access: LoanAccess },
  ) {}

  async find(ctx: SignedInContext, query: LoanListQuery, scope: LoanListScope): Promise<LoanList> {
    const where = and(
      await this.deps.access.listFilter(ctx, scope),
      query.status ? eq(loans.status, query.status) : undefined,
      scope === 'all' && query.applicantId ? eq(loans.applicantId, query.applicantId) : undefined,
      query.projectId ? eq(loans.projectId, query.projectId) : undefined,
      query.purpose ? ilike(loans.purpose, containsPattern(query.purpose)) : undefined,
    );
    const order = orderOf(
      query,
      { createdAt: loans.createdAt, amount: loans.amount, expectedRepayDate: loans.expectedRepayDate },
      desc(loans.loanId),
    );
    const [rows, [sums]] = await Promise.all([
      this.db
        .select()
        .from(loans)
        .where(where)
        .orderBy(order, desc(loans.loanId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db
        .select({
          count: count(),
          amount: sum(loans.amount),
          balance: sql<string>`coalesce(sum(${balanceSql}) filter (where ${outstanding}), 0)::numeric(15,2)::text`,
        })
        .from(loans)
        .where(where),
    ]);
    return {
      rows: await this.rowsOf(ctx, rows),
      total: sums?.count ?? 0,
      sums: {
        count: sums?.count ?? 0,
        amount: sums?.amount ?? '0.00',
        balance: sums?.balance ?? '0.00',
      },
    };
  }

  async detail(ctx: SignedInContext, loanId: number): Promise<LoanDetail> {
    const loan = await this.deps.access.readable(ctx, loanId);
    const [repayments, requests] = await Promise.all([
      this.db
        .select()
        .from(loanRepayments)
        .where(eq(loanRepayments.loanId, loanId))
        .orderBy(asc(loanRepayments.repaymentId)),
      this.db
        .select()
        .from(loanRepaymentRequests)
        .where(eq(loanRepaymentRequests.loanId, loanId))
        .orderBy(desc(loanRepaymentRequests.requestId)),
    ]);
    const names = await this.deps.peopleNames(
      [...new Set(repayments.map((row) => row.recordedBy))],
      ctx.lang,
    );
    const [row] = await this.rowsOf(ctx, [loan]);
    return {
      ...row!,
      instanceId: loan.instanceId,
      returnComment: loan.returnComment,
      paymentMethod: loan.paymentMethod,
      paymentReference: loan.paymentReference,
      repayments: repayments.map((repayment) => ({
        repaymentId: repayment.repaymentId,
        kind: repayment.kind,
        amount: repayment.amount,
        repaidDate: repayment.repaidDate,
        method: repayment.method,
        reference: repayment.reference,
        claimId: repayment.claimId,
        recordedByName: names.get(repayment.recordedBy) ?? '',
      })),
      repaymentRequests: requests.map((request) => ({
        requestId: request.requestId,
        amount: request.amount,
        method: request.method,
        plannedDate: request.plannedDate,
        remark: request.remark,
        status: request.status,
        instanceId: request.instanceId,
        returnComment: request.returnComment,
        repaymentId: request.repaymentId,
        submittedAt: request.submittedAt ? request.submittedAt.toISOString() : null,
      })),
    };
  }

  /** Finance's outstanding list: what each person still owes, per currency, most first. */
  async balances(ctx: SignedInContext): Promise<LoanBalanceRow[]> {
    const rows = await this.db
      .select({
        applicantId: loans.applicantId,
        currency: loans.currency,
        loanCount: count(),
        balance: sql<string>`sum(${balanceSql})::numeric(15,2)::text`,
      })
      .from(loans)
      .where(and(await this.deps.access.listFilter(ctx, 'all'), outstanding))
      .groupBy(loans.applicantId, loans.currency)
      .orderBy(desc(sql`sum(${balanceSql})`), asc(loans.applicantId));
    const names = await this.deps.peopleNames([...new Set(rows.map((row) => row.applicantId))], ctx.lang);
    return rows.map((row) => ({ ...row, applicantName: names.get(row.applicantId) ?? '' }));
  }

  /** A person's loans still owed, oldest first: what a claim's payment offers to offset. */
  async openLoansOf(ctx: SignedInContext, applicantId: number): Promise<LoanRow[]> {
    const rows = await this.db
      .select()
      .from(loans)
      .where(
        and(await this.deps.access.listFilter(ctx, 'all'), outstanding, eq(loans.applicantId, applicantId)),
      )
      .orderBy(asc(loans.paidDate), asc(loans.loanId));
    return this.rowsOf(ctx, rows);
  }

  private async rowsOf(ctx: SignedInContext, records: readonly LoanRecord[]): Promise<LoanRow[]> {
    const names = await this.deps.peopleNames(
      [...new Set(records.map((loan) => loan.applicantId))],
      ctx.lang,
    );
    const cases = await this.deps.cases.casesByIds(
      records.flatMap((loan) => (loan.projectId ? [loan.projectId] : [])),
    );
    return records.map((loan) => {
      const kase = loan.projectId ? cases.get(loan.projectId) : undefined;
      return {
        loanId: loan.loanId,
        applicantId: loan.applicantId,
        applicantName: names.get(loan.applicantId) ?? '',
        purpose: loan.purpose,
        amount: loan.amount,
        currency: loan.currency,
        repaidTotal: loan.repaidTotal,
        balance: LOAN_OUTSTANDING.includes(loan.status) ? loanBalance(loan.amount, loan.repaidTotal) : '0.00',
        expectedRepayDate: loan.expectedRepayDate,
        projectId: loan.projectId,
        caseName: kase ? (ctx.lang === 'en' && kase.nameEn ? kase.nameEn : kase.nameCn) : '',
        status: loan.status,
        submittedAt: loan.submittedAt ? loan.submittedAt.toISOString() : null,
        paidDate: loan.paidDate,
        createdAt: loan.createdAt.toISOString(),
      };
    });
  }
}
