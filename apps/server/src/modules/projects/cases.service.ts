import {
  CASE_NAME_MAX,
  CASE_STATUS,
  type CaseDetail,
  type CaseInput,
  type CaseUpdateInput,
  caseSchema,
  hasPermission,
  isCaseEditableByApplicant,
  type Language,
  localizedName,
  TEAM_ROLE,
} from '@venus/shared';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ConflictIndex } from '../conflicts/conflict-index.service.ts';
import { APPLY_FOR_CASE, CASE_ADMIN_PERMISSIONS, caseAbilities } from './case-abilities.ts';
import type { CaseAccess } from './case-access.ts';
import { pendingPartyChangeOf } from './case-parties.service.ts';
import { assertCaseReferences, caseColumns, type ProjectRow, writeCaseParts } from './case-record.ts';
import { type CaseCollaborators, clientDisplayName } from './projects.collaborators.ts';
import {
  projectEvents,
  projectExpenseTypes,
  projectMembers,
  projectParties,
  projects,
  relatedProjects,
} from './projects.tables.ts';

/** Applying for a case, changing the application, and reading one case (decision 0025). */
export class CasesService {
  constructor(
    private readonly db: Database,
    private readonly access: CaseAccess,
    private readonly index: ConflictIndex,
    private readonly collaborators: CaseCollaborators,
  ) {}

