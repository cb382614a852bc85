import type { WithholdingRule, WithholdingRuleValues } from '@venus/shared';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { localizedName } from '../../../platform/db/localized-name.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error.ts';
import { withholdingRules } from './withholding.tables.ts';

type RuleRow = typeof withholdingRules.$inferSelect;

/**
 * The withholding rules finance keeps (decision 0051). A kind has at most one rule in force for a
 * partner in a month, and one firm-wide: two would make a month's rate ambiguous, so an overlap is
 * refused and the earlier rule is ended (its last month set) before a new rate starts.
 */
export class WithholdingRulesService {
  constructor(private readonly db: Database) {}

  /**
   * The rules a reader may know: every rule for whoever reads every partner's withholding
   * (`readerId` null), else the firm's rules and the reader's own; a partner's own rate is theirs
   * and finance's, not their colleagues'.
   */
  async list(lang: string, readerId: number | null): Promise<WithholdingRule[]> {
    const name = localizedName(lang, sql`u.nick_name`, sql`u.name_en`);
    const visible = readerId === null ? sql`true` : sql`(r.partner_id is null or r.partner_id = ${readerId})`;
    const result = await this.db.execute<RuleRow & { partner_name: string | null }>(sql`
      select r.rule_id as "ruleId", r.kind, r.partner_id as "partnerId", r.rate::text as rate,
        r.from_month as "fromMonth", r.to_month as "toMonth", r.remark, ${name} as partner_name
      from ${withholdingRules} r left join sys_user u on u.user_id = r.partner_id
      where ${visible}
      order by r.kind, r.partner_id nulls first, r.from_month desc, r.rule_id`);
    return result.rows.map(({ partner_name, ...row }) => ({
      ...(row as unknown as Omit<WithholdingRule, 'partnerName'>),
      partnerName: partner_name ?? '',
    }));
  }

  async create(ctx: RequestContext, input: WithholdingRuleValues): Promise<RuleRow> {
    return this.db.transaction(async (tx) => {
      await this.assertFits(tx, input, null);
      const [created] = await tx
        .insert(withholdingRules)
        .values({ ...input, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'withholdingRule',
        entityId: created!.ruleId,
        after: created,
      });
      return created!;
    });
  }

  async update(ctx: RequestContext, ruleId: number, input: WithholdingRuleValues): Promise<RuleRow> {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, ruleId);
      await this.assertFits(tx, input, ruleId);
      const [after] = await tx
        .update(withholdingRules)
        .set({ ...input, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(withholdingRules.ruleId, ruleId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'withholdingRule',
        entityId: ruleId,
        before,
        after,
      });
      return after!;
    });
  }

  /** The audit row keeps the deleted rule whole, so its months can be put back by hand. */
  async remove(ctx: RequestContext, ruleId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, ruleId);
      await tx.delete(withholdingRules).where(eq(withholdingRules.ruleId, ruleId));
      await recordAudit(tx, ctx, { action: 'delete', entity: 'withholdingRule', entityId: ruleId, before });
    });
  }

  private async locked(tx: Executor, ruleId: number): Promise<RuleRow> {
    const [row] = await tx
      .select()
      .from(withholdingRules)
      .where(eq(withholdingRules.ruleId, ruleId))
      .for('update');
    if (!row) throw notFound('withholding.ruleNotFound');
    return row;
  }

  /**
   * The partner exists, and no other rule of the kind for the same partner (or firm-wide) covers
   * one of its months. Writers take the table's lock in turn, so two overlapping rules cannot be
   * saved together.
   */
  private async assertFits(tx: Executor, input: WithholdingRuleValues, ownId: number | null): Promise<void> {
    await tx.execute(sql`LOCK TABLE ${withholdingRules} IN SHARE ROW EXCLUSIVE MODE`);
    if (input.partnerId !== null) {
      const partner = await tx.execute(
        sql`select 1 from sys_user where user_id = ${input.partnerId} and deleted_at is null`,
      );
      if (partner.rows.length === 0) throw badRequest('withholding.partnerNotFound', undefined, 'partnerId');
    }
    const clash = await tx.execute<{ fromMonth: string; toMonth: string | null }>(sql`
      select from_month as "fromMonth", to_month as "toMonth" from ${withholdingRules}
      where kind = ${input.kind}
        and partner_id is not distinct from ${input.partnerId}
        and rule_id is distinct from ${ownId}
        and from_month <= ${input.toMonth ?? '9999-12'}
        and coalesce(to_month, '9999-12') >= ${input.fromMonth}
      order by from_month
      limit 1`);
    const other = clash.rows[0];
    if (other) {
      throw other.toMonth
        ? conflict('withholding.overlap', { from: other.fromMonth, to: other.toMonth }, 'fromMonth')
        : conflict('withholding.overlapOngoing', { from: other.fromMonth }, 'fromMonth');
    }
  }
}
