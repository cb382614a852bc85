import type { WorkCalendar } from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import type { Trail, TrailContext } from './approval-trail.ts';
import { AuditTrail } from './audit-trail.ts';
import type { CaseMove } from './case-workflow.ts';
import type { Firm } from './firm.ts';
import { IdCounter } from './ids.ts';
import { dayOf, officeMoment, workingDayAfter } from './moments.ts';
import type { Prng } from './prng.ts';

/** What every part of the demo year shares: the firm, chance, the clock, ids and the trails. */
export interface DemoContext {
  firm: Firm;
  prng: Prng;
  audit: AuditTrail;
  /** The reference date (the day of the first start) and the year before it. */
  today: string;
  firstDay: string;
  /** The reference moment: 08:00 in Beijing on the reference date, before anyone's working day. */
  now: Date;
  calendar: WorkCalendar;
  ids: Record<
    | 'project'
    | 'check'
    | 'instance'
    | 'task'
    | 'submission'
    | 'worklog'
    | 'leave'
    | 'overtime'
    | 'request'
    | 'file',
    IdCounter
  >;
  trailContext: TrailContext;
  /** Rows of every request of the year, written together at the end. */
  approvals: { instances: Trail['instance'][]; tasks: Trail['tasks']; events: Trail['events'] };
  caseMoves: (CaseMove & { projectId: number; comment?: string; detail?: string })[];
}

const ID_COLUMNS = {
  project: ['hk_project', 'project_id'],
  check: ['hk_conflict_check', 'check_id'],
  instance: ['wf_instance', 'instance_id'],
  task: ['wf_task', 'task_id'],
  submission: ['hk_worklog_submission', 'submission_id'],
  worklog: ['hk_worklog', 'worklog_id'],
  leave: ['hr_leave_request', 'leave_id'],
  overtime: ['hr_overtime_request', 'overtime_id'],
  request: ['cr_request', 'request_id'],
  file: ['file_record', 'id'],
} as const;

export async function createDemoContext(
  tx: Executor,
  base: { firm: Firm; prng: Prng; today: string; firstDay: string; now: Date; calendar: WorkCalendar },
): Promise<DemoContext> {
  const ids: Record<string, IdCounter> = {};
  for (const [key, [table, column]] of Object.entries(ID_COLUMNS))
    ids[key] = await IdCounter.of(tx, table, column);
  const audit = new AuditTrail();
  const { prng, calendar, now } = base;
  const choices = prng.fork('approvers');
  return {
    ...base,
    audit,
    ids: ids as DemoContext['ids'],
    approvals: { instances: [], tasks: [], events: [] },
    caseMoves: [],
    trailContext: {
      instanceIds: ids.instance!,
      taskIds: ids.task!,
      audit,
      people: base.firm.byId,
      choose: (approverIds) => choices.pick(approverIds),
      // The next person acts later that day or within two working days, never after `now`.
      later: (after) => {
        const day = workingDayAfter(dayOf(after), choices.int(0, 2), calendar);
        let next = officeMoment(choices, day);
        if (next <= after) next = new Date(after.getTime() + choices.int(20, 180) * 60_000);
        if (next >= now)
          next = new Date(after.getTime() + Math.max(1, (now.getTime() - after.getTime()) / 3));
        return next;
      },
    },
  };
}
