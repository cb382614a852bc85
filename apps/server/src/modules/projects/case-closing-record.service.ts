import {
  CASE_END_FILE_TYPE,
  type CaseClosingRecord,
  type ClosingInfoKind,
  type FileView,
  localizedName,
} from '@venus/shared';
import { and, asc, eq, like } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { CasesService } from './cases.service.ts';
import type { CaseCollaborators } from './projects.collaborators.ts';
import { projectClosingInfo, projectEvents } from './projects.tables.ts';

type ProjectEvent = typeof projectEvents.$inferSelect;

/**
 * What the end of a case left behind (spec endDetail, endFiles/list): the request to close as the
 * team made it, and the closing-archive files. Both behind the wall, as the case itself.
 */
export class CaseClosingRecordService {
  constructor(
    private readonly db: Database,
    private readonly cases: CasesService,
    private readonly collaborators: Pick<CaseCollaborators, 'caseFiles' | 'peopleByIds'>,
  ) {}

  /** The case's closing-archive files: its files of type `end`, as the files module lists them. */
  async endFiles(ctx: SignedInContext, projectId: number): Promise<FileView[]> {
    await this.cases.getVisible(ctx, projectId, this.db);
    return this.collaborators.caseFiles(ctx, projectId, CASE_END_FILE_TYPE);
  }

  /**
   * The latest request to close (a reopened case may have several), read from the case's events:
   * closeProject writes each override, then the request, and the closing audit then writes its
   * steps (case-workflow.service.ts, case-approvals.ts).
   */
  async endDetail(ctx: SignedInContext, projectId: number): Promise<CaseClosingRecord> {
    const project = await this.cases.getVisible(ctx, projectId, this.db);
    const [events, [info]] = await Promise.all([
      this.db
        .select()
        .from(projectEvents)
        .where(and(eq(projectEvents.projectId, projectId), like(projectEvents.action, 'closing.%')))
        .orderBy(asc(projectEvents.eventId)),
      this.db
        .select({ kind: projectClosingInfo.kind })
        .from(projectClosingInfo)
        .where(eq(projectClosingInfo.projectId, projectId)),
    ]);
    const at = events.findLastIndex((event) => event.action === 'closing.request');
    const request = events[at];
    if (!request) throw notFound('case.noClosingRecord');
    const overrides: ProjectEvent[] = [];
    for (let index = at - 1; index >= 0 && events[index]!.action === 'closing.override'; index--)
      overrides.unshift(events[index]!);
    const decisions = events.slice(at + 1);
    const people = await this.collaborators.peopleByIds([
      request.actorId,
      ...decisions.map((event) => event.actorId),
    ]);
    const nameOf = (userId: number) => {
      const person = people.get(userId);
      return person ? localizedName(ctx.lang, person.nickName, person.nameEn) : '';
    };
    return {
      projectId,
      number: project.number,
      nameCn: project.nameCn,
      nameEn: project.nameEn,
      status: project.status,
      reason: request.comment,
      requestedBy: request.actorId,
      requestedByName: nameOf(request.actorId),
      requestedAt: request.at.toISOString(),
      overrides: overrides.map((event) => {
        // The override's detail is `check:open items` (case-workflow.service.ts close).
        const [check = '', openItems = '0'] = event.detail.split(':');
        return { check, openItems: Number(openItems), reason: event.comment };
      }),
      decisions: decisions.map((event) => ({
        action: event.action,
        actorId: event.actorId,
        actorName: nameOf(event.actorId),
        at: event.at.toISOString(),
      })),
      closedAt: project.closedAt?.toISOString() ?? null,
      closingInfoKind: (info?.kind as ClosingInfoKind | undefined) ?? null,
    };
  }
}
