import {
  firmWallClock,
  isLendOverdue,
  localizedName,
  type SealRequestDetail,
  type SealRequestQuery,
  type SealRequestRow,
  type SealRequestScope,
  sealActionAllowed,
} from '@venus/shared';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import type { SealAccess, SealRecord, SealRequestRecord } from './seal-access.ts';
import type { SealRegisterService } from './seal-register.service.ts';
import type { SealCollaborators } from './seals.collaborators.ts';
import { sealDocuments, sealRequests, seals } from './seals.tables.ts';

/** The lists of requests (mine, those on the seals I keep, the ledger) and one request's page. */
export class SealListsService {
  constructor(
    private readonly db: Database,
    private readonly deps: Pick<SealCollaborators, 'cases' | 'peopleNames' | 'currentFiles'> & {
      access: SealAccess;
      register: SealRegisterService;
    },
    private readonly now: () => Date,
  ) {}

  async find(
    ctx: SignedInContext,
    query: SealRequestQuery,
    scope: SealRequestScope,
  ): Promise<{ rows: SealRequestRow[]; total: number }> {
    const conditions: SQL[] = [await this.deps.access.listFilter(ctx, scope)];
    if (query.kind) conditions.push(eq(sealRequests.kind, query.kind));
    if (query.status) conditions.push(eq(sealRequests.status, query.status));
    if (query.sealId) conditions.push(eq(sealRequests.sealId, query.sealId));
    if (query.purpose) conditions.push(ilike(sealRequests.purpose, containsPattern(query.purpose)));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ request: sealRequests, seal: seals })
        .from(sealRequests)
        .innerJoin(seals, eq(seals.sealId, sealRequests.sealId))
        .where(where)
        .orderBy(
          orderOf(
            query,
            { createdAt: sealRequests.createdAt, status: sealRequests.status },
            desc(sealRequests.createdAt),
          ),
          desc(sealRequests.requestId),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db
        .select({ total: count() })
        .from(sealRequests)
        .innerJoin(seals, eq(seals.sealId, sealRequests.sealId))
        .where(where),
    ]);
    return { rows: await this.rowsOf(ctx, rows), total: total?.total ?? 0 };
  }

  async detail(ctx: SignedInContext, requestId: number): Promise<SealRequestDetail> {
    const { request, seal } = await this.deps.access.readable(ctx, requestId);
    const [row] = await this.rowsOf(ctx, [{ request, seal }]);
    const documents = await this.db
      .select()
      .from(sealDocuments)
      .where(eq(sealDocuments.requestId, requestId))
      .orderBy(asc(sealDocuments.sortOrder));
    const files = new Map((await this.deps.currentFiles(requestId)).map((file) => [file.id, file]));
    const ref = (fileId: number | null) => {
      const file = fileId === null ? undefined : files.get(fileId);
      return file ? { fileId: file.id, name: file.name, path: file.path ?? '' } : null;
    };
    const names = await this.deps.peopleNames(request.stampedBy === null ? [] : [request.stampedBy], ctx);
    const [sealView] = await this.deps.register.views(ctx, [seal]);
    const isApplicant = request.applicantId === ctx.actor.userId;
    const isCustodian = seal.custodianId === ctx.actor.userId && request.instanceId !== null;
    const allowed = (action: Parameters<typeof sealActionAllowed>[0]) =>
      sealActionAllowed(action, request.status, request.kind);
    return {
      ...row!,
      seal: sealView!,
      tenderName: request.tenderName,
      instanceId: request.instanceId,
      returnComment: request.returnComment,
      documents: documents.map((document) => ({
        documentId: document.documentId,
        file: ref(document.fileId) ?? { fileId: document.fileId, name: '', path: '' },
        copies: document.copies,
        stampedCopies: document.stampedCopies,
        scan: ref(document.scanFileId),
      })),
      stampedBy:
        request.stampedBy === null
          ? null
          : { userId: request.stampedBy, name: names.get(request.stampedBy) ?? '' },
      stampedAt: request.stampedAt?.toISOString() ?? null,
      stampRemark: request.stampRemark,
      lentAt: request.lentAt?.toISOString() ?? null,
      returnedAt: request.returnedAt?.toISOString() ?? null,
      can: {
        edit: isApplicant && allowed('edit'),
        submit: isApplicant && allowed('submit'),
        cancel: isApplicant && allowed('cancel'),
        withdraw: isApplicant && allowed('withdraw'),
        stamp: isCustodian && allowed('stamp'),
        handOut: isCustodian && allowed('handOut'),
        receive: isCustodian && allowed('receive'),
      },
    };
  }

  private async rowsOf(
    ctx: SignedInContext,
    rows: { request: SealRequestRecord; seal: SealRecord }[],
  ): Promise<SealRequestRow[]> {
    const requestIds = rows.map((row) => row.request.requestId);
    const projectIds = [
      ...new Set(rows.flatMap((row) => (row.request.projectId ? [row.request.projectId] : []))),
    ];
    const [names, cases, sums] = await Promise.all([
      this.deps.peopleNames(
        rows.map((row) => row.request.applicantId),
        ctx,
      ),
      this.deps.cases.casesByIds(projectIds),
      requestIds.length === 0
        ? Promise.resolve([])
        : this.db
            .select({
              requestId: sealDocuments.requestId,
              documents: count(),
              copies: sql<number>`coalesce(sum(${sealDocuments.copies}), 0)::int`,
            })
            .from(sealDocuments)
            .where(inArray(sealDocuments.requestId, requestIds))
            .groupBy(sealDocuments.requestId),
    ]);
    const sumOf = new Map(sums.map((sum) => [sum.requestId, sum]));
    const today = firmWallClock(this.now()).day;
    return rows.map(({ request, seal }) => {
      const kase = request.projectId === null ? undefined : cases.get(request.projectId);
      return {
        requestId: request.requestId,
        kind: request.kind,
        status: request.status,
        sealId: seal.sealId,
        sealName: seal.name,
        sealType: seal.type,
        applicant: { userId: request.applicantId, name: names.get(request.applicantId) ?? '' },
        purpose: request.purpose,
        projectId: request.projectId,
        caseName: kase ? localizedName(ctx.lang, kase.nameCn, kase.nameEn) : '',
        documentCount: sumOf.get(request.requestId)?.documents ?? 0,
        copies: sumOf.get(request.requestId)?.copies ?? 0,
        expectedReturnDate: request.expectedReturnDate,
        isOverdue: request.status === 'lentOut' && isLendOverdue(request.expectedReturnDate, today),
        submittedAt: request.submittedAt?.toISOString() ?? null,
        createdAt: request.createdAt.toISOString(),
      };
    });
  }
}
