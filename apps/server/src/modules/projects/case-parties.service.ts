import {
  CASE_PARTIES_BUSINESS_TYPE,
  CASE_STATUS,
  type CasePartiesChangeInput,
  type CasePartyInput,
  type PendingPartyChange,
  TEAM_ROLE,
  translate,
} from '@venus/shared';
import { and, count, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ApprovalBusinessType } from '../approvals/approval-business-types.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { ConflictIndex } from '../conflicts/conflict-index.service.ts';
import { isTeamOrEditor } from './case-abilities.ts';
import { type ProjectRow, writeParties } from './case-record.ts';
import type { CasesService } from './cases.service.ts';
import type { ConflictChecksService } from './conflict-checks.service.ts';
import type { CaseCollaborators } from './projects.collaborators.ts';
import {
  conflictHits,
  projectEvents,
  projectParties,
  projectPartyChanges,
  projects,
} from './projects.tables.ts';

type Member = { userId: number; role: string };
type ChangeRow = typeof projectPartyChanges.$inferSelect;

/** Every name a party is known by, as the conflict index holds it (trimmed, case kept). */
const namesOf = (party: Pick<CasePartyInput, 'name' | 'formerNames' | 'aliases'>) =>
  [party.name, ...party.formerNames, ...party.aliases].map((name) => name.trim()).filter(Boolean);

const sameParties = (a: readonly CasePartyInput[], b: readonly CasePartyInput[]) =>
  JSON.stringify(a.map(partyFacts)) === JSON.stringify(b.map(partyFacts));

function partyFacts({ role, name, formerNames, aliases, registrationNumber }: CasePartyInput) {
  return { role, name, formerNames, aliases, registrationNumber };
}

/**
 * Parties corrected after intake (issue 27 item 9). Names the case did not have are checked for
 * conflicts through the ordinary check, saved on the case; without hits the change is written at
 * once, with hits it waits for the responsible partner in the approvals engine and is written
 * only when approved. Every step is audited and shown in the case's history.
 */
export class CasePartiesService {
  constructor(
    private readonly db: Database,
    private readonly cases: CasesService,
    private readonly checks: ConflictChecksService,
    private readonly index: ConflictIndex,
    private readonly engine: Pick<ApprovalEngine, 'submit'>,
    private readonly peopleByIds: CaseCollaborators['peopleByIds'],
  ) {}

  async change(
    ctx: SignedInContext,
    input: CasePartiesChangeInput,
  ): Promise<{ applied: boolean; checkId: number | null; hits: number }> {
    const project = await this.cases.getVisible(ctx, input.projectId, this.db);
    const team = await this.cases.teamOf(project.projectId, this.db);
    if (!isTeamOrEditor(ctx, team)) throw forbidden();
    if (project.status !== CASE_STATUS.active) throw conflict('case.partiesNotEditable');
    await this.assertNoneWaiting(project.projectId, this.db);
    const current = await this.partiesOf(project.projectId, this.db);
    if (sameParties(current, input.parties)) throw badRequest('case.partiesUnchanged', {}, 'parties');
    const known = new Set(current.flatMap(namesOf));
    const fresh = input.parties.filter((party) => namesOf(party).some((name) => !known.has(name)));
    const queries = fresh.flatMap((party) =>
      namesOf(party)
        .filter((name) => !known.has(name))
        .map((name, index) => ({ name, registrationNumber: index === 0 ? party.registrationNumber : '' })),
    );
    const check =
      queries.length === 0
        ? null
        : await this.checks.run(
            ctx,
            { projectId: project.projectId, names: queries },
            { newNamesOnCase: true },
          );
    if (!check || check.hits.length === 0) {
      await this.db.transaction(async (tx) => {
        const locked = await this.lockOpen(ctx, project.projectId, tx);
        // Under the case's lock: a change sent to the partner meanwhile is not overtaken.
        await this.assertNoneWaiting(project.projectId, tx);
        await this.apply(tx, ctx, locked, input.parties, input.reason, check?.checkId ?? null);
      });
      return { applied: true, checkId: check?.checkId ?? null, hits: 0 };
    }
    await this.sendToPartner(ctx, project, team, input, check.checkId, fresh);
    return { applied: false, checkId: check.checkId, hits: check.hits.length };
  }

