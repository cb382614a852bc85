import { z } from 'zod';

/** Spec §3: how a user's settings are saved, one record per type. */
export const SettingType = {
  /** Table column widths: local-storage key → stored text. */
  COLUMN_WIDTHS: 0,
  /** The personal setting object. */
  PERSONAL: 1,
  /** Table column config: local-storage key → stored text. */
  COLUMN_CONFIG: 2,
  /** Route values: local-storage key → stored text. */
  ROUTE_VALUES: 3,
} as const;
export type SettingTypeValue = (typeof SettingType)[keyof typeof SettingType];

/** The table-data types, the ones "reset of custom table layouts" clears. */
export const TABLE_SETTING_TYPES = [
  SettingType.COLUMN_WIDTHS,
  SettingType.COLUMN_CONFIG,
  SettingType.ROUTE_VALUES,
] as const;
export const SETTING_TYPES = [SettingType.PERSONAL, ...TABLE_SETTING_TYPES] as const;

/** Bounds that keep one user's stored layouts from growing without limit. */
export const TABLE_SETTING_LIMITS = { maxKeys: 500, maxKeyLength: 200, maxValueLength: 20_000 } as const;

/** The fields of the personal setting object (spec §3), without defaults so a patch can omit any. */
const personalSettingFields = {
  latelyWorklogRange: z.literal([3, 7]),
  retainLastWriteWorklogProject: z.boolean(),
  doubleClickCloseTags: z.boolean(),
  clickMaskClosePopup: z.boolean(),
  showFloatTimer: z.boolean(),
  hoverOpenQuickEntry: z.boolean(),
  showCopyIcon: z.boolean(),
  showSingleTag: z.boolean(),
  searchHistory: z.boolean(),
  searchUseLocalCache: z.boolean(),
  showLeaveList: z.boolean(),
  latestTime: z.boolean(),
  newSettleProjectLayout: z.number().int().min(0).max(9),
  /** 1 above, 2 below, 3 right. */
  aiLocation: z.literal([1, 2, 3]),
};

export const personalSettingsSchema = z.strictObject({
  latelyWorklogRange: personalSettingFields.latelyWorklogRange.default(7),
  retainLastWriteWorklogProject: personalSettingFields.retainLastWriteWorklogProject.default(false),
  doubleClickCloseTags: personalSettingFields.doubleClickCloseTags.default(false),
  clickMaskClosePopup: personalSettingFields.clickMaskClosePopup.default(false),
  showFloatTimer: personalSettingFields.showFloatTimer.default(true),
  hoverOpenQuickEntry: personalSettingFields.hoverOpenQuickEntry.default(false),
  showCopyIcon: personalSettingFields.showCopyIcon.default(true),
  showSingleTag: personalSettingFields.showSingleTag.default(true),
  searchHistory: personalSettingFields.searchHistory.default(true),
  searchUseLocalCache: personalSettingFields.searchUseLocalCache.default(true),
  showLeaveList: personalSettingFields.showLeaveList.default(true),
  latestTime: personalSettingFields.latestTime.default(false),
  newSettleProjectLayout: personalSettingFields.newSettleProjectLayout.default(0),
  aiLocation: personalSettingFields.aiLocation.default(1),
});
export type PersonalSettings = z.output<typeof personalSettingsSchema>;

export const DEFAULT_PERSONAL_SETTINGS: Readonly<PersonalSettings> = Object.freeze(
  personalSettingsSchema.parse({}),
);

/** What a save may send for type 1: any subset of the fields, nothing unknown. */
export const personalSettingsPatchSchema = z.strictObject(personalSettingFields).partial();
export type PersonalSettingsPatch = z.infer<typeof personalSettingsPatchSchema>;

/** Types 0, 2 and 3: a map of local-storage key to the text the client stored under it. */
export const tableSettingSchema = z
  .record(
    z.string().min(1).max(TABLE_SETTING_LIMITS.maxKeyLength),
    z.string().max(TABLE_SETTING_LIMITS.maxValueLength),
  )
  .refine((map) => Object.keys(map).length <= TABLE_SETTING_LIMITS.maxKeys, {
    message: 'settings.tooManyKeys',
  });
export type TableSetting = z.infer<typeof tableSettingSchema>;

export const userSettingSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal(SettingType.PERSONAL), setting: personalSettingsPatchSchema }),
  z.strictObject({ type: z.literal(TABLE_SETTING_TYPES), setting: tableSettingSchema }),
]);
export type UserSettingInput = z.infer<typeof userSettingSchema>;

/** Spec §7 "Save an array of {type, setting}": each type at most once per save. */
export const saveUserSettingsSchema = z
  .array(userSettingSchema)
  .min(1)
  .max(SETTING_TYPES.length)
  .refine((items) => new Set(items.map((item) => item.type)).size === items.length, {
    message: 'settings.duplicateType',
  });
export type SaveUserSettingsInput = z.infer<typeof saveUserSettingsSchema>;

/**
 * The personal settings a user sees: every field stored and still valid, the default for the
 * rest. A stored value that no longer fits (a rule changed since it was saved) falls back to its
 * default rather than failing the whole read.
 */
export function resolvePersonalSettings(stored: unknown): PersonalSettings {
  const result: Record<string, unknown> = { ...DEFAULT_PERSONAL_SETTINGS };
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [name, schema] of Object.entries(personalSettingFields)) {
      const parsed = schema.safeParse((stored as Record<string, unknown>)[name]);
      if (parsed.success) result[name] = parsed.data;
    }
  }
  return result as PersonalSettings;
}
