import {
  addDays,
  CASE_APPLICATION_BUSINESS_TYPE,
  CASE_CLOSING_BUSINESS_TYPE,
  CASE_STATUS,
  caseTypeCode,
  formatCaseNumber,
  PARTY_ROLE,
  yearOf,
} from '@venus/shared';
import { ConflictIndex } from '../../../modules/conflicts/conflict-index.service.ts';
import { partyIndexEntry } from '../../../modules/conflicts/index-entries.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { insertReturningInBatches } from '../../../platform/db/insert-in-batches.ts';
import {
  type approvalDefinitions,
  projectMembers,
  projectNumberSequences,
  projectParties,
  projects,
  relatedProjects,
} from '../../schema.ts';
import { type Trail, type TrailEnding, walkApproval } from './approval-trail.ts';
import type { CaseMove } from './case-workflow.ts';
import { caseMoves } from './case-workflow.ts';
import { type PlannedCheck, writeChecks } from './conflict-check-rows.ts';
import { CLOSING_REASONS, DECLINE_REASONS, SEND_BACK_REASONS } from './demo-cases.data.ts';
import type { CasePlan, PlannedMember } from './demo-cases.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { insertJsonRows } from './json-rows.ts';
import { dayOf, momentOf } from './moments.ts';

type DefinitionRow = typeof approvalDefinitions.$inferSelect;

/** A case of the year as the other domains need it: who may record time on it, and when. */
export interface DemoCase {
  projectId: number;
  number: string | null;
  nameCn: string;
  clientId: number;
  status: number;
  feeType: string;
  currency: string;
  team: PlannedMember[];
  partner: Person;
  lead: Person;
  applicant: Person;
  restricted: boolean;
  /** Open for time from this day … */
  openedDay: string | null;
  /** … to this day (the request to close), or today. */
  lastTimeDay: string | null;
  closingRequestedAt: Date | null;
  /** Case events the closing writes once the time is known (the checklist's overrides). */
  plan: CasePlan;
}

const APPLICATION_ENDINGS: Readonly<
  Record<CasePlan['fate'], { ending: TrailEnding; stopAt?: string } | null>
> = {
  fresh: null,
  sentBack: { ending: 'sentBack', stopAt: 'partner' },
  withdrawn: { ending: 'withdrawn', stopAt: 'partner' },
  preCheck: { ending: 'pending', stopAt: 'partner' },
  riskReview: { ending: 'pending', stopAt: 'risk' },
  establishment: { ending: 'pending', stopAt: 'establishment' },
  active: { ending: 'approved' },
  closingPartner: { ending: 'approved' },
  closingFinance: { ending: 'approved' },
  closed: { ending: 'approved' },
  declinedPartner: { ending: 'rejected', stopAt: 'partner' },
  declinedEstablishment: { ending: 'rejected', stopAt: 'establishment' },
};

/**
 * Writes the planned cases: rows, teams, parties (in the conflict index), related cases, numbers
 * from the sequence table, conflict checks with answered hits, the application and closing
 * requests through their workflows, the case events and the audit trail.
 */
