import type { DictOption } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMEOUT_MS,
  DOWNLOAD_TIMEOUT_MS,
  normalisePath,
  overridesFromDictionary,
  shouldReportTimeout,
  timeoutFor,
} from './timeout-policy.ts';

const option = (dictLabel: string, dictValue: string, disabled = false): DictOption => ({
  dictCode: 1,
  dictSort: 1,
  dictLabel,
  dictLabelEn: dictLabel,
  dictValue,
  dictType: 'interface_timeout',
  isDefault: 'N',
  remark: '',
  disabled,
});

describe('timeoutFor (spec §9 Timeouts)', () => {
  it('waits 30 s for a call and 600 s for a download by default', () => {
    expect(timeoutFor('/system/user/list', new Map())).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(timeoutFor('/hankun/file/downloadFile', new Map(), 'download')).toBe(DOWNLOAD_TIMEOUT_MS);
    expect(DOWNLOAD_TIMEOUT_MS).toBe(600_000);
  });

  it("uses the path's own timeout from the dictionary, for calls and downloads alike", () => {
    const overrides = overridesFromDictionary([option('/hankun/project/export', '120000')]);
    expect(timeoutFor('/hankun/project/export', overrides)).toBe(120_000);
    expect(timeoutFor('/hankun/project/export', overrides, 'download')).toBe(120_000);
    expect(timeoutFor('/hankun/project/list', overrides)).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('matches the path however the caller wrote it, ignoring the query', () => {
    const overrides = overridesFromDictionary([option('hankun/bill/export/', '90000')]);
    expect(timeoutFor('/hankun/bill/export?pageNum=1', overrides)).toBe(90_000);
    expect(timeoutFor('/venus-api/hankun/bill/export', overrides)).toBe(90_000);
    expect(timeoutFor('hankun/bill/export', overrides)).toBe(90_000);
  });

  it('ignores disabled entries and values that are not a positive whole number of ms', () => {
    const overrides = overridesFromDictionary([
      option('/a', '5000', true),
      option('/b', 'soon'),
      option('/c', '0'),
      option('/d', '1.5'),
    ]);
    expect(overrides.size).toBe(0);
  });
});

describe('normalisePath', () => {
  it('strips the API base, query, fragment and trailing slashes', () => {
    expect(normalisePath('/venus-api/system/user/list?x=1#top')).toBe('/system/user/list');
    expect(normalisePath('/venus-api')).toBe('/');
    expect(normalisePath('/venus-apis/x')).toBe('/venus-apis/x');
  });
});

describe('shouldReportTimeout (spec §8 Timeout)', () => {
  it('reports every timed-out call except the report itself', () => {
    expect(shouldReportTimeout('/monitor/operlog/list')).toBe(true);
    expect(shouldReportTimeout('/hankun/timeoutLog')).toBe(false);
    expect(shouldReportTimeout('hankun/timeoutLog?timestamp=1')).toBe(false);
  });
});
