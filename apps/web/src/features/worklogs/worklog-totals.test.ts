import { describe, expect, it } from 'vitest';
import { caseWeekRows, hoursPerDate, passesDayCap, sumHours } from './worklog-totals.ts';

const entry = (projectId: number, workDate: string, hours: string) => ({
  projectId,
  projectName: `case ${projectId}`,
  projectNumber: null,
  workDate,
  hours,
});

describe('worklog totals', () => {
  it('adds hours exactly, in tenths', () => {
    expect(sumHours([{ hours: '0.1' }, { hours: '0.2' }])).toBe('0.3');
    expect(sumHours([])).toBe('0.0');
  });

  it('passes the cap only above 24 hours', () => {
    expect(passesDayCap(200, 40)).toBe(false);
    expect(passesDayCap(200, 41)).toBe(true);
  });

  it('sums each case by day and over the week, leaving out days outside it', () => {
    const dates = ['2026-05-04', '2026-05-05'];
    const rows = caseWeekRows(
      [
        entry(1, '2026-05-04', '1.4'),
        entry(1, '2026-05-04', '1.5'),
        entry(2, '2026-05-05', '2.0'),
        entry(1, '2026-05-05', '0.5'),
        entry(1, '2026-05-11', '9.0'),
      ],
      dates,
    );
    expect(rows).toEqual([
      { projectId: 1, projectName: 'case 1', projectNumber: null, perDay: ['2.9', '0.5'], total: '3.4' },
      { projectId: 2, projectName: 'case 2', projectNumber: null, perDay: ['0.0', '2.0'], total: '2.0' },
    ]);
    expect(hoursPerDate([entry(1, '2026-05-04', '1.4'), entry(2, '2026-05-04', '0.6')], dates)).toEqual([
      '2.0',
      '0.0',
    ]);
  });
});
