import type { ConfigInput, ConfigKey } from '@venus/shared';
import { CONFIG_DEFAULTS, isPublicConfigKey, ResultCode } from '@venus/shared';
import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { RequestContext, SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ConfigListQuery } from './system-config.schemas.ts';
import { systemConfig } from './system-config.tables.ts';

type ConfigRow = typeof systemConfig.$inferSelect;
/** Who may read any setting: those who may open one in the settings page. */
const CONFIG_READ_PERMISSION = 'system:config:query';
/** Values are read on every request (session policy); a short memo avoids a query each time. */
const MEMO_MS = 10_000;
const SORTABLE = {
  configId: systemConfig.configId,
  configKey: systemConfig.configKey,
  configName: systemConfig.configName,
  createdAt: systemConfig.createdAt,
};

export class SystemConfigService {
  private memo = new Map<string, { value: string | null; at: number }>();

  constructor(private readonly db: Database) {}

  /**
   * A value as the lookup by key answers it (spec §7): public keys to everyone signed in, any
   * other key only with the config permission. A refused key is refused whether or not it
   * exists, so the lookup tells nothing of which settings there are.
   */
  async readByKey(ctx: SignedInContext, key: string): Promise<string> {
    if (!isPublicConfigKey(key) && !mayAct(ctx.actor, CONFIG_READ_PERMISSION)) throw forbidden();
    return this.getValue(key);
  }

  /** The value of a key, or the built-in default when no row exists. */
  async getValue(key: string): Promise<string> {
    const cached = this.memo.get(key);
    let value: string | null;
    if (cached && Date.now() - cached.at < MEMO_MS) {
      value = cached.value;
    } else {
      const [row] = await this.db.select().from(systemConfig).where(eq(systemConfig.configKey, key));
      value = row?.configValue ?? null;
      this.memo.set(key, { value, at: Date.now() });
    }
    // Own keys only: `__proto__` or `constructor` must not read the object's prototype.
    return value ?? (Object.hasOwn(CONFIG_DEFAULTS, key) ? CONFIG_DEFAULTS[key as ConfigKey] : '');
  }

  async getNumber(key: ConfigKey): Promise<number> {
    const value = Number(await this.getValue(key));
    return Number.isFinite(value) && value > 0 ? value : Number(CONFIG_DEFAULTS[key]);
  }

  async findConfigs(query: ConfigListQuery): Promise<{ rows: ConfigRow[]; total: number }> {
    const filters: SQL[] = [];
    if (query.configName) {
      const pattern = containsPattern(query.configName);
      filters.push(or(ilike(systemConfig.configName, pattern), ilike(systemConfig.configNameEn, pattern))!);
    }
    if (query.configKey) filters.push(ilike(systemConfig.configKey, containsPattern(query.configKey)));
    if (query.configType) filters.push(eq(systemConfig.configType, query.configType));
    const where = and(...filters);
    const order = orderOf(query, SORTABLE, systemConfig.configId);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(systemConfig)
        .where(where)
        .orderBy(order)
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(systemConfig).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async getConfig(configId: number): Promise<ConfigRow> {
    const [row] = await this.db.select().from(systemConfig).where(eq(systemConfig.configId, configId));
    if (!row) throw notFound('config.notFound');
    return row;
  }

  async createConfig(ctx: RequestContext, input: ConfigInput): Promise<ConfigRow> {
    return this.db.transaction(async (tx) => {
      const [clash] = await tx.select().from(systemConfig).where(eq(systemConfig.configKey, input.configKey));
      if (clash) throw conflict('config.keyExists', { key: input.configKey }, 'configKey');
      const [row] = await tx
        .insert(systemConfig)
        .values({ ...input, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      await recordAudit(tx, ctx, { action: 'create', entity: 'config', entityId: row!.configId, after: row });
      this.memo.delete(input.configKey);
      return row!;
    });
  }

  async updateConfig(ctx: RequestContext, configId: number, input: ConfigInput): Promise<ConfigRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(systemConfig)
        .where(eq(systemConfig.configId, configId))
        .for('update');
      if (!before) throw notFound('config.notFound');
      // The product reads a built-in entry by its key: renamed, it would silently stop applying.
      if (before.configType === 'Y' && input.configKey !== before.configKey) {
        throw new AppError(
          ResultCode.BAD_REQUEST,
          'config.builtinKeyFixed',
          { key: before.configKey },
          'configKey',
        );
      }
      const [clash] = await tx.select().from(systemConfig).where(eq(systemConfig.configKey, input.configKey));
      if (clash && clash.configId !== configId)
        throw conflict('config.keyExists', { key: input.configKey }, 'configKey');
      const [after] = await tx
        .update(systemConfig)
        // A built-in entry stays built in, so it can never be re-flagged and then deleted.
        .set({
          ...input,
          configType: before.configType === 'Y' ? 'Y' : input.configType,
          updatedAt: new Date(),
          updatedBy: ctx.actor?.userId,
        })
        .where(eq(systemConfig.configId, configId))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'config', entityId: configId, before, after });
      this.memo.clear();
      return after!;
    });
  }

  async deleteConfigs(ctx: RequestContext, ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(systemConfig)
        .where(inArray(systemConfig.configId, ids))
        .for('update');
      if (rows.length !== ids.length) throw notFound('config.notFound');
      const builtin = rows.find((row) => row.configType === 'Y');
      if (builtin)
        throw new AppError(ResultCode.BAD_REQUEST, 'config.builtinDelete', { key: builtin.configKey });
      await tx.delete(systemConfig).where(inArray(systemConfig.configId, ids));
      await recordAudit(
        tx,
        ctx,
        rows.map((row) => ({ action: 'delete', entity: 'config', entityId: row.configId, before: row })),
      );
      this.memo.clear();
    });
  }
}
