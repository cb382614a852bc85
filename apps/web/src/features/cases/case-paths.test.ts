import { describe, expect, it } from 'vitest';
import { auditRangeOf, auditStageOf, caseDetailPath, caseSubPath } from './case-paths.ts';

const query = (text: string) => new URLSearchParams(text);

describe('case paths', () => {
  it('reads the audit range from statusFrom and statusTo', () => {
    expect(auditRangeOf(query('statusFrom=1&statusTo=5'))).toEqual({ statusFrom: 1, statusTo: 5 });
  });

  it('reads the quick-start tiles’ status=1,5 and a single status=10', () => {
    expect(auditRangeOf(query('status=1,5'))).toEqual({ statusFrom: 1, statusTo: 5 });
    expect(auditRangeOf(query('status=10'))).toEqual({ statusFrom: 10, statusTo: 10 });
  });

  it('has no range without a status in the query', () => {
    expect(auditRangeOf(query(''))).toBeNull();
    expect(auditRangeOf(query('status=abc'))).toBeNull();
  });

  it('names the audit a range serves', () => {
    expect(auditStageOf({ statusFrom: 1, statusTo: 5 })).toBe('preCheck');
    expect(auditStageOf({ statusFrom: 10, statusTo: 10 })).toBe('establishment');
    expect(auditStageOf({ statusFrom: 23, statusTo: 23 })).toBe('closingAudit');
    expect(auditStageOf({ statusFrom: 0, statusTo: 40 })).toBeNull();
  });

  it('opens a case detail on a tab named in the query', () => {
    expect(caseDetailPath('2026BJ-L0001', 7, 'checks')).toBe(
      '/jurisdiction/projectDetail/2026BJ-L0001?projectId=7&tabName=checks',
    );
  });

  it('opens a case’s team page under /project/lawyer, its title encoded', () => {
    expect(caseSubPath('lawyer', '星河 B', 7)).toBe(
      `/project/lawyer/${encodeURIComponent('星河 B')}?projectId=7`,
    );
  });
});
