import type {
  ExpenseClaimDetail,
  ExpenseClaimList,
  ExpenseClaimListQuery,
  ExpenseClaimRow,
  Language,
} from '@venus/shared';
import { and, asc, count, desc, eq, gte, ilike, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import type { ExpenseAccess, ExpenseClaimRecord, ExpenseListScope } from './expense-access.ts';
import type { ExpenseCollaborators } from './expenses.collaborators.ts';
import { expenseClaims, expenseLines } from './expenses.tables.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Days of a month, YYYY-MM, as the first and last ISO date. */
function monthBounds(month: string): [string, string] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/**
 * Claims as lists and detail (decision 0032). Every list is filtered in SQL: mine, or every
 * submitted claim with no line on a walled case the caller is outside of.
 */
export class ExpenseListsService {
  constructor(
    private readonly db: Database,
    private readonly deps: Pick<ExpenseCollaborators, 'cases' | 'peopleNames'> & { access: ExpenseAccess },
  ) {}

  async find(
    ctx: SignedInContext,
    query: ExpenseClaimListQuery,
    scope: ExpenseListScope,
  ): Promise<ExpenseClaimList> {
    const where = and(await this.deps.access.listFilter(ctx, scope), ...this.filtersOf(query, scope));
    const order = orderOf(
      query,
      {
        createdAt: expenseClaims.createdAt,
        total: expenseClaims.total,
        submittedAt: expenseClaims.submittedAt,
      },
      desc(expenseClaims.claimId),
    );
    const [rows, [sums]] = await Promise.all([
      this.db
        .select()
        .from(expenseClaims)
        .where(where)
        .orderBy(order, desc(expenseClaims.claimId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db
        .select({ count: count(), total: sum(expenseClaims.total) })
        .from(expenseClaims)
        .where(where),
    ]);
    return {
      rows: await this.rowsOf(rows, ctx.lang),
      total: sums?.count ?? 0,
      sums: { count: sums?.count ?? 0, total: sums?.total ?? '0.00' },
    };
  }

  async detail(ctx: SignedInContext, claimId: number, delegateUser?: string): Promise<ExpenseClaimDetail> {
    const claim = await this.deps.access.readable(
      ctx,
      claimId,
      this.db,
      delegateUser ? { delegateUser } : {},
    );
    const lines = await this.db
      .select()
      .from(expenseLines)
      .where(eq(expenseLines.claimId, claimId))
      .orderBy(asc(expenseLines.orderNum), asc(expenseLines.lineId));
    const cases = await this.deps.cases.casesByIds(
      lines.flatMap((line) => (line.projectId ? [line.projectId] : [])),
    );
    const [row] = await this.rowsOf([claim], ctx.lang);
    return {
      ...row!,
      instanceId: claim.instanceId,
      returnComment: claim.returnComment,
      paymentMethod: claim.paymentMethod,
      paymentReference: claim.paymentReference,
      loanOffsetTotal: claim.loanOffsetTotal,
      lines: lines.map((line) => {
        const kase = line.projectId ? cases.get(line.projectId) : undefined;
        return {
          lineId: line.lineId,
          orderNum: line.orderNum,
          expenseDate: line.expenseDate,
          expenseType: line.expenseType,
          expenseCode: line.expenseCode,
          projectId: line.projectId,
          caseNumber: kase?.number ?? null,
          caseName: kase ? (ctx.lang === 'en' && kase.nameEn ? kase.nameEn : kase.nameCn) : '',
          billable: line.billable,
          amount: line.amount,
          currency: line.currency,
          exchangeRate: line.exchangeRate,
          taxAmount: line.taxAmount,
          amountCny: line.amountCny,
          taxCny: line.taxCny,
          description: line.description,
          receiptFileIds: line.receiptFileIds,
          billId: line.billId,
        };
      }),
    };
  }

  private filtersOf(query: ExpenseClaimListQuery, scope: ExpenseListScope): (SQL | undefined)[] {
    const lineFilters: SQL[] = [];
    if (query.projectId) lineFilters.push(eq(expenseLines.projectId, query.projectId));
    if (query.expenseType) lineFilters.push(eq(expenseLines.expenseType, query.expenseType));
    if (query.month) {
      const [from, to] = monthBounds(query.month);
      lineFilters.push(gte(expenseLines.expenseDate, from), lte(expenseLines.expenseDate, to));
    }
    const withLine =
      lineFilters.length > 0
        ? sql`exists (select 1 from ${expenseLines} where ${expenseLines.claimId} = ${expenseClaims.claimId} and ${and(...lineFilters)})`
        : undefined;
    return [
      query.status ? eq(expenseClaims.status, query.status) : undefined,
      scope === 'all' && query.applicantId ? eq(expenseClaims.applicantId, query.applicantId) : undefined,
      query.title ? ilike(expenseClaims.title, containsPattern(query.title)) : undefined,
      withLine,
    ];
  }

  private async rowsOf(claims: readonly ExpenseClaimRecord[], lang: Language): Promise<ExpenseClaimRow[]> {
    const names = await this.deps.peopleNames([...new Set(claims.map((claim) => claim.applicantId))], lang);
    return claims.map((claim) => ({
      claimId: claim.claimId,
      title: claim.title,
      applicantId: claim.applicantId,
      applicantName: names.get(claim.applicantId) ?? '',
      status: claim.status,
      lineCount: claim.lineCount,
      total: claim.total,
      taxTotal: claim.taxTotal,
      billableTotal: claim.billableTotal,
      submittedAt: iso(claim.submittedAt),
      paidDate: claim.paidDate,
      createdAt: claim.createdAt.toISOString(),
    }));
  }
}
