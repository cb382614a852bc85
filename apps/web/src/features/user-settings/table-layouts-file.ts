import {
  TABLE_SETTING_LIMITS,
  TABLE_SETTING_TYPES,
  type TableSetting,
  tableSettingSchema,
} from '@venus/shared';

/**
 * The custom-table-layouts file (decision 0010): one JSON object keyed by setting type, each a map
 * of local-storage key to stored text, exactly as the server keeps them, e.g.
 * `{"venus": "table-layouts", "0": {"widths:/case/list": "[120,80]"}, "2": {}, "3": {}}`.
 * The `venus` marker lets an upload refuse some other JSON file with a clear message.
 */
export const LAYOUT_FILE_MARKER = 'table-layouts';
export type TableSettingType = (typeof TABLE_SETTING_TYPES)[number];
export type TableLayouts = Partial<Record<TableSettingType, TableSetting>>;

/** A reason the file was refused: an i18n key under `userSettings.layouts.errors` and its values. */
export interface LayoutFileError {
  key: 'notJson' | 'notLayoutFile' | 'unknownType' | 'badEntry' | 'tooManyKeys' | 'empty';
  values?: Record<string, string | number>;
}

export type LayoutFileResult = { ok: true; layouts: TableLayouts } | { ok: false; error: LayoutFileError };

const refuse = (key: LayoutFileError['key'], values?: LayoutFileError['values']): LayoutFileResult => ({
  ok: false,
  error: values ? { key, values } : { key },
});

export function serializeLayouts(layouts: TableLayouts): string {
  const file: Record<string, unknown> = { venus: LAYOUT_FILE_MARKER };
  for (const type of TABLE_SETTING_TYPES) file[type] = layouts[type] ?? {};
  return JSON.stringify(file, null, 2);
}

/** Checks an uploaded file against the same rules the server applies, naming what is wrong. */
export function parseLayoutsFile(text: string): LayoutFileResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse('notJson');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return refuse('notLayoutFile');
  const { venus, ...sections } = value as Record<string, unknown>;
  if (venus !== LAYOUT_FILE_MARKER) return refuse('notLayoutFile');

  const layouts: TableLayouts = {};
  for (const [name, section] of Object.entries(sections)) {
    const type = Number(name) as TableSettingType;
    if (!TABLE_SETTING_TYPES.includes(type) || String(type) !== name)
      return refuse('unknownType', { type: name });
    if (
      section &&
      typeof section === 'object' &&
      Object.keys(section).length > TABLE_SETTING_LIMITS.maxKeys
    ) {
      return refuse('tooManyKeys', { type: name, max: TABLE_SETTING_LIMITS.maxKeys });
    }
    const parsed = tableSettingSchema.safeParse(section);
    if (!parsed.success) {
      const key = String(parsed.error.issues[0]?.path[0] ?? '');
      return refuse('badEntry', {
        type: name,
        key,
        maxKey: TABLE_SETTING_LIMITS.maxKeyLength,
        maxValue: TABLE_SETTING_LIMITS.maxValueLength,
      });
    }
    layouts[type] = parsed.data;
  }
  if (Object.keys(layouts).length === 0) return refuse('empty');
  return { ok: true, layouts };
}
