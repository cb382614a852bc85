import type { UserAction } from '@venus/shared';
import { actionBetween, nextUserStatus, translate, USER_TRANSITIONS } from '@venus/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { Database } from '../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { UsersService } from './users.service.ts';
import { users } from './users.tables.ts';

/**
 * The firm's account lifecycle (decision 0012): in service ⇄ disabled, either → departed,
 * departed → in service. Each action has its own permission; disabling and a departure end
 * every open session of the account at once.
 */
export class UserLifecycleService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly accounts: Pick<UsersService, 'assertMayManage'>,
  ) {}

  async apply(ctx: RequestContext, userId: number, action: UserAction): Promise<void> {
    const transition = USER_TRANSITIONS[action];
    // The route checks the usual permission; the generic changeStatus route lands here too.
    if (!ctx.actor || !mayAct(ctx.actor, transition.permission)) throw forbidden();
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ userId: users.userId, status: users.status })
        .from(users)
        .where(and(eq(users.userId, userId), isNull(users.deletedAt)))
        .for('update');
      if (!row) throw notFound('user.notFound');
      const actionName = translate(ctx.lang, `userLifecycle.action.${action}`);
      if (userId === ctx.actor?.userId)
        throw badRequest('userLifecycle.cannotChangeSelf', { action: actionName }, 'userId');
      const status = nextUserStatus(row.status, action);
      if (!status)
        throw badRequest(
          'userLifecycle.refused',
          { action: actionName, status: translate(ctx.lang, `userLifecycle.status.${row.status}`) },
          'status',
        );
      await this.accounts.assertMayManage(tx, ctx, userId, []);
      await tx
        .update(users)
        .set({ status, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(users.userId, userId));
      if (transition.endsSessions) await this.sessions.revokeAllForUser(tx, userId);
      await recordAudit(tx, ctx, {
        action,
        entity: 'user',
        entityId: userId,
        before: { status: row.status },
        after: { status },
      });
    });
  }

  /** RuoYi's changeStatus: the target status names the action (3 from 4 enables, from 5 reinstates). */
  async changeStatus(ctx: RequestContext, userId: number, target: string): Promise<void> {
    const [row] = await this.db
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.userId, userId), isNull(users.deletedAt)));
    if (!row) throw notFound('user.notFound');
    const action = actionBetween(row.status, target);
    if (!action)
      throw badRequest(
        'userLifecycle.refused',
        {
          action: translate(ctx.lang, `userLifecycle.status.${target}`),
          status: translate(ctx.lang, `userLifecycle.status.${row.status}`),
        },
        'status',
      );
    await this.apply(ctx, userId, action);
  }
}
