import {
  addDays,
  type HalfDay,
  isWorkingDay,
  type LeaveType,
  leaveDays,
  translate,
  yearOf,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import { LEAVE_BUSINESS_TYPE, OVERTIME_BUSINESS_TYPE } from '../../../modules/leave/absence-approvals.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { depts, leaveRequests, overtimeRequests } from '../../schema.ts';
import { type Trail, type TrailEnding, walkApproval } from './approval-trail.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { insertJsonRows } from './json-rows.ts';
import { momentOf, workingDayAfter } from './moments.ts';

/** Who heads each support department (practice groups are led by their partner already). */
const SUPPORT_HEADS = {
  finance: 'lvjianhua',
  hr: 'panling',
  administration: 'chengpeng',
  it: 'admin',
} as const;

/** A person's days away: full days and half days, so no time is recorded on them. */
export type Absences = Map<number, Map<string, 'full' | 'am' | 'pm'>>;

const REASONS: Readonly<Record<LeaveType, readonly string[]>> = {
  annual: ['家庭出游', '回老家探亲', '个人事务', 'Family holiday'],
  sick: ['感冒发烧，需休息', '门诊复查', 'Dental surgery'],
  personal: ['办理房屋过户手续', '孩子学校家长会'],
  marriage: ['婚假'],
  maternity: ['产假'],
  paternity: ['陪产假'],
  bereavement: ['直系亲属丧事'],
  compensatory: ['调休'],
};

/** Sets the support departments' heads, so their people's leave has someone to go to. */
export async function seedSupportHeads(tx: Executor, ctx: DemoContext): Promise<void> {
  for (const [unit, userName] of Object.entries(SUPPORT_HEADS)) {
    const head = ctx.firm.byName(userName);
    const deptId = ctx.firm.people.find((person) => person.unit === unit)!.deptId;
    await tx.update(depts).set({ leaderId: head.userId }).where(eq(depts.deptId, deptId));
    ctx.audit.add(momentOf(ctx.firstDay, 9), ctx.firm.byName('admin'), {
      action: 'update',
      entity: 'dept',
      entityId: deptId,
      after: { deptId, leaderId: head.userId },
    });
  }
}

/** Who heads a person's department: the practice group's partner, or the support head set above. */
export function departmentHeads(firm: DemoContext['firm']): (person: Person) => number | null {
  const heads = new Map<number, number>();
  for (const group of firm.groups) heads.set(group.deptId, group.partner.userId);
  for (const [unit, userName] of Object.entries(SUPPORT_HEADS))
    heads.set(firm.people.find((person) => person.unit === unit)!.deptId, firm.byName(userName).userId);
  return (person) => heads.get(person.deptId) ?? null;
}

interface AbsenceDeps {
  headOf(person: Person): number | null;
  hr: number[];
}

/**
 * A year of leave and overtime for everyone in service: annual and sick leave, a wedding, a
 * birth, in every state (approved, rejected, withdrawn, sent back, and waiting on the department
 * head or HR for the weeks ahead), and weekend overtime. Answers the days each person was away.
 */
export async function seedLeave(tx: Executor, ctx: DemoContext): Promise<Absences> {
  const { firm, prng, calendar, today, firstDay } = ctx;
  const prngLeave = prng.fork('leave');
  const deps: AbsenceDeps = {
    headOf: departmentHeads(ctx.firm),
    hr: firm.withRole('hr').map((p) => p.userId),
  };
  const leaveDef = firm.definitions.get(LEAVE_BUSINESS_TYPE)!;
  const overtimeDef = firm.definitions.get(OVERTIME_BUSINESS_TYPE)!;
  const absences: Absences = new Map();
  const leaves: (typeof leaveRequests.$inferInsert)[] = [];
  const overtimes: (typeof overtimeRequests.$inferInsert)[] = [];
  const keep = (trail: Trail) => {
    ctx.approvals.instances.push(trail.instance);
    ctx.approvals.tasks.push(...trail.tasks);
    ctx.approvals.events.push(...trail.events);
  };
  const statusOf = (trail: Trail) =>
    trail.instance.status === 'running' ? 'approving' : (trail.instance.status as 'approved');
  // Chance alone once left a partner with no leave to approve; one person per group is chosen to ask.
  const asksTheirHead = new Set(
    firm.groups.map(
      (group) =>
        firm.people.find((p) => p.inService && p.deptId === group.deptId && p.userId !== group.partner.userId)
          ?.userId,
    ),
  );

  for (const person of firm.people.filter((p) => p.inService)) {
    const away = new Map<string, 'full' | 'am' | 'pm'>();
    absences.set(person.userId, away);
    const annualTaken = new Map<number, number>();
    const wishes: { type: LeaveType; length: number; from: number; to: number; waitsOnHead?: boolean }[] = [
      { type: 'annual', length: prngLeave.int(2, 5), from: 20, to: 160 },
      { type: 'annual', length: prngLeave.int(1, 3), from: 170, to: 330 },
      { type: 'sick', length: prngLeave.int(1, 2), from: 10, to: 350 },
      // The weeks ahead: requests still on their way.
      {
        waitsOnHead: asksTheirHead.has(person.userId),
        type: prngLeave.chance(0.7) ? 'annual' : 'personal',
        length: prngLeave.int(1, 4),
        from: 370,
        to: 400,
      },
    ];
    if (prngLeave.chance(0.3)) wishes.push({ type: 'sick', length: 1, from: 200, to: 360 });
    if (person.userName === 'majunjie') wishes.push({ type: 'marriage', length: 10, from: 120, to: 140 });
    if (person.userName === 'hubin') wishes.push({ type: 'paternity', length: 15, from: 230, to: 240 });
    if (person.userName === 'zenghui') wishes.push({ type: 'bereavement', length: 3, from: 60, to: 80 });
    for (const wish of wishes) {
      // Personal leave, so this year's annual days cannot crowd it out.
      if (wish.waitsOnHead) wish.type = 'personal';
      const start = workingDayAfter(addDays(firstDay, prngLeave.int(wish.from, wish.to)), 0, calendar);
      const halfStart: HalfDay = wish.type === 'sick' && prngLeave.chance(0.3) ? 'pm' : 'am';
      let end = start;
      for (let n = 1; n < wish.length; n++) end = workingDayAfter(end, 1, calendar);
      const period = { start, startHalf: halfStart, end, endHalf: 'pm' as HalfDay };
      let clash = false;
      for (let day = start; day <= end; day = addDays(day, 1)) if (away.has(day)) clash = true;
      if (clash) continue;
      const days = leaveDays(period, calendar);
      if (wish.type === 'annual') {
        const taken = annualTaken.get(yearOf(start)) ?? 0;
        if (taken + days > 9) continue;
        annualTaken.set(yearOf(start), taken + days);
      }
      const future = start >= today;
      const submittedDay = future
        ? addDays(today, -Math.min(prngLeave.int(1, 6), wish.waitsOnHead ? 1 : 6))
        : wish.type === 'sick'
          ? start
          : addDays(start, -prngLeave.int(3, 15));
      const submittedAt = momentOf(submittedDay, prngLeave.int(9, 17), prngLeave.int(0, 59));
      let ending: TrailEnding = 'approved';
      let stopAt: string | undefined;
      if (future) {
        ending = prngLeave.weighted<TrailEnding>([
          ['pending', 6],
          ['approved', 3],
          ['sentBack', 1],
        ]);
        stopAt =
          ending === 'pending' ? prngLeave.pick(['head', 'hr']) : ending === 'sentBack' ? 'head' : undefined;
        if (wish.waitsOnHead) [ending, stopAt] = ['pending', 'head'];
      } else if (wish.type === 'annual') {
        ending = prngLeave.weighted<TrailEnding>([
          ['approved', 16],
          ['rejected', 1],
          ['withdrawn', 1],
        ]);
        stopAt = ending === 'approved' ? undefined : 'head';
      }
      const headId = deps.headOf(person);
      // A step the applicant would approve alone is skipped; wait on the other one instead.
      if (stopAt === 'head' && headId === person.userId) stopAt = 'hr';
      if (stopAt === 'hr' && deps.hr.every((id) => id === person.userId)) stopAt = 'head';
      const leaveId = ctx.ids.leave.next();
      const typeName = translate('cn', `leave.types.${wish.type}`);
      const title = translate('cn', 'leave.title', {
        name: person.nickName,
        type: typeName,
        days,
        start,
        end,
      });
      const trail = walkApproval(ctx.trailContext, {
        definitionId: leaveDef.definitionId,
        businessType: LEAVE_BUSINESS_TYPE,
        recordId: String(leaveId),
        title,
        applicant: person,
        applicantDeptId: person.deptId,
        facts: { days },
        steps: leaveDef.steps.map((step) => ({
          key: step.key,
          taskCode: step.taskCode,
          approverIds: step.key === 'head' ? (headId === null ? [] : [headId]) : deps.hr,
        })),
        submittedAt,
        ending,
        stopAt,
        comment:
          ending === 'rejected'
            ? '该时段案件集中开庭，请调整休假时间。'
            : ending === 'sentBack'
              ? '请补充工作交接安排后重新提交。'
              : '',
      });
      keep(trail);
      const status = statusOf(trail);
      leaves.push({
        leaveId,
        applicantId: person.userId,
        deptId: person.deptId,
        leaveType: wish.type,
        start,
        startHalf: period.startHalf,
        end,
        endHalf: period.endHalf,
        days: String(days),
        reason: prngLeave.pick(REASONS[wish.type]),
        status,
        instanceId: trail.instance.instanceId,
        createdAt: submittedAt,
        createdBy: person.userId,
        updatedAt: trail.instance.updatedAt,
        updatedBy: trail.instance.updatedBy,
      });
      ctx.audit.add(submittedAt, person, {
        action: 'create',
        entity: 'leaveRequest',
        entityId: leaveId,
        after: { leaveId, leaveType: wish.type, start, end, days, status: 'approving' },
      });
      if (status === 'approved' || status === 'approving')
        for (let day = start; day <= end; day = addDays(day, 1))
          if (isWorkingDay(day, calendar))
            away.set(day, day === start && period.startHalf === 'pm' ? 'pm' : 'full');
    }

    // Weekend work before a signing or a hearing, for those who are not their own head.
    if (person.level && person.role !== 'partner' && prngLeave.chance(0.5)) {
      for (let n = prngLeave.int(1, 3); n > 0; n--) {
        let workDate = addDays(firstDay, prngLeave.int(15, 362));
        while (isWorkingDay(workDate, calendar)) workDate = addDays(workDate, 1);
        if (workDate >= today || away.has(workDate)) continue;
        const hours = `${prngLeave.int(3, 8)}.0`;
        const overtimeId = ctx.ids.overtime.next();
        const submittedAt = momentOf(
          workingDayAfter(workDate, 1, calendar),
          prngLeave.int(9, 12),
          prngLeave.int(0, 59),
        );
        const pending = addDays(workDate, 14) >= today;
        const headId = deps.headOf(person);
        const trail = walkApproval(ctx.trailContext, {
          definitionId: overtimeDef.definitionId,
          businessType: OVERTIME_BUSINESS_TYPE,
          recordId: String(overtimeId),
          title: translate('cn', 'overtime.title', {
            name: person.nickName,
            date: workDate,
            hours: Number(hours),
          }),
          applicant: person,
          applicantDeptId: person.deptId,
          facts: { hours: Number(hours) },
          steps: overtimeDef.steps.map((step) => ({
            key: step.key,
            taskCode: step.taskCode,
            approverIds: headId === null ? [] : [headId],
          })),
          submittedAt,
          ending: pending ? 'pending' : 'approved',
          stopAt: pending ? 'head' : undefined,
        });
        keep(trail);
        overtimes.push({
          overtimeId,
          applicantId: person.userId,
          deptId: person.deptId,
          workDate,
          hours,
          reason: prngLeave.pick([
            '周末准备签约文件',
            '赶交问询回复',
            '开庭前准备证据材料',
            'Weekend closing call',
          ]),
          status: statusOf(trail),
          instanceId: trail.instance.instanceId,
          createdAt: submittedAt,
          createdBy: person.userId,
          updatedAt: trail.instance.updatedAt,
          updatedBy: trail.instance.updatedBy,
        });
        ctx.audit.add(submittedAt, person, {
          action: 'create',
          entity: 'overtimeRequest',
          entityId: overtimeId,
          after: { overtimeId, workDate, hours, status: 'approving' },
        });
      }
    }
  }
  await insertJsonRows(tx, leaveRequests, leaves);
  await insertJsonRows(tx, overtimeRequests, overtimes);
  return absences;
}
