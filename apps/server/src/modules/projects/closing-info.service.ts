import { type ClosingInfoInput, closingInfoKindsFor, hasPermission, translate } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { CASE_ADMIN_PERMISSIONS, CLOSING_INFO_STATUSES, mayAskToClose } from './case-abilities.ts';
import type { CasesService } from './cases.service.ts';
import { projectClosingInfo } from './projects.tables.ts';

/**
 * Closing information (spec closingMergerAdd / closingVcpeAdd / closingFundAdd, and the
 * litigation, arbitration and advisory forms): of the kinds the case's type files, filed once by
 * the case's partner or lead lawyer, then corrected through the Override pages; each change audited.
 */
export class ClosingInfoService {
  constructor(
    private readonly db: Database,
    private readonly cases: CasesService,
  ) {}

  async get(ctx: SignedInContext, projectId: number) {
    await this.cases.getVisible(ctx, projectId, this.db);
    const [row] = await this.db
      .select()
      .from(projectClosingInfo)
      .where(eq(projectClosingInfo.projectId, projectId));
    if (!row) throw notFound('closingInfo.notFound');
    return view(row);
  }

  /** Files the deal facts; a case has one set, so a second filing is an override instead. */
  async add(ctx: SignedInContext, input: ClosingInfoInput) {
    return this.write(ctx, input, 'add');
  }

  async override(ctx: SignedInContext, input: ClosingInfoInput) {
    return this.write(ctx, input, 'override');
  }

  private async write(ctx: SignedInContext, input: ClosingInfoInput, mode: 'add' | 'override') {
    return this.db.transaction(async (tx) => {
      const project = await this.cases.lockVisible(ctx, input.projectId, tx);
      const team = await this.cases.teamOf(project.projectId, tx);
      if (!mayAskToClose(ctx, team) && !hasPermission(ctx.actor.permissions, CASE_ADMIN_PERMISSIONS.edit))
        throw forbidden();
      if (!CLOSING_INFO_STATUSES.includes(project.status)) throw conflict('closingInfo.caseNotOpen');
      // A lawsuit files its judgment, an arbitration its award, a deal its facts (issue 27 item 8).
      const kinds = closingInfoKindsFor(project.projectType);
      if (!kinds.includes(input.kind))
        throw badRequest(
          'closingInfo.kindNotForCaseType',
          {
            kinds: kinds
              .map((kind) => translate(ctx.lang, `closingInfo.kinds.${kind}`))
              .join(ctx.lang === 'en' ? ', ' : '、'),
          },
          'kind',
        );
      const [before] = await tx
        .select()
        .from(projectClosingInfo)
        .where(eq(projectClosingInfo.projectId, project.projectId));
      if (mode === 'add' && before) throw conflict('closingInfo.alreadyFiled');
      if (mode === 'override' && !before) throw notFound('closingInfo.notFound');
      const values = {
        kind: input.kind,
        info: input.info as Record<string, unknown>,
        updatedAt: new Date(),
        updatedBy: ctx.actor.userId,
      };
      const [after] = before
        ? await tx
            .update(projectClosingInfo)
            .set(values)
            .where(eq(projectClosingInfo.projectId, project.projectId))
            .returning()
        : await tx
            .insert(projectClosingInfo)
            .values({ ...values, projectId: project.projectId, createdBy: ctx.actor.userId })
            .returning();
      await recordAudit(tx, ctx, {
        action: mode === 'add' ? 'insert' : 'update',
        entity: 'projectClosingInfo',
        entityId: project.projectId,
        before: before ?? null,
        after,
      });
      return view(after!);
    });
  }
}

function view(row: typeof projectClosingInfo.$inferSelect) {
  return {
    projectId: row.projectId,
    kind: row.kind as ClosingInfoInput['kind'],
    info: row.info,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