  /** Saves a new application as a draft; the applicant sends it after the conflict check. */
  async create(ctx: SignedInContext, input: CaseInput): Promise<number> {
    return this.db.transaction(async (tx) => {
      await assertCaseReferences(tx, this.collaborators, input, null);
      const [row] = await tx
        .insert(projects)
        .values({
          ...caseColumns(input),
          status: CASE_STATUS.draft,
          applicantId: ctx.actor.userId,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      await writeCaseParts(tx, this.index, row!.projectId, input.clientId, input);
      await recordAudit(tx, ctx, {
        action: 'insert',
        entity: 'project',
        entityId: row!.projectId,
        after: { ...row, parties: input.parties, team: input.team },
      });
      return row!.projectId;
    });
  }

  /** Changes a draft (the applicant or the responsible partner), or any open case (an administrator). */
  /**
   * Spec restart2: a follow-on matter (an appeal, the enforcement after a judgment) opens as a new
   * application carrying the closed case's client, parties, team and fee arrangement, related to
   * it; the applicant checks conflicts and sends it like any other. Members who have left are
   * dropped; the responsible partner must still be at the firm.
   */
  async createFollowOn(ctx: SignedInContext, projectId: number): Promise<number> {
    const project = await this.getVisible(ctx, projectId, this.db);
    if (project.status !== CASE_STATUS.closed) throw conflict('case.followOnNotClosed');
    const team = await this.teamOf(projectId, this.db);
    if (
      !hasPermission(ctx.actor.permissions, APPLY_FOR_CASE) ||
      !team.some((m) => m.userId === ctx.actor.userId)
    )
      throw forbidden();
    const parties = await this.db
      .select()
      .from(projectParties)
      .where(eq(projectParties.projectId, projectId))
      .orderBy(asc(projectParties.orderNum));
    const inService = await this.collaborators.peopleInService(team.map((member) => member.userId));
    const { clientId, officeId, practiceArea, projectType, category, description, currency, restricted } =
      project;
    const input = caseSchema.parse({
      clientId,
      officeId,
      practiceArea,
      projectType,
      category,
      description,
      currency,
      restricted,
      feeType: project.feeType,
      feeAmount: project.feeAmount,
      contingencyRate: project.contingencyRate,
      budget: project.budget,
      nameCn: followOnName(project.nameCn, '（后续）'),
      nameEn: project.nameEn ? followOnName(project.nameEn, ' (follow-on)') : '',
      parties: parties.map(({ role, name, formerNames, aliases, registrationNumber }) => ({
        role,
        name,
        formerNames,
        aliases,
        registrationNumber,
      })),
      team: team
        .filter((member) => member.role === TEAM_ROLE.partner || inService.has(member.userId))
        .map(({ userId, role, hourlyRate }) => ({ userId, role, hourlyRate })),
      relatedProjectIds: [projectId],
      remark: '',
    });
    return this.create(ctx, input);
  }

  async update(ctx: SignedInContext, { projectId, project: input }: CaseUpdateInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.lockVisible(ctx, projectId, tx);
      const team = await this.teamOf(projectId, tx);
      const isAdmin = hasPermission(ctx.actor.permissions, CASE_ADMIN_PERMISSIONS.edit);
      const mayEditDraft =
        before.applicantId === ctx.actor.userId ||
        team.some((member) => member.userId === ctx.actor.userId && member.role === TEAM_ROLE.partner);
      // A reader who may edit the case in no state (finance, a team member) is refused as such,
      // not told about the state (409 is for those who could edit it in another state).
      if (!isAdmin && !mayEditDraft) throw forbidden();
      if (
        !(isAdmin && before.status === CASE_STATUS.active) &&
        !(mayEditDraft && isCaseEditableByApplicant(before.status))
      )
        throw conflict('case.notEditable');
      await assertCaseReferences(tx, this.collaborators, input, projectId);
      const [after] = await tx
        .update(projects)
        .set({ ...caseColumns(input), updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(projects.projectId, projectId))
        .returning();
      await writeCaseParts(tx, this.index, projectId, input.clientId, input);
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'project',
        entityId: projectId,
        before: { ...before, team },
        after: { ...after, parties: input.parties, team: input.team },
      });
    });
  }

  async getDetail(ctx: SignedInContext, projectId: number): Promise<CaseDetail> {
    const project = await this.getVisible(ctx, projectId, this.db);
    const visible = await this.access.visibleCondition(ctx, this.db);
    const [parties, team, related, events, expenseTypes, pendingPartyChange] = await Promise.all([
      this.db
        .select()
        .from(projectParties)
        .where(eq(projectParties.projectId, projectId))
        .orderBy(asc(projectParties.orderNum)),
      this.teamOf(projectId, this.db),
      this.db
        .select({
          id: projects.projectId,
          nameCn: projects.nameCn,
          nameEn: projects.nameEn,
          number: projects.number,
          restricted: projects.restricted,
          status: projects.status,
          clientId: projects.clientId,
          // One query tells which related cases this reader may open (no detail call per case).
          visible: visible ? sql<boolean>`coalesce((${visible}), false)` : sql<boolean>`true`,
        })
        .from(relatedProjects)
        .innerJoin(projects, eq(projects.projectId, relatedProjects.relatedProjectId))
        .where(eq(relatedProjects.projectId, projectId)),
      this.db
        .select()
        .from(projectEvents)
        .where(eq(projectEvents.projectId, projectId))
        .orderBy(desc(projectEvents.at), desc(projectEvents.eventId)),
      this.expenseTypesOf(projectId),
      pendingPartyChangeOf(this.db, projectId, this.collaborators.peopleByIds),
    ]);
    const people = await this.collaborators.peopleByIds([
      ...team.map((member) => member.userId),
      ...events.map((event) => event.actorId),
    ]);
    const clients = await this.collaborators.clientsByIds([
      project.clientId,
      ...related.filter((row) => row.visible).map((row) => row.clientId),
    ]);
    const partner = team.find((member) => member.role === TEAM_ROLE.partner);
    return {
      ...rowView(
        project,
        clientDisplayName(clients.get(project.clientId), ctx.lang),
        partner?.userId ?? null,
        partner
          ? localizedName(
              ctx.lang,
              people.get(partner.userId)?.nickName ?? '',
              people.get(partner.userId)?.nameEn,
            )
          : '',
      ),
      category: project.category,
      description: project.description,
      feeType: project.feeType,
      feeAmount: project.feeAmount,
      contingencyRate: project.contingencyRate,
      currency: project.currency,
      budget: project.budget,
      remark: project.remark,
      billRemind: project.billRemind,
      readyForSettlement: project.readyForSettlement,
      closedAt: project.closedAt?.toISOString() ?? null,
      instanceId: project.instanceId,
      parties: parties.map(({ partyId, role, name, formerNames, aliases, registrationNumber }) => ({
        partyId,
        role,
        name,
        formerNames,
        aliases,
        registrationNumber,
      })),
      team: team.map((member) => {
        const person = people.get(member.userId);
        return {
          userId: member.userId,
          role: member.role,
          hourlyRate: member.hourlyRate,
          nickName: person?.nickName ?? '',
          nameEn: person?.nameEn ?? '',
          userno: person?.userno ?? '',
        };
      }),
      relatedProjects: related.map((row) => relatedView(row, clients, ctx.lang)),
      expenseTypes,
      events: events.map((event) => ({
        eventId: event.eventId,
        action: event.action,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        comment: event.comment,
        actorId: event.actorId,
        actorName: people.get(event.actorId)?.nickName ?? '',
        at: event.at.toISOString(),
      })),
      pendingPartyChange,
      can: caseAbilities(ctx, project, team),
    };
  }

  async teamOf(projectId: number, tx: Executor) {
    return tx.select().from(projectMembers).where(eq(projectMembers.projectId, projectId));
  }

  async expenseTypesOf(projectId: number, tx: Executor = this.db): Promise<string[]> {
    const rows = await tx
      .select({ expenseType: projectExpenseTypes.expenseType })
      .from(projectExpenseTypes)
      .where(eq(projectExpenseTypes.projectId, projectId))
      .orderBy(asc(projectExpenseTypes.expenseType));
    return rows.map((row) => row.expenseType);
  }

  async teamsOf(projectIds: readonly number[], tx: Executor = this.db) {
    if (projectIds.length === 0) return [];
    return tx
      .select()
      .from(projectMembers)
      .where(inArray(projectMembers.projectId, [...projectIds]));
  }

  /** The case if this person may read it; 404 otherwise, exactly as for a case that does not exist. */
  async getVisible(ctx: SignedInContext, projectId: number, tx: Executor): Promise<ProjectRow> {
    const [row] = await tx.select().from(projects).where(eq(projects.projectId, projectId));
    if (!row || !(await this.access.canView(ctx, row, tx))) throw notFound('case.notFound');
    return row;
  }

  /** As getVisible, with the row locked for a change. */
  async lockVisible(ctx: SignedInContext, projectId: number, tx: Executor): Promise<ProjectRow> {
    const [row] = await tx.select().from(projects).where(eq(projects.projectId, projectId)).for('update');
    if (!row || !(await this.access.canView(ctx, row, tx))) throw notFound('case.notFound');
    return row;
  }
}

