import { describe, expect, it } from 'vitest';
import { readStoredSetting, writeStoredSetting } from './stored-setting.rules.ts';
import { storedColumnConfigSchema, storedRouteValuesSchema } from './table-columns.schemas.ts';

describe('stored table settings text', () => {
  it('round-trips a value through its text', () => {
    const text = writeStoredSetting(storedRouteValuesSchema, { pageSize: 50 });
    expect(readStoredSetting(storedRouteValuesSchema, text)).toEqual({ pageSize: 50 });
  });

  it('reads missing, broken or outdated text as nothing stored', () => {
    expect(readStoredSetting(storedRouteValuesSchema, undefined)).toBeNull();
    expect(readStoredSetting(storedRouteValuesSchema, '{not json')).toBeNull();
    expect(readStoredSetting(storedRouteValuesSchema, '{"pageSize":30}')).toBeNull();
  });

  it('refuses to write a layout the rules refuse', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((field, order) => ({
      field,
      visible: true,
      fixed: 'left' as const,
      order,
    }));
    expect(() => writeStoredSetting(storedColumnConfigSchema, five)).toThrow(/table\.tooManyFixed/);
  });
});
