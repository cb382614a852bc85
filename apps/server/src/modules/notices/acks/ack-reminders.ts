import { ACKS_CHANGED_EVENT, firmWallClock, translate } from '@venus/shared';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import type { NoticeCollaborators } from '../notices.collaborators.ts';
import { ackRecipients, acks } from '../notices.tables.ts';

/** Reminders go out from this hour of the firm's day (UTC+8), when people have started work. */
export const ACK_REMINDER_HOUR = 9;
/** The job looks once an hour; the reminder day on each recipient row makes it send once a day. */
const TICK_MS = 60 * 60 * 1000;

/**
 * The daily reminder of acknowledgements not yet confirmed (decision 0058): from the day after
 * one is sent, every day until they confirm or it is cancelled, each person hears once — one live
 * message and one mail in both languages listing what waits for them. Each recipient row is
 * claimed for the day by an update, so several server instances remind once.
 */
export class AckReminders {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private lastDay = '';

  constructor(
    private readonly db: Database,
    private readonly collaborators: NoticeCollaborators,
    private readonly now: () => Date,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  tick(): Promise<void> {
    const clock = firmWallClock(this.now());
    if (this.running || this.lastDay === clock.day || Number(clock.time.slice(0, 2)) < ACK_REMINDER_HOUR)
      return Promise.resolve();
    this.running = this.remind(clock.day)
      .then(() => {
        this.lastDay = clock.day;
      })
      .catch((error) => this.collaborators.warn(error, 'acknowledgement reminders failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Reminds everyone with acknowledgements waiting since before `today`; answers who was reminded. */
  async remind(today: string): Promise<number[]> {
    const startOfToday = new Date(`${today}T00:00:00+08:00`);
    const due = this.db
      .select({ ackId: acks.ackId })
      .from(acks)
      .where(and(eq(acks.status, 'sent'), lt(acks.sentAt, startOfToday)));
    const claimed = await this.db
      .update(ackRecipients)
      .set({ remindedOn: today })
      .where(
        and(
          inArray(ackRecipients.ackId, due),
          isNull(ackRecipients.confirmedAt),
          or(isNull(ackRecipients.remindedOn), lt(ackRecipients.remindedOn, today)),
        ),
      )
      .returning({ ackId: ackRecipients.ackId, userId: ackRecipients.userId });
    if (claimed.length === 0) return [];
    const titles = new Map(
      (
        await this.db
          .select({ ackId: acks.ackId, title: acks.title, dueOn: acks.dueOn })
          .from(acks)
          .where(inArray(acks.ackId, [...new Set(claimed.map((row) => row.ackId))]))
      ).map((row) => [row.ackId, row]),
    );
    const byUser = new Map<number, string[]>();
    for (const row of claimed) {
      const ack = titles.get(row.ackId)!;
      const line = ack.dueOn ? `${ack.title}（${ack.dueOn}）` : ack.title;
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), line]);
    }
    const people = await this.collaborators.peopleByIds([...byUser.keys()]);
    for (const [userId, lines] of byUser) await this.send(userId, lines, people.get(userId)?.email ?? '');
    return [...byUser.keys()].sort((a, b) => a - b);
  }

  private async send(userId: number, lines: string[], email: string): Promise<void> {
    const params = { count: lines.length, titles: lines.join('\n') };
    const subject = translate('cn', 'ack.reminderSubject', params);
    try {
      await this.collaborators.sendToUser(userId, {
        event: 'msg',
        msgTitle: subject,
        msgContent: lines.join('；').slice(0, 2000),
        eventBus: ACKS_CHANGED_EVENT,
      });
    } catch (error) {
      this.collaborators.warn(error, 'acknowledgement reminder not delivered live');
    }
    if (!email) return;
    try {
      await this.collaborators.sendMail({
        to: email,
        subject,
        text: `${translate('cn', 'ack.reminderBody', params)}\n\n---\n\n${translate('en', 'ack.reminderBody', params)}`,
      });
    } catch (error) {
      this.collaborators.warn(error, 'acknowledgement reminder mail not sent');
    }
  }
}