export function rowView(
  project: ProjectRow,
  clientName: string,
  partnerId: number | null,
  partnerName: string,
) {
  return {
    projectId: project.projectId,
    number: project.number,
    nameCn: project.nameCn,
    nameEn: project.nameEn,
    clientId: project.clientId,
    clientName,
    status: project.status,
    practiceArea: project.practiceArea,
    projectType: project.projectType,
    officeId: project.officeId,
    partnerId,
    partnerName,
    restricted: project.restricted,
    special: project.special,
    applicantId: project.applicantId,
    appliedAt: project.appliedAt?.toISOString() ?? null,
    openedAt: project.openedAt?.toISOString() ?? null,
    createdAt: project.createdAt.toISOString(),
  };
}

/**
 * A related case as this reader may see it: whole when they may open it; outside its wall, a
 * walled case is its number only and an ordinary one its number and name, as in the case picker.
 */
function relatedView(
  row: {
    id: number;
    nameCn: string;
    nameEn: string;
    number: string | null;
    restricted: boolean;
    status: number;
    clientId: number;
    visible: boolean;
  },
  clients: Awaited<ReturnType<CaseCollaborators['clientsByIds']>>,
  lang: Language,
) {
  const name = localizedName(lang, row.nameCn, row.nameEn);
  if (!row.visible)
    return {
      id: row.id,
      number: row.number,
      name: row.restricted ? '' : name,
      visible: false,
      status: null,
      clientName: '',
    };
  return {
    id: row.id,
    number: row.number,
    name,
    visible: true,
    status: row.status,
    clientName: clientDisplayName(clients.get(row.clientId), lang),
  };
}

/** The follow-on's name, within the name's limit. */
function followOnName(name: string, suffix: string): string {
  return `${name.slice(0, CASE_NAME_MAX - suffix.length)}${suffix}`;
}
