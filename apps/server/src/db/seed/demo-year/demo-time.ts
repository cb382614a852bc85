import {
  addDays,
  chooseRate,
  DEFAULT_SCORE_RULES,
  entryAmount,
  FEE_TYPE,
  hoursToTenths,
  scoreNarrative,
  TEAM_ROLE,
  tenthsToHours,
  translate,
  WORKLOG_BUSINESS_TYPE,
  type WorklogStatus,
} from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import { worklogSubmissions, worklogs } from '../../schema.ts';
import { type TrailEnding, walkApproval } from './approval-trail.ts';
import type { DemoContext } from './demo-context.ts';
import type { Absences } from './demo-leave.ts';
import type { Person } from './firm.ts';
import { insertJsonRows } from './json-rows.ts';
import { momentOf, workingDayAfter, workingDaysBetween } from './moments.ts';
import {
  NARRATIVES,
  type Narrative,
  NON_BILLABLE,
  SUPPORT_LITIGATION,
  SUPPORT_NARRATIVES,
  VAGUE,
  WRITE_OFF_REASONS,
} from './narratives.data.ts';

/** A case time may be recorded on, and the days it was open for time. */
export interface TimeCase {
  projectId: number;
  number: string | null;
  nameCn: string;
  clientId: number;
  /** A foreign client's team writes most narratives in English. */
  foreignClient: boolean;
  practiceArea: string;
  projectType: string;
  feeType: string;
  currency: string;
  team: { person: Person; role: string; hourlyRate: string | null }[];
  partner: Person;
  firstDay: string;
  lastDay: string;
}

/** A day's recorded hours, in tenths, by level: partners record less, associates most. */
const DAY_TENTHS: Readonly<Record<string, readonly [number, number]>> = {
  partner: [30, 55],
  counsel: [45, 70],
  seniorAssociate: [50, 80],
  associate: [50, 85],
  paralegal: [25, 50],
};

const ROLE_WEIGHT: Readonly<Record<string, number>> = {
  [TEAM_ROLE.lead]: 4,
  [TEAM_ROLE.member]: 3,
  [TEAM_ROLE.partner]: 2,
  [TEAM_ROLE.secretary]: 2,
};

const SEND_BACK_COMMENTS = [
  '请补充工作内容描述，客户要求写明具体文件名称。',
  'Please split the 6-hour entry by task.',
];

type WorklogRow = typeof worklogs.$inferInsert & { worklogId: number };

/** The month a date falls in: the firm's timekeepers send each month's time by case. */
function periodOf(day: string): string {
  return day.slice(0, 7);
}

/**
 * A year of time for every fee earner, on the cases they were on while those were open: about
 * as many hours a working day as their level records, none on leave, holidays or weekends. The
 * last week is in drafts; the two before wait on the partners (submitted); older time is
 * confirmed, a few written off by finance or adjusted by the partner. Billable confirmed time
 * is on active and closed cases across the whole year, for billing to take.
 */
