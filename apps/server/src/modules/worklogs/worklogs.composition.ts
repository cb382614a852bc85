import { formatIsoDate, type LiveMessage } from '@venus/shared';
import type { Database } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { ApprovalBusinessTypes } from '../approvals/approval-business-types.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import type { ClosingChecks } from '../projects/closing-checks.ts';
import { WorklogAccess } from './worklog-access.ts';
import { worklogBusinessType } from './worklog-approvals.ts';
import { WorklogBilling } from './worklog-billing.ts';
import { WorklogImportService } from './worklog-import.service.ts';
import { type AgreedRateLookup, type LevelOnDay, WorklogRates } from './worklog-rates.ts';
import { WorklogRecords } from './worklog-record.ts';
import { type Timekeeper, WorklogReminders } from './worklog-reminders.ts';
import { type WorklogApprovals, WorklogReviewService } from './worklog-review.service.ts';
import { WorklogScoreService } from './worklog-score.service.ts';
import { pendingTimeCheck, unbilledTimeCheck, WorklogSums } from './worklog-sums.ts';
import { WorklogTimersService } from './worklog-timers.service.ts';
import type { CalendarBetween, WorklogCases, WorklogPeople } from './worklogs.collaborators.ts';
import { WorklogsService } from './worklogs.service.ts';

/** What timekeeping needs from the rest of the server (wired in services.ts). */
export interface WorklogsDeps {
  db: Database;
  cases: WorklogCases;
  people: WorklogPeople;
  calendarBetween: CalendarBetween;
  closingChecks: Pick<ClosingChecks, 'register'>;
  /** The server's calendar day; tests may pin it. */
  today?: () => string;
  /** Billing's agreed rates (case level rates, the rate card), asked when an entry is valued. */
  agreedRates?: AgreedRateLookup;
  /** The level a person held on a day, from the staff level history (decision 0059). */
  levelOn?: LevelOnDay;
  // Review, import and reminders:
  /** The approvals engine, where the worklog business type is registered. */
  engine: WorklogApprovals['engine'];
  businessTypes: Pick<ApprovalBusinessTypes, 'register'>;
  taskCentre: Pick<TaskCentreService, 'findPendingTasks' | 'findInstanceState' | 'findLastComment'>;
  /** People in service who record time (hold worklog:myWorklog:write through a role). */
  timekeepers: () => Promise<Timekeeper[]>;
  mailer: Mailer;
  warn: (error: unknown, message: string) => void;
  /** Most rows one import may hold (config `sys.export.maxRows`). */
  maxImportRows: () => Promise<number>;
  // The timer (helper C) adds its collaborators here.
  /** Live messages to every socket of a person (timerMsg). */
  sendToUser: (userId: number, message: LiveMessage) => Promise<void>;
}

/** Builds timekeeping (issue 10, decision 0026): entries, review, import, reminders and timers. */
export function createWorklogs(deps: WorklogsDeps) {
  const today = deps.today ?? (() => formatIsoDate(new Date()));

  // ── Entries, lists, week, rates, case sums and narrative scores ──
  const worklogAccess = new WorklogAccess(deps.cases);
  const worklogRecords = new WorklogRecords(deps.cases, deps.people, worklogAccess);
  const worklogRates = new WorklogRates(deps.db, deps.agreedRates ?? null, deps.levelOn);
  const worklogScores = new WorklogScoreService(deps.db, deps.cases, deps.people, worklogAccess);
  const worklogs = new WorklogsService(deps.db, {
    cases: deps.cases,
    people: deps.people,
    access: worklogAccess,
    records: worklogRecords,
    rates: worklogRates,
    scores: worklogScores,
    calendarBetween: deps.calendarBetween,
    today,
  });
  const worklogSums = new WorklogSums(deps.db, deps.cases);
  // Billing reserves, bills and releases time through this, never through the tables.
  const worklogBilling = new WorklogBilling(deps.db, deps.people);
  deps.closingChecks.register(pendingTimeCheck());
  deps.closingChecks.register(unbilledTimeCheck());

  // ── Review: submit, confirm, send back, adjust, write off; import; reminders ──
  deps.businessTypes.register(
    worklogBusinessType((instanceId, tx) => deps.taskCentre.findLastComment(instanceId, tx)),
  );
  const worklogReview = new WorklogReviewService(deps.db, {
    cases: deps.cases,
    access: worklogAccess,
    records: worklogRecords,
    scores: worklogScores,
    entries: worklogs,
    approvals: {
      engine: deps.engine,
      pendingTasks: (instanceIds, tx) => deps.taskCentre.findPendingTasks(instanceIds, tx),
      instanceStatus: async (instanceId, tx) =>
        (await deps.taskCentre.findInstanceState(instanceId, tx))?.status ?? null,
    },
  });
  const worklogImport = new WorklogImportService(deps.db, {
    entries: worklogs,
    cases: deps.cases,
    maxRows: deps.maxImportRows,
    today,
  });
  const worklogReminders = new WorklogReminders({
    db: deps.db,
    timekeepers: deps.timekeepers,
    calendarBetween: deps.calendarBetween,
    sendToUser: deps.sendToUser,
    mailer: deps.mailer,
    warn: deps.warn,
  });

  // ── Timer ──
  // A stopped timer becomes a draft through the entry rules, inside the timer's transaction.
  const worklogTimers = new WorklogTimersService(deps.db, {
    cases: deps.cases,
    createEntry: (ctx, entry, tx) => worklogs.createEntry(ctx, entry, tx),
    assertBillableCase: async (ctx, projectId, tx) => {
      await worklogs.billableCase(ctx.actor.userId, projectId, tx);
    },
    sendToUser: deps.sendToUser,
    warn: deps.warn,
    today,
  });

  return {
    worklogs,
    worklogReview,
    worklogImport,
    worklogReminders,
    worklogTimers,
    worklogAccess,
    worklogRecords,
    worklogScores,
    worklogSums,
    worklogBilling,
  };
}
