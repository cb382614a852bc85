import { addDays, formatIsoDate, isWorkingDay, type LiveMessage, translate } from '@venus/shared';
import { and, between, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { CalendarBetween } from './worklogs.collaborators.ts';
import { worklogReminders, worklogs } from './worklogs.tables.ts';

/** How many past working days a reminder looks back over: a week's worth. */
export const REMINDER_WORKING_DAYS = 5;
/** Reminders go out from this hour of the server's day, when people have started work. */
export const REMINDER_HOUR = 9;
/** The job looks once an hour; the reminder table makes it send once per person and day. */
const TICK_MS = 60 * 60 * 1000;
/** Calendar days searched for the working days (the Spring Festival closes the firm for a week). */
const SEARCH_DAYS = 31;

/** Someone who records time: holds `worklog:myWorklog:write` through a role, in service. */
export interface Timekeeper {
  userId: number;
  nickName: string;
  email: string;
}

export interface WorklogReminderDeps {
  db: Database;
  /** The users module's answer (wired in services.ts). */
  timekeepers: () => Promise<Timekeeper[]>;
  calendarBetween: CalendarBetween;
  sendToUser: (userId: number, message: LiveMessage) => Promise<void>;
  mailer: Mailer;
  warn: (error: unknown, message: string) => void;
  now?: () => Date;
}

/**
 * The daily reminder of missing time (issue 10 §7, decision 0026): each timekeeper with past
 * working days (holiday calendar) without any time hears it once a day, by live message and
 * e-mail. The reminder row is written first and only the instance whose insert lands sends it,
 * so several server instances remind once.
 */
export class WorklogReminders {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private lastDay = '';

  constructor(private readonly deps: WorklogReminderDeps) {}

  /** Starts the hourly look; the first one comes an hour after start, so a restart does not spam. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run under way (the app is closing). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One look of the job: once per day on this instance, from the reminder hour on. */
  tick(): Promise<void> {
    const now = this.deps.now?.() ?? new Date();
    const today = formatIsoDate(now);
    if (this.running || this.lastDay === today || now.getHours() < REMINDER_HOUR) return Promise.resolve();
    this.running = this.remindMissingTime(today)
      .then(() => {
        this.lastDay = today;
      })
      .catch((error) => this.deps.warn(error, 'worklog reminders failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Reminds everyone with missing days before `today`; answers who was reminded by this call. */
  async remindMissingTime(today: string): Promise<number[]> {
    const days = await this.pastWorkingDays(today);
    const people = await this.deps.timekeepers();
    if (days.length === 0 || people.length === 0) return [];
    const recorded = await this.recordedDays(
      people.map((person) => person.userId),
      days,
    );
    const reminded: number[] = [];
    for (const person of people) {
      const missing = days.filter((day) => !recorded.has(`${person.userId}|${day}`));
      if (missing.length === 0) continue;
      const [claimed] = await this.deps.db
        .insert(worklogReminders)
        .values({ userId: person.userId, remindedOn: today, missingDays: missing })
        .onConflictDoNothing()
        .returning({ userId: worklogReminders.userId });
      if (!claimed) continue;
      reminded.push(person.userId);
      await this.send(person, missing);
    }
    return reminded;
  }

  /** The last REMINDER_WORKING_DAYS working days before today, oldest first. */
  private async pastWorkingDays(today: string): Promise<string[]> {
    const start = addDays(today, -SEARCH_DAYS);
    const yesterday = addDays(today, -1);
    const calendar = await this.deps.calendarBetween(start, yesterday);
    const days: string[] = [];
    for (let day = yesterday; day >= start && days.length < REMINDER_WORKING_DAYS; day = addDays(day, -1)) {
      if (isWorkingDay(day, calendar)) days.push(day);
    }
    return days.reverse();
  }

  /** `userId|date` of every day on which these people recorded any time at all. */
  private async recordedDays(userIds: number[], days: string[]): Promise<Set<string>> {
    const rows = await this.deps.db
      .selectDistinct({ userId: worklogs.userId, workDate: worklogs.workDate })
      .from(worklogs)
      .where(and(inArray(worklogs.userId, userIds), between(worklogs.workDate, days[0]!, days.at(-1)!)));
    return new Set(rows.map((row) => `${row.userId}|${row.workDate}`));
  }

  /** A live message and a mail in both languages; a failure is reported, the others still go. */
  private async send(person: Timekeeper, missing: string[]): Promise<void> {
    const cn = { days: missing.join('、') };
    const en = { days: missing.join(', ') };
    try {
      await this.deps.sendToUser(person.userId, {
        event: 'msg',
        msgTitle: translate('cn', 'worklog.reminderSubject', cn),
        msgContent: translate('cn', 'worklog.reminderBody', cn),
        eventBus: '',
      });
    } catch (error) {
      this.deps.warn(error, 'worklog reminder not delivered live');
    }
    if (!person.email) return;
    try {
      await this.deps.mailer.send({
        to: person.email,
        subject: translate('cn', 'worklog.reminderSubject', cn),
        text: `${translate('cn', 'worklog.reminderBody', cn)}\n\n---\n\n${translate('en', 'worklog.reminderBody', en)}`,
      });
    } catch (error) {
      this.deps.warn(error, 'worklog reminder mail not sent');
    }
  }
}