export async function seedTime(
  tx: Executor,
  ctx: DemoContext,
  cases: readonly TimeCase[],
  absences: Absences,
  departed: ReadonlyMap<number, string>,
): Promise<void> {
  const { firm, calendar, today, firstDay } = ctx;
  const prng = ctx.prng.fork('time');
  const yesterday = addDays(today, -1);
  const days = workingDaysBetween(firstDay, yesterday, calendar);
  const draftFrom = days[Math.max(0, days.length - 5)]!;
  const pendingFrom = days[Math.max(0, days.length - 15)]!;
  const groups = firm.groups;
  const entries: WorklogRow[] = [];

  for (const person of firm.people) {
    if (!person.level || !person.rate) continue;
    const leftOn = departed.get(person.userId);
    if (!person.inService && !leftOn) continue;
    const mine = cases.filter((kase) => kase.team.some((member) => member.person.userId === person.userId));
    if (mine.length === 0) continue;
    const away = absences.get(person.userId);
    const [low, high] = DAY_TENTHS[person.level] ?? [30, 60];
    for (const day of days) {
      if (leftOn && day >= leftOn) break;
      const absence = away?.get(day);
      if (absence === 'full') continue;
      const open = mine.filter((kase) => kase.firstDay <= day && day <= kase.lastDay);
      if (open.length === 0 || prng.chance(0.06)) continue;
      let tenths = prng.int(low, high);
      if (absence) tenths = Math.round(tenths / 2);
      // A long day is several entries: one block of eight hours says little to the client.
      const count = Math.min(
        Math.max(prng.int(1, 3), Math.ceil(tenths / 40)),
        open.length * 2,
        Math.floor(tenths / 3),
      );
      let left = tenths;
      for (let n = 0; n < count; n++) {
        const share =
          n === count - 1 ? left : Math.max(3, Math.round((left / (count - n)) * (0.6 + prng.next() * 0.8)));
        const hoursTenths = Math.min(share, left - 3 * (count - n - 1));
        left -= hoursTenths;
        if (hoursTenths < 1) continue;
        const kase = prng.weighted(
          open.map(
            (item) => [item, ROLE_WEIGHT[item.team.find((m) => m.person === person)!.role] ?? 1] as const,
          ),
        );
        entries.push(entryOf(ctx, prng, person, kase, day, hoursTenths, groups));
      }
    }
  }

  // Submissions per person, case and month; the entries follow their submission's approval.
  const bySubmission = new Map<string, WorklogRow[]>();
  for (const entry of entries) {
    if (entry.workDate >= draftFrom) continue;
    const key = `${entry.userId}|${entry.projectId}|${periodOf(entry.workDate)}`;
    const group = bySubmission.get(key);
    if (group) group.push(entry);
    else bySubmission.set(key, [entry]);
  }
  const caseOf = new Map(cases.map((kase) => [kase.projectId, kase]));
  const definition = firm.definitions.get(WORKLOG_BUSINESS_TYPE)!;
  const submissions: (typeof worklogSubmissions.$inferInsert)[] = [];
  const finance = firm.withRole('finance');
  // The corporate partner hands a few of his confirmations to the senior associate who leads the
  // case, so the demo lawyer's task centre has work too.
  const partnerWho = firm.byName('wangjianguo');
  const helper = firm.byName('sunyue');
  let handOvers = 3;
  for (const group of bySubmission.values()) {
    group.sort((a, b) => a.workDate.localeCompare(b.workDate));
    const person = firm.byId.get(group[0]!.userId)!;
    const kase = caseOf.get(group[0]!.projectId)!;
    const lastDay = group.at(-1)!.workDate;
    const sendDay = workingDayAfter(lastDay, lastDay >= pendingFrom ? 0 : prng.int(0, 2), calendar);
    const submittedAt = momentOf(sendDay >= today ? lastDay : sendDay, prng.int(17, 20), prng.int(0, 59));
    const recent = lastDay >= pendingFrom;
    let ending: TrailEnding = 'approved';
    if (recent)
      ending = prng.weighted<TrailEnding>([
        ['pending', 7],
        ['approved', 3],
        ['sentBack', 1],
      ]);
    const handOver =
      recent &&
      handOvers > 0 &&
      kase.partner === partnerWho &&
      person !== partnerWho &&
      person !== helper &&
      kase.team.some((member) => member.person === helper && member.role === TEAM_ROLE.lead);
    if (handOver) {
      handOvers -= 1;
      ending = 'pending';
    }
    const submissionId = ctx.ids.submission.next();
    const tenths = group.reduce((sum, entry) => sum + (hoursToTenths(String(entry.hours)) ?? 0), 0);
    const trail = walkApproval(ctx.trailContext, {
      definitionId: definition.definitionId,
      businessType: WORKLOG_BUSINESS_TYPE,
      recordId: String(submissionId),
      title: translate('cn', 'worklog.submissionTitle', {
        name: person.nickName,
        project: kase.nameCn,
        hours: tenthsToHours(tenths),
        from: group[0]!.workDate,
        to: lastDay,
      }),
      applicant: person,
      applicantDeptId: person.deptId,
      facts: { casePartnerId: kase.partner.userId },
      steps: definition.steps.map((step) => ({
        key: step.key,
        taskCode: step.taskCode,
        approverIds: [kase.partner.userId],
      })),
      submittedAt,
      // The partner's own time skips the step: it is confirmed as it is sent.
      ending: kase.partner === person ? 'approved' : ending,
      stopAt: 'partner',
      comment: prng.pick(SEND_BACK_COMMENTS),
      transferTo: handOver ? helper.userId : undefined,
    });
    ctx.approvals.instances.push(trail.instance);
    ctx.approvals.tasks.push(...trail.tasks);
    ctx.approvals.events.push(...trail.events);
    const instanceStatus = trail.instance.status;
    const status =
      instanceStatus === 'approved' ? 'confirmed' : instanceStatus === 'running' ? 'submitted' : 'sentBack';
    const entryStatus: WorklogStatus =
      status === 'confirmed' ? 'confirmed' : status === 'submitted' ? 'submitted' : 'draft';
    const decidedAt = trail.instance.updatedAt as Date;
    submissions.push({
      submissionId,
      userId: person.userId,
      projectId: kase.projectId,
      instanceId: trail.instance.instanceId,
      status,
      comment:
        status === 'sentBack' ? (trail.events.find((e) => e.action === 'sendBack')?.comment ?? '') : '',
      createdAt: submittedAt,
      createdBy: person.userId,
      updatedAt: decidedAt,
      updatedBy: trail.instance.updatedBy,
    });
    const worklogIds = group.map((entry) => entry.worklogId);
    ctx.audit.add(submittedAt, person, {
      action: 'submit',
      entity: 'worklogSubmission',
      entityId: submissionId,
      after: { submissionId, worklogIds },
    });
    for (const change of trail.changes) {
      if (change.kind === 'stepCompleted') continue;
      ctx.audit.add(change.at, change.actor, {
        action: change.kind,
        entity: 'worklogSubmission',
        entityId: submissionId,
        after: { submissionId, status, entries: { worklogIds, status: entryStatus } },
      });
    }
    for (const entry of group) {
      entry.submissionId = submissionId;
      entry.status = entryStatus;
      entry.updatedAt = decidedAt;
      entry.updatedBy = trail.instance.updatedBy;
    }
    if (entryStatus !== 'confirmed') continue;
    // Now and then the partner trims a confirmed entry, or finance writes one off.
    for (const entry of group) {
      const roll = prng.next();
      if (roll < 0.012 && kase.partner !== person && Number(entry.hours) >= 1.5) {
        const adjusted = tenthsToHours((hoursToTenths(String(entry.hours)) ?? 0) - 5);
        ctx.audit.add(decidedAt, kase.partner, {
          action: 'adjust',
          entity: 'worklog',
          entityId: entry.worklogId,
          before: { hours: entry.hours },
          after: { hours: adjusted },
        });
        entry.originalHours = String(entry.hours);
        entry.hours = adjusted;
        entry.adjustReason = '部分工作与前一日记录重复，调减0.5小时。';
        entry.amount = entryAmount(adjusted, String(entry.rate), entry.billable ?? true);
      } else if (roll > 0.99 && entry.billable) {
        const officer = prng.pick(finance);
        const at = momentOf(workingDayAfter(entry.workDate, prng.int(20, 40), calendar), prng.int(10, 17));
        if (at >= ctx.now) continue;
        entry.status = 'writtenOff';
        entry.writeOffReason = prng.pick(WRITE_OFF_REASONS);
        entry.updatedAt = at;
        entry.updatedBy = officer.userId;
        ctx.audit.add(at, officer, {
          action: 'writeOff',
          entity: 'worklog',
          entityId: entry.worklogId,
          before: { status: 'confirmed' },
          after: { status: 'writtenOff', writeOffReason: entry.writeOffReason },
        });
      }
    }
  }
  await insertJsonRows(tx, worklogs, entries);
  await insertJsonRows(tx, worklogSubmissions, submissions);
}