  /**
   * The approvals engine's side of a held change: approved, it is written; refused or withdrawn,
   * it is dropped. In the engine's transaction, so the case and the request move together.
   */
  businessType(): ApprovalBusinessType {
    return {
      businessType: CASE_PARTIES_BUSINESS_TYPE,
      onChange: async (tx, ctx, { kind, instance }) => {
        if (kind === 'submitted') {
          await tx
            .update(projectPartyChanges)
            .set({ instanceId: instance.instanceId })
            .where(eq(projectPartyChanges.changeId, Number(instance.recordId)));
          return;
        }
        // Sent back, it still waits: the team withdraws it or sends it again.
        const outcome = kind === 'approved' || kind === 'rejected' || kind === 'withdrawn' ? kind : null;
        if (outcome === null) return;
        const [change] = await tx
          .select()
          .from(projectPartyChanges)
          .where(eq(projectPartyChanges.changeId, Number(instance.recordId)))
          .for('update');
        if (change?.status !== 'pending') return;
        await tx
          .update(projectPartyChanges)
          .set({ status: outcome, updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(projectPartyChanges.changeId, change.changeId));
        const [project] = await tx
          .select()
          .from(projects)
          .where(eq(projects.projectId, change.projectId))
          .for('update');
        if (!project) return;
        if (outcome === 'approved' && project.status === CASE_STATUS.active)
          await this.apply(tx, ctx, project, change.parties, change.reason, change.checkId, change);
        else await this.event(tx, ctx, project, `parties.${outcome}`, change.reason, String(change.checkId));
      },
      canView: async (ctx, recordId) => {
        const [change] = await this.db
          .select({ projectId: projectPartyChanges.projectId })
          .from(projectPartyChanges)
          .where(eq(projectPartyChanges.changeId, Number(recordId)));
        if (!change) return false;
        try {
          await this.cases.getVisible(ctx, change.projectId, this.db);
          return true;
        } catch {
          return false;
        }
      },
    };
  }

  /** One change as the partner reviews it (the task centre's record), behind the case's wall. */
  async getChange(
    ctx: SignedInContext,
    changeId: number,
  ): Promise<PendingPartyChange & { projectId: number; status: string }> {
    const [row] = await this.db
      .select()
      .from(projectPartyChanges)
      .where(eq(projectPartyChanges.changeId, changeId));
    if (!row) throw notFound('case.partyChangeNotFound');
    try {
      await this.cases.getVisible(ctx, row.projectId, this.db);
    } catch {
      throw notFound('case.partyChangeNotFound');
    }
    return {
      ...(await changeView(this.db, row, this.peopleByIds)),
      projectId: row.projectId,
      status: row.status,
    };
  }

  private async sendToPartner(
    ctx: SignedInContext,
    project: ProjectRow,
    team: readonly Member[],
    input: CasePartiesChangeInput,
    checkId: number,
    fresh: readonly CasePartyInput[],
  ): Promise<void> {
    const partnerId = team.find((member) => member.role === TEAM_ROLE.partner)?.userId ?? null;
    const names = fresh.map((party) => party.name).join('、');
    try {
      await this.engine.submit(
        ctx,
        {
          businessType: CASE_PARTIES_BUSINESS_TYPE,
          recordId: '',
          title: translate(ctx.lang, 'case.partyChangeTitle', {
            case: `${project.number ?? ''}:${project.nameCn}`,
            names,
          }),
          facts: { casePartnerId: partnerId },
        },
        async (tx) => {
          await this.lockOpen(ctx, project.projectId, tx);
          const [change] = await tx
            .insert(projectPartyChanges)
            .values({
              projectId: project.projectId,
              parties: input.parties.map(partyFacts),
              reason: input.reason,
              checkId,
              createdBy: ctx.actor.userId,
              updatedBy: ctx.actor.userId,
            })
            .returning();
          await this.event(tx, ctx, project, 'parties.requested', input.reason, String(checkId));
          await recordAudit(tx, ctx, {
            action: 'insert',
            entity: 'projectPartyChange',
            entityId: change!.changeId,
            before: { parties: await this.partiesOf(project.projectId, tx) },
            after: change,
          });
          return { recordId: String(change!.changeId) };
        },
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('case.partyChangePending');
      throw error;
    }
  }

  /** Writes the parties and their index entries, with the event and the audit row, in `tx`. */
  private async apply(
    tx: Executor,
    ctx: SignedInContext,
    project: ProjectRow,
    parties: readonly CasePartyInput[],
    reason: string,
    checkId: number | null,
    change?: ChangeRow,
  ): Promise<void> {
    const before = await this.partiesOf(project.projectId, tx);
    await writeParties(tx, this.index, project.projectId, project.clientId, parties);
    await tx
      .update(projects)
      .set({ updatedAt: new Date(), updatedBy: ctx.actor.userId })
      .where(eq(projects.projectId, project.projectId));
    await this.event(tx, ctx, project, 'parties.changed', reason, checkId === null ? '' : String(checkId));
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'projectParties',
      entityId: project.projectId,
      before: { parties: before },
      after: { parties: parties.map(partyFacts), reason, checkId, changeId: change?.changeId ?? null },
    });
  }

