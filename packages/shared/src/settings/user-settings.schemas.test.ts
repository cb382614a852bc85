import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERSONAL_SETTINGS,
  personalSettingsSchema,
  resolvePersonalSettings,
  saveUserSettingsSchema,
  TABLE_SETTING_LIMITS,
  tableSettingSchema,
} from './user-settings.schemas.ts';

describe('personal settings (spec §3)', () => {
  it('has exactly the spec fields with their defaults', () => {
    expect(DEFAULT_PERSONAL_SETTINGS).toEqual({
      latelyWorklogRange: 7,
      retainLastWriteWorklogProject: false,
      doubleClickCloseTags: false,
      clickMaskClosePopup: false,
      showFloatTimer: true,
      hoverOpenQuickEntry: false,
      showCopyIcon: true,
      showSingleTag: true,
      searchHistory: true,
      searchUseLocalCache: true,
      showLeaveList: true,
      latestTime: false,
      newSettleProjectLayout: 0,
      aiLocation: 1,
    });
  });

  it('accepts a worklog range of 3 or 7 only', () => {
    expect(personalSettingsSchema.parse({ latelyWorklogRange: 3 }).latelyWorklogRange).toBe(3);
    expect(personalSettingsSchema.safeParse({ latelyWorklogRange: 5 }).success).toBe(false);
  });

  it('accepts an AI location of 1, 2 or 3 only', () => {
    expect(personalSettingsSchema.safeParse({ aiLocation: 3 }).success).toBe(true);
    expect(personalSettingsSchema.safeParse({ aiLocation: 4 }).success).toBe(false);
  });

  it('refuses a field the spec does not name', () => {
    expect(personalSettingsSchema.safeParse({ somethingElse: true }).success).toBe(false);
  });

  it('resolves stored settings over the defaults, dropping a value that no longer fits', () => {
    expect(resolvePersonalSettings({ showCopyIcon: false, latelyWorklogRange: 5, stray: 1 })).toEqual({
      ...DEFAULT_PERSONAL_SETTINGS,
      showCopyIcon: false,
    });
    expect(resolvePersonalSettings(null)).toEqual(DEFAULT_PERSONAL_SETTINGS);
    expect(resolvePersonalSettings('not an object')).toEqual(DEFAULT_PERSONAL_SETTINGS);
  });
});

describe('table settings (types 0, 2, 3)', () => {
  it('accepts a map of key to stored text', () => {
    expect(tableSettingSchema.safeParse({ 'table-1#/cases': '[{"field":"name"}]' }).success).toBe(true);
  });

  it('refuses an oversized value, an oversized key and too many keys', () => {
    const long = 'x'.repeat(TABLE_SETTING_LIMITS.maxValueLength + 1);
    expect(tableSettingSchema.safeParse({ key: long }).success).toBe(false);
    expect(tableSettingSchema.safeParse({ ['k'.repeat(201)]: 'v' }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`k${i}`, 'v']));
    expect(tableSettingSchema.safeParse(many).success).toBe(false);
  });

  it('refuses a non-text value', () => {
    expect(tableSettingSchema.safeParse({ key: 1 }).success).toBe(false);
  });
});

describe('saving settings', () => {
  it('validates each record by its type', () => {
    expect(
      saveUserSettingsSchema.safeParse([
        { type: 1, setting: { showCopyIcon: false } },
        { type: 0, setting: { a: '120' } },
      ]).success,
    ).toBe(true);
    expect(saveUserSettingsSchema.safeParse([{ type: 1, setting: { a: '120' } }]).success).toBe(false);
    expect(saveUserSettingsSchema.safeParse([{ type: 2, setting: { showCopyIcon: false } }]).success).toBe(
      false,
    );
    expect(saveUserSettingsSchema.safeParse([{ type: 4, setting: {} }]).success).toBe(false);
  });

  it('refuses the same type twice in one save', () => {
    const twice = [
      { type: 0, setting: {} },
      { type: 0, setting: {} },
    ];
    expect(saveUserSettingsSchema.safeParse(twice).success).toBe(false);
  });
});