function narrativeFor(
  prng: DemoContext['prng'],
  person: Person,
  kase: TimeCase,
  groups: DemoContext['firm']['groups'],
  /** Up to an hour: the only entries someone writes a word or two for. */
  short: boolean,
): { narrative: Narrative; billable: boolean } {
  const litigation = kase.projectType === '1' || kase.projectType === '2';
  if (prng.chance(0.05)) return { narrative: prng.pick(NON_BILLABLE), billable: false };
  if (short && prng.chance(0.06)) return { narrative: prng.pick(VAGUE), billable: true };
  const group = groups.find((item) => item.practiceArea === kase.practiceArea)!;
  const pool =
    person.level === 'paralegal'
      ? [...SUPPORT_NARRATIVES, ...(litigation ? SUPPORT_LITIGATION : [])]
      : NARRATIVES[group.key];
  const english = kase.foreignClient ? prng.chance(0.7) : prng.chance(0.04);
  const inLanguage = pool.filter(([text]) => /^[A-Za-z]/.test(text) === english);
  return { narrative: prng.pick(inLanguage.length > 0 ? inLanguage : pool), billable: true };
}

function entryOf(
  ctx: DemoContext,
  prng: DemoContext['prng'],
  person: Person,
  kase: TimeCase,
  day: string,
  tenths: number,
  groups: DemoContext['firm']['groups'],
): WorklogRow {
  const { narrative, billable } = narrativeFor(prng, person, kase, groups, tenths <= 10);
  const [text, activityCode, task = ''] = narrative;
  const taskCode = kase.projectType === '1' || kase.projectType === '2' ? task : '';
  const member = kase.team.find((item) => item.person === person)!;
  const rate = chooseRate({
    caseMemberRate: kase.feeType === FEE_TYPE.hourly ? member.hourlyRate : null,
    caseCurrency: kase.currency,
    standardRate: { rate: person.rate!, currency: 'CNY' },
  });
  const hours = tenthsToHours(tenths);
  const scored = scoreNarrative(
    { narrative: text, billable, taskCode, clientId: kase.clientId },
    DEFAULT_SCORE_RULES,
  );
  const createdAt = momentOf(day, prng.int(17, 21), prng.int(0, 59));
  const worklogId = ctx.ids.worklog.next();
  ctx.audit.add(createdAt, person, {
    action: 'insert',
    entity: 'worklog',
    entityId: worklogId,
    after: { worklogId, projectId: kase.projectId, workDate: day, hours, narrative: text },
  });
  return {
    worklogId,
    userId: person.userId,
    projectId: kase.projectId,
    workDate: day,
    hours,
    billable,
    activityCode,
    taskCode,
    narrative: text,
    rate: rate.rate,
    currency: rate.currency,
    rateSource: rate.source,
    amount: entryAmount(hours, rate.rate, billable),
    status: 'draft',
    submissionId: null,
    score: scored.score,
    scoreReasons: scored.reasons,
    createdAt,
    createdBy: person.userId,
    updatedAt: createdAt,
    updatedBy: person.userId,
  };
}