export async function writeCases(
  tx: Executor,
  ctx: DemoContext,
  plans: readonly CasePlan[],
  definitions: { application: DefinitionRow; closing: DefinitionRow },
): Promise<DemoCase[]> {
  const { firm, prng, audit } = ctx;
  const admins = firm.withRole('admin').map((person) => person.userId);
  const finance = firm.withRole('finance').map((person) => person.userId);
  const riskStep = definitions.application.steps.find((step) => step.key === 'risk');
  const riskPartnerIds = riskStep?.approvers.type === 'user' ? riskStep.approvers.userIds : [];

  // Numbers in the order applications were sent, each year's sequences going on from the table's.
  const sequences = new Map(
    (await tx.select().from(projectNumberSequences)).map((row) => [
      `${row.year}|${row.officeCode}|${row.typeCode}`,
      row.lastValue,
    ]),
  );
  const ordered = [...plans].sort((a, b) =>
    (a.appliedDay ?? a.createdDay).localeCompare(b.appliedDay ?? b.createdDay),
  );
  const idOfKey = new Map<number, number>();
  for (const plan of ordered) idOfKey.set(plan.key, ctx.ids.project.next());

  const rows: (typeof projects.$inferInsert)[] = [];
  const instances: Trail['instance'][] = [];
  const tasks: Trail['tasks'] = [];
  const events: Trail['events'] = [];
  const moves: (CaseMove & { projectId: number; comment?: string; detail?: string })[] = [];
  const demoCases: DemoCase[] = [];
  const checks: PlannedCheck[] = [];

  for (const plan of ordered) {
    const projectId = idOfKey.get(plan.key)!;
    const createdAt = momentOf(plan.createdDay, prng.int(9, 10), prng.int(0, 59));
    const lead = plan.team.find((member) => member.role === '2')!.person;
    let number: string | null = null;
    let status: number = CASE_STATUS.draft;
    let instanceId: number | null = null;
    let appliedAt: Date | null = null;
    let openedAt: Date | null = null;
    let closedAt: Date | null = null;
    let updatedAt = createdAt;
    let updatedBy = plan.applicant.userId;
    const facts = { casePartnerId: plan.partner.userId, amount: plan.budget ?? '0' };

    const trailOf = (
      definition: DefinitionRow,
      businessType: string,
      applicant: Person,
      submittedAt: Date,
      ending: { ending: TrailEnding; stopAt?: string },
      comment: string,
    ) =>
      walkApproval(ctx.trailContext, {
        definitionId: definition.definitionId,
        businessType,
        recordId: String(projectId),
        title: `${number}:${plan.nameCn}`,
        applicant,
        applicantDeptId: applicant.deptId,
        facts,
        steps: definition.steps.map((step) => ({
          key: step.key,
          taskCode: step.taskCode,
          approverIds:
            step.key === 'partner'
              ? [plan.partner.userId]
              : step.key === 'risk'
                ? Number(facts.amount) >= 1_000_000
                  ? riskPartnerIds
                  : null
                : step.key === 'finance'
                  ? finance
                  : admins,
        })),
        submittedAt,
        ending: ending.ending,
        stopAt: ending.stopAt,
        comment,
      });
    const follow = (trail: Trail, closing: boolean, steps: DefinitionRow['steps']) => {
      instances.push(trail.instance);
      tasks.push(...trail.tasks);
      events.push(...trail.events);
      const moved = caseMoves(trail.changes, closing, steps, status);
      moves.push(...moved.moves.map((move) => ({ ...move, projectId })));
      status = moved.status;
      instanceId = trail.instance.instanceId;
      updatedAt = trail.instance.updatedAt as Date;
      updatedBy = trail.instance.updatedBy!;
      const done = trail.changes.find((change) => change.kind === 'approved');
      if (done && !closing) openedAt = done.at;
      if (done && closing) closedAt = done.at;
    };

    const application = APPLICATION_ENDINGS[plan.fate];
    if (plan.appliedDay && application) {
      const key = `${yearOf(plan.appliedDay)}|${plan.officeCode}|${caseTypeCode(plan.projectType)}`;
      const sequence = (sequences.get(key) ?? 0) + 1;
      sequences.set(key, sequence);
      number = formatCaseNumber(yearOf(plan.appliedDay), plan.officeCode, plan.projectType, sequence);
      const checkedAt = momentOf(plan.appliedDay, 11, prng.int(0, 59));
      appliedAt = momentOf(plan.appliedDay, prng.int(14, 16), prng.int(0, 59));
      checks.push({ plan, projectId, at: checkedAt, answeredAt: appliedAt, answerer: plan.applicant });
      audit.add(appliedAt, plan.applicant, {
        action: 'submit',
        entity: 'project',
        entityId: projectId,
        after: { projectId, number, appliedAt },
      });
      const reason =
        application.ending === 'rejected' ? prng.pick(DECLINE_REASONS) : prng.pick(SEND_BACK_REASONS);
      follow(
        trailOf(
          definitions.application,
          CASE_APPLICATION_BUSINESS_TYPE,
          plan.applicant,
          appliedAt,
          application,
          reason,
        ),
        false,
        definitions.application.steps,
      );
    } else if (prng.chance(0.5)) {
      // A draft whose applicant ran the check and has not sent it yet.
      checks.push({
        plan,
        projectId,
        at: momentOf(plan.createdDay, 11, prng.int(0, 59)),
        answeredAt: null,
        answerer: plan.applicant,
      });
    }

    let closingRequestedAt: Date | null = null;
    if (plan.closingDay && status === CASE_STATUS.active) {
      // The lead asks to close (the partner's own request would skip the partner's step).
      const closer = plan.fate === 'closingPartner' || prng.chance(0.8) ? lead : plan.partner;
      closingRequestedAt = momentOf(plan.closingDay, prng.int(10, 11), prng.int(0, 59));
      const reason = prng.pick(CLOSING_REASONS);
      moves.push({
        projectId,
        at: closingRequestedAt,
        actor: closer,
        action: 'closing.request',
        fromStatus: status,
        toStatus: status,
        comment: reason,
      });
      audit.add(closingRequestedAt, closer, {
        action: 'close',
        entity: 'project',
        entityId: projectId,
        after: { reason, overrides: [] },
      });
      const ending: { ending: TrailEnding; stopAt?: string } =
        plan.fate === 'closingPartner'
          ? { ending: 'pending', stopAt: 'partner' }
          : plan.fate === 'closingFinance'
            ? { ending: 'pending', stopAt: 'finance' }
            : { ending: 'approved' };
      follow(
        trailOf(
          definitions.closing,
          CASE_CLOSING_BUSINESS_TYPE,
          closer,
          new Date(closingRequestedAt.getTime() + 60_000),
          ending,
          '',
        ),
        true,
        definitions.closing.steps,
      );
    }

    rows.push({
      projectId,
      number,
      nameCn: plan.nameCn,
      nameEn: plan.nameEn,
      clientId: plan.client.clientId,
      officeId: firm.officeIds.get(plan.officeCode)!,
      practiceArea: plan.group.practiceArea,
      projectType: plan.projectType,
      description: plan.description,
      status,
      feeType: plan.feeType,
      feeAmount: plan.feeAmount,
      contingencyRate: plan.contingencyRate,
      currency: plan.currency,
      budget: plan.budget,
      restricted: plan.restricted,
      applicantId: plan.applicant.userId,
      instanceId,
      appliedAt,
      openedAt,
      closedAt,
      createdAt,
      createdBy: plan.applicant.userId,
      updatedAt,
      updatedBy,
    });
    audit.add(createdAt, plan.applicant, {
      action: 'insert',
      entity: 'project',
      entityId: projectId,
      after: {
        projectId,
        nameCn: plan.nameCn,
        clientId: plan.client.clientId,
        status: CASE_STATUS.draft,
        parties: plan.parties,
        team: plan.team.map((member) => ({
          userId: member.person.userId,
          role: member.role,
          hourlyRate: member.hourlyRate,
        })),
      },
    });
    demoCases.push({
      projectId,
      number,
      nameCn: plan.nameCn,
      clientId: plan.client.clientId,
      status,
      feeType: plan.feeType,
      currency: plan.currency,
      team: plan.team,
      partner: plan.partner,
      lead,
      applicant: plan.applicant,
      restricted: plan.restricted,
      openedDay: openedAt ? dayOf(openedAt) : null,
      lastTimeDay: openedAt ? (closingRequestedAt ? addDays(dayOf(closingRequestedAt), -1) : null) : null,
      closingRequestedAt,
      plan,
    });
  }

  await insertJsonRows(tx, projects, rows);
  await insertJsonRows(
    tx,
    projectMembers,
    demoCases.flatMap((kase) =>
      kase.team.map((member) => ({
        projectId: kase.projectId,
        userId: member.person.userId,
        role: member.role,
        hourlyRate: member.hourlyRate,
      })),
    ),
  );
  await insertJsonRows(
    tx,
    relatedProjects,
    demoCases.flatMap((kase) =>
      kase.plan.relatedKeys.map((key) => ({
        projectId: kase.projectId,
        relatedProjectId: idOfKey.get(key)!,
      })),
    ),
  );
  const parties = await insertReturningInBatches(
    tx,
    projectParties,
    demoCases.flatMap((kase) =>
      kase.plan.parties.map((party, orderNum) => ({ projectId: kase.projectId, ...party, orderNum })),
    ),
  );
  const index = new ConflictIndex(tx as Database);
  await index.replaceMany(
    tx,
    parties.map((party) =>
      partyIndexEntry(
        party,
        party.projectId,
        party.role === PARTY_ROLE.client
          ? rows.find((row) => row.projectId === party.projectId)!.clientId
          : null,
      ),
    ),
  );
  for (const [key, lastValue] of sequences) {
    const [year, officeCode, typeCode] = key.split('|') as [string, string, string];
    await tx
      .insert(projectNumberSequences)
      .values({ year: Number(year), officeCode, typeCode, lastValue })
      .onConflictDoUpdate({
        target: [
          projectNumberSequences.year,
          projectNumberSequences.officeCode,
          projectNumberSequences.typeCode,
        ],
        set: { lastValue },
      });
  }
  ctx.approvals.instances.push(...instances);
  ctx.approvals.tasks.push(...tasks);
  ctx.approvals.events.push(...events);
  ctx.caseMoves.push(...moves);
  await writeChecks(tx, ctx, index, checks);
  return demoCases;
}