  /** One change waits at a time: a second would be checked against parties about to change. */
  private async assertNoneWaiting(projectId: number, tx: Executor): Promise<void> {
    const [waiting] = await tx
      .select({ changeId: projectPartyChanges.changeId })
      .from(projectPartyChanges)
      .where(and(eq(projectPartyChanges.projectId, projectId), eq(projectPartyChanges.status, 'pending')));
    if (waiting) throw conflict('case.partyChangePending');
  }

  private async lockOpen(ctx: SignedInContext, projectId: number, tx: Executor): Promise<ProjectRow> {
    const locked = await this.cases.lockVisible(ctx, projectId, tx);
    if (locked.status !== CASE_STATUS.active) throw conflict('case.partiesNotEditable');
    return locked;
  }

  private async partiesOf(projectId: number, tx: Executor): Promise<CasePartyInput[]> {
    const rows = await tx
      .select()
      .from(projectParties)
      .where(eq(projectParties.projectId, projectId))
      .orderBy(projectParties.orderNum);
    return rows.map(partyFacts);
  }

  private async event(
    tx: Executor,
    ctx: SignedInContext,
    project: ProjectRow,
    action: string,
    comment: string,
    detail: string,
  ): Promise<void> {
    await tx.insert(projectEvents).values({
      projectId: project.projectId,
      action,
      fromStatus: project.status,
      toStatus: project.status,
      comment,
      detail,
      actorId: ctx.actor.userId,
    });
  }
}

/** The party change of a case waiting for its partner, as the case's detail shows it. */
export async function pendingPartyChangeOf(
  tx: Executor,
  projectId: number,
  peopleByIds: CaseCollaborators['peopleByIds'],
): Promise<PendingPartyChange | null> {
  const [row] = await tx
    .select()
    .from(projectPartyChanges)
    .where(and(eq(projectPartyChanges.projectId, projectId), eq(projectPartyChanges.status, 'pending')));
  return row ? changeView(tx, row, peopleByIds) : null;
}

async function changeView(
  tx: Executor,
  row: ChangeRow,
  peopleByIds: CaseCollaborators['peopleByIds'],
): Promise<PendingPartyChange> {
  // Counted, not shown: the case's check history shows the hits, each behind its wall.
  const [hits] = await tx
    .select({ total: count() })
    .from(conflictHits)
    .where(eq(conflictHits.checkId, row.checkId));
  const people = await peopleByIds([row.createdBy ?? 0], tx);
  return {
    changeId: row.changeId,
    parties: row.parties,
    reason: row.reason,
    checkId: row.checkId,
    hits: hits?.total ?? 0,
    requestedBy: row.createdBy ?? 0,
    requestedByName: people.get(row.createdBy ?? 0)?.nickName ?? '',
    requestedAt: row.createdAt.toISOString(),
    instanceId: row.instanceId,
  };
}
