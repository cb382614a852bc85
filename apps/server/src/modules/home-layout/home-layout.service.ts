import type { HomeLayout, SetQuickShowInput, WorkbenchCard } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { homeLayout } from './home-layout.tables.ts';

/** Each person's own home arrangement: the actor is always the owner, never a client's choice. */
export class HomeLayoutService {
  constructor(private readonly db: Database) {}

  async getLayout(ctx: SignedInContext): Promise<HomeLayout> {
    const [row] = await this.db.select().from(homeLayout).where(eq(homeLayout.userId, ctx.actor.userId));
    return {
      quickStart: row?.quickStart ?? null,
      workbench: (row?.workbench as WorkbenchCard[] | null | undefined) ?? null,
    };
  }

  /** Spec §7 POST /index/show/setQuickShow: saves the lists sent, keeping the other as it was. */
  async setLayout(ctx: SignedInContext, input: SetQuickShowInput): Promise<HomeLayout> {
    const userId = ctx.actor.userId;
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(homeLayout).where(eq(homeLayout.userId, userId)).for('update');
      const changes = {
        ...(input.quickStart !== undefined ? { quickStart: input.quickStart } : {}),
        ...(input.workbench !== undefined ? { workbench: input.workbench } : {}),
      };
      const [after] = await tx
        .insert(homeLayout)
        .values({ userId, quickStart: null, workbench: null, ...changes })
        .onConflictDoUpdate({ target: homeLayout.userId, set: { ...changes, updatedAt: new Date() } })
        .returning();
      await recordAudit(tx, ctx, {
        action: before ? 'update' : 'create',
        entity: 'homeLayout',
        entityId: after!.id,
        before,
        after,
      });
    });
    return this.getLayout(ctx);
  }
}
