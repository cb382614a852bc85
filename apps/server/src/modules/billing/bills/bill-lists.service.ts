import {
  BILLING_PERMISSIONS,
  type BillableExpense,
  type BillDetail,
  type BillFeeTerms,
  type BillFeeTermsQuery,
  type BillList,
  type BillListQuery,
  type BillRow,
  billBalance,
  formatIsoDate,
  hasPermission,
  type Language,
  localizedName,
  type UnbilledTime,
  type UnbilledTimeQuery,
} from '@venus/shared';
import { and, asc, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import { withinCaseScope } from '../../../platform/db/case-scope.ts';
import type { Database } from '../../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../../platform/db/paging.ts';
import { forbidden, notFound } from '../../../platform/http/app-error.ts';
import { receiptAllocations, receipts } from '../receipts/receipts.tables.ts';
import type { BillAccess, BillRecord } from './bill-access.ts';
import { billFeeTerms, type CaseTermsOf } from './bill-fee-terms.ts';
import type { BillCases, BillClients, BillExpenses, BillTime } from './bills.collaborators.ts';
import { billLines, bills, billWriteOffs, creditNotes } from './bills.tables.ts';

export type BillListScope = 'mine' | 'all';

export interface BillListsDeps {
  access: BillAccess;
  cases: Pick<BillCases, 'casesByIds' | 'scopeOf' | 'canView' | 'teamsOf'>;
  clients: Pick<BillClients, 'clientsByIds'>;
  time: Pick<BillTime, 'unbilledTime'>;
  expenses: Pick<BillExpenses, 'unbilledExpenses'>;
  peopleNames: (userIds: readonly number[], lang: Language) => Promise<Map<number, string>>;
  caseTerms: CaseTermsOf;
  today?: () => string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Bills as lists, detail and the time a bill may take (decision 0030). Every list is filtered in
 * SQL by the caller's case scope: a walled case's bills never reach someone outside the wall.
 */
export class BillListsService {
  constructor(
    private readonly db: Database,
    private readonly deps: BillListsDeps,
  ) {}

  async find(ctx: SignedInContext, query: BillListQuery, scope: BillListScope): Promise<BillList> {
    const where = await this.whereOf(ctx, query, scope);
    const order = orderOf(
      query,
      { billDate: bills.billDate, number: bills.number, total: bills.total, createdAt: bills.createdAt },
      desc(bills.billId),
    );
    // The count is the sum of the per-currency counts: one scan of the matching bills, not two.
    const [rows, sums] = await Promise.all([
      this.db
        .select()
        .from(bills)
        .where(where)
        .orderBy(order, desc(bills.billId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db
        .select({
          currency: bills.currency,
          count: count(),
          total: sql<string>`coalesce(sum(${bills.total}), 0)::text`,
          totalCny: sql<string>`coalesce(sum(${bills.totalCny}), 0)::text`,
          balance: sql<string>`coalesce(sum(${bills.total} - ${bills.creditedTotal} - ${bills.paidTotal} - ${bills.writtenOffTotal}), 0)::text`,
        })
        .from(bills)
        .where(where)
        .groupBy(bills.currency)
        .orderBy(asc(bills.currency)),
    ]);
    return {
      rows: await this.rowViews(rows, ctx.lang),
      total: sums.reduce((all, sum) => all + sum.count, 0),
      sums: sums.map((sum) => ({
        ...sum,
        total: money(sum.total),
        totalCny: money(sum.totalCny),
        balance: money(sum.balance),
      })),
    };
  }

  async detail(ctx: SignedInContext, billId: number): Promise<BillDetail> {
    const bill = await this.deps.access.readable(ctx, billId, this.db);
    const [lines, credits, writeOffs, allocations] = await Promise.all([
      this.db
        .select()
        .from(billLines)
        .where(eq(billLines.billId, billId))
        .orderBy(asc(billLines.orderNum), asc(billLines.lineId)),
      this.db
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.billId, billId))
        .orderBy(asc(creditNotes.creditNoteId)),
      this.db
        .select()
        .from(billWriteOffs)
        .where(eq(billWriteOffs.billId, billId))
        .orderBy(asc(billWriteOffs.writeOffId)),
      this.db
        .select({
          allocationId: receiptAllocations.allocationId,
          receiptId: receiptAllocations.receiptId,
          receiptNumber: receipts.number,
          amount: receiptAllocations.amount,
          allocatedOn: receiptAllocations.allocatedOn,
          reversedOn: receiptAllocations.reversedOn,
          reversalReason: receiptAllocations.reversalReason,
        })
        .from(receiptAllocations)
        .innerJoin(receipts, eq(receipts.receiptId, receiptAllocations.receiptId))
        .where(eq(receiptAllocations.billId, billId))
        .orderBy(asc(receiptAllocations.allocationId)),
    ]);
    const names = await this.deps.peopleNames(
      lines.flatMap((line) => (line.timekeeperId ? [line.timekeeperId] : [])),
      ctx.lang,
    );
    const [row] = await this.rowViews([bill], ctx.lang);
    return {
      ...row!,
      billingContactId: bill.billingContactId,
      billingContactName: bill.billingContactName,
      billingContactEmail: bill.billingContactEmail,
      invoiceTitleId: bill.invoiceTitleId,
      invoiceTitle: bill.invoiceTitle,
      periodFrom: bill.periodFrom,
      periodTo: bill.periodTo,
      paymentTermsDays: bill.paymentTermsDays,
      language: bill.language,
      taxMode: bill.taxMode,
      exchangeRate: bill.exchangeRate,
      groupBy: bill.groupBy,
      narrative: bill.narrative,
      creditedTotal: bill.creditedTotal,
      paidTotal: bill.paidTotal,
      writtenOffTotal: bill.writtenOffTotal,
      instanceId: bill.instanceId,
      returnComment: bill.returnComment,
      issuedAt: iso(bill.issuedAt),
      pdfFileId: bill.pdfFileId,
      lines: lines.map((line) => ({
        ...line,
        timekeeperName: line.timekeeperId ? (names.get(line.timekeeperId) ?? '') : '',
      })),
      creditNotes: credits.map((credit) => ({
        creditNoteId: credit.creditNoteId,
        number: credit.number,
        whole: credit.whole,
        amount: credit.amount,
        taxAmount: credit.taxAmount,
        reason: credit.reason,
        creditDate: credit.creditDate,
        status: credit.status,
        instanceId: credit.instanceId,
      })),
      writeOffs: writeOffs.map((writeOff) => ({
        writeOffId: writeOff.writeOffId,
        amount: writeOff.amount,
        reason: writeOff.reason,
        writeOffDate: writeOff.writeOffDate,
        status: writeOff.status,
        instanceId: writeOff.instanceId,
      })),
      allocations,
    };
  }

  /** The case's confirmed, billable time no bill holds, for a preparer of its bills. */
  async unbilledTime(ctx: SignedInContext, query: UnbilledTimeQuery): Promise<UnbilledTime[]> {
    await this.assertMayBill(ctx, query.projectId);
    const time = await this.deps.time.unbilledTime(query.projectId, { from: query.from, to: query.to });
    return time.map(({ billId: _billId, projectId: _projectId, ...entry }) => entry);
  }

  /** The case's approved billable expenses a new bill may take, for the team and finance. */
  async unbilledExpenses(ctx: SignedInContext, query: UnbilledTimeQuery): Promise<BillableExpense[]> {
    await this.assertMayBill(ctx, query.projectId);
    return this.deps.expenses.unbilledExpenses(query.projectId, { from: query.from, to: query.to });
  }

  /** The arrangement's terms a bill of the case may use: milestones, contingency, cap (decision 0045). */
  async feeTerms(ctx: SignedInContext, query: BillFeeTermsQuery): Promise<BillFeeTerms> {
    await this.assertMayBill(ctx, query.projectId);
    const day = this.deps.today?.() ?? formatIsoDate(new Date());
    return billFeeTerms(this.db, { ...query, day, caseTerms: this.deps.caseTerms });
  }

  /** What is unbilled on a case is the team's and finance's to see, within the wall. */
  private async assertMayBill(ctx: SignedInContext, projectId: number): Promise<void> {
    if (!(await this.deps.cases.canView(ctx, projectId))) throw notFound('case.notFound');
    const team = await this.deps.cases.teamsOf([projectId]);
    if (
      !team.some((member) => member.userId === ctx.actor.userId) &&
      !hasPermission(ctx.actor.permissions, BILLING_PERMISSIONS.listAll)
    ) {
      throw forbidden('bill.notOnTeam');
    }
  }

  private async whereOf(
    ctx: SignedInContext,
    query: BillListQuery,
    scope: BillListScope,
  ): Promise<SQL | undefined> {
    const caseScope = await this.deps.cases.scopeOf(ctx, scope === 'all');
    const conditions: SQL[] = [withinCaseScope(caseScope, bills.projectId)];
    if (query.status) conditions.push(eq(bills.status, query.status));
    if (query.projectId) conditions.push(eq(bills.projectId, query.projectId));
    if (query.clientId) conditions.push(eq(bills.clientId, query.clientId));
    if (query.dateFrom) conditions.push(gte(bills.billDate, query.dateFrom));
    if (query.dateTo) conditions.push(lte(bills.billDate, query.dateTo));
    if (query.number) conditions.push(ilike(bills.number, containsPattern(query.number)));
    return and(...conditions);
  }

  /** Rows as the reader reads them: case, client and preparer in the reader's language. */
  private async rowViews(rows: readonly BillRecord[], lang: Language): Promise<BillRow[]> {
    const [cases, clients, preparers] = await Promise.all([
      this.deps.cases.casesByIds(rows.map((row) => row.projectId)),
      this.deps.clients.clientsByIds(rows.map((row) => row.clientId)),
      this.deps.peopleNames(
        rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])),
        lang,
      ),
    ]);
    return rows.map((row) => {
      const kase = cases.get(row.projectId);
      const client = clients.get(row.clientId);
      return {
        billId: row.billId,
        number: row.number,
        projectId: row.projectId,
        caseNumber: kase?.number ?? null,
        caseName: kase ? localizedName(lang, kase.nameCn, kase.nameEn) : '',
        clientId: row.clientId,
        clientName: client ? localizedName(lang, client.nameCn, client.nameEn) : '',
        officeId: row.officeId,
        partnerId: row.partnerId,
        status: row.status,
        billDate: row.billDate,
        dueDate: row.dueDate,
        currency: row.currency,
        feeTotal: row.feeTotal,
        disbursementTotal: row.disbursementTotal,
        taxTotal: row.taxTotal,
        total: row.total,
        totalCny: row.totalCny,
        balance: billBalance(row),
        createdBy: row.createdBy,
        createdByName: row.createdBy ? (preparers.get(row.createdBy) ?? '') : '',
        createdAt: row.createdAt.toISOString(),
      };
    });
  }
}

function money(text: string): string {
  return billBalance({ total: text, creditedTotal: 0, paidTotal: 0, writtenOffTotal: 0 });
}
