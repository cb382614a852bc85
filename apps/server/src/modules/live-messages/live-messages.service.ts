import { type LiveMessage, liveMessageSchema, type SendNoticeInput } from '@venus/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { LIVE_TOPICS, type UserDelivery } from './live-socket-hub.ts';

/** What this module needs to know about users, asked through the users module. */
export interface RecipientLookup {
  getProfile(userId: number): Promise<{ userId: number; userName: string; nickName: string }>;
}

/**
 * Pushes live messages (spec §3 Socket message, §7 Socket events) to signed-in users' sockets,
 * on whichever instance holds them: every message goes through the event bus.
 */
export class LiveMessagesService {
  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
    private readonly users: RecipientLookup,
  ) {}

  /** To every open socket of one user (for instance a progress or a notice of theirs). */
  async sendToUser(userId: number, message: LiveMessage): Promise<void> {
    const delivery: UserDelivery = { userId, message: liveMessageSchema.parse(message) };
    await this.events.publish(LIVE_TOPICS.user, delivery);
  }

  /** To every open socket of every user. */
  async sendToAll(message: LiveMessage): Promise<void> {
    await this.events.publish(LIVE_TOPICS.all, liveMessageSchema.parse(message));
  }

  /**
   * An administrator's notice to one user (socket event msg) or to everyone (allUserMsg). The
   * audit row commits first: a notice that cannot be recorded is not sent.
   */
  async sendNotice(ctx: SignedInContext, input: SendNoticeInput): Promise<void> {
    const recipient = input.recipient === 'user' ? await this.users.getProfile(input.userId!) : null;
    const message: LiveMessage = {
      event: recipient ? 'msg' : 'allUserMsg',
      msgTitle: input.msgTitle,
      msgContent: input.msgContent,
      eventBus: '',
    };
    await this.db.transaction((tx) =>
      recordAudit(tx, ctx, {
        action: 'send',
        entity: 'notice',
        entityId: recipient?.userId ?? 'all',
        after: { ...message, userName: recipient?.userName ?? null },
      }),
    );
    if (recipient) await this.sendToUser(recipient.userId, message);
    else await this.sendToAll(message);
  }
}
