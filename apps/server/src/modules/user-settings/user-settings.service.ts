import type { PersonalSettings, SaveUserSettingsInput, SettingTypeValue, TableSetting } from '@venus/shared';
import { resolvePersonalSettings, SettingType } from '@venus/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { userSetting } from './user-settings.tables.ts';

export type SettingRecord =
  | { type: typeof SettingType.PERSONAL; setting: PersonalSettings }
  | { type: SettingTypeValue; setting: TableSetting };

/** Text written by this service is always JSON; anything else reads as nothing stored. */
function parseStored(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asTableSetting(value: unknown): TableSetting {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([, item]) => typeof item === 'string'),
  ) as TableSetting;
}

/**
 * A user's own settings. The user is always the signed-in actor: no caller can name another
 * user, so one user's settings are never readable or writable by another.
 */
export class UserSettingsService {
  constructor(private readonly db: Database) {}

  /** Spec §7 "Fetch by user and type": type 1 is always answered, defaults filling the gaps. */
  async findSettings(ctx: SignedInContext, type?: SettingTypeValue): Promise<SettingRecord[]> {
    const filters = [eq(userSetting.userId, ctx.actor.userId)];
    if (type !== undefined) filters.push(eq(userSetting.type, type));
    const rows = await this.db
      .select()
      .from(userSetting)
      .where(and(...filters))
      .orderBy(asc(userSetting.type));
    const records: SettingRecord[] = [];
    if (type === undefined || type === SettingType.PERSONAL) {
      const stored = rows.find((row) => row.type === SettingType.PERSONAL);
      records.push({
        type: SettingType.PERSONAL,
        setting: resolvePersonalSettings(parseStored(stored?.setting)),
      });
    }
    for (const row of rows) {
      if (row.type === SettingType.PERSONAL) continue;
      records.push({ type: row.type as SettingTypeValue, setting: asTableSetting(parseStored(row.setting)) });
    }
    return records;
  }

  /**
   * Saves each record over what is stored. Personal settings are merged field by field, so a
   * client may send only what changed; a table-data map replaces the stored map whole, as the
   * client's local-storage copy does.
   */
  async saveSettings(ctx: SignedInContext, input: SaveUserSettingsInput): Promise<void> {
    const userId = ctx.actor.userId;
    await this.db.transaction(async (tx) => {
      const existing = await tx
        .select()
        .from(userSetting)
        .where(
          and(
            eq(userSetting.userId, userId),
            inArray(
              userSetting.type,
              input.map((item) => item.type),
            ),
          ),
        )
        .for('update');
      for (const item of input) {
        const before = existing.find((row) => row.type === item.type);
        const value =
          item.type === SettingType.PERSONAL
            ? { ...resolvePersonalSettings(parseStored(before?.setting)), ...item.setting }
            : item.setting;
        const [after] = await tx
          .insert(userSetting)
          .values({ userId, type: item.type, setting: JSON.stringify(value) })
          .onConflictDoUpdate({
            target: [userSetting.userId, userSetting.type],
            set: { setting: JSON.stringify(value), updatedAt: new Date() },
          })
          .returning();
        await recordAudit(tx, ctx, {
          action: before ? 'update' : 'create',
          entity: 'userSetting',
          entityId: after!.id,
          before,
          after,
        });
      }
    });
  }

  /** Spec "reset of custom table layouts": the stored map of one table-data type is dropped. */
  async resetSettings(ctx: SignedInContext, type: SettingTypeValue): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(userSetting)
        .where(and(eq(userSetting.userId, ctx.actor.userId), eq(userSetting.type, type)))
        .returning();
      for (const row of removed) {
        await recordAudit(tx, ctx, {
          action: 'delete',
          entity: 'userSetting',
          entityId: row.id,
          before: row,
        });
      }
    });
  }
}
