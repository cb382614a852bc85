import { describe, expect, it } from 'vitest';
import { blankEntry, entryInput, nextEntry, normalisedHours } from './entry-values.ts';

describe('a time entry in the grid', () => {
  const saved = {
    ...blankEntry('2026-05-06', 7),
    hours: '1h20m',
    billable: false,
    activityCode: 'A103',
    narrative: '起草股东协议',
  };

  it('opens the next row on the same date, clearing what was written', () => {
    expect(nextEntry(saved, false)).toEqual(blankEntry('2026-05-06', null));
  });

  it('keeps the case in the next row when the person keeps the last case', () => {
    expect(nextEntry(saved, true)).toEqual(blankEntry('2026-05-06', 7));
  });

  it('sends typed hours normalised to the 0.1 step, and what does not read as hours as typed', () => {
    expect(normalisedHours('90m')).toBe('1.5');
    expect(normalisedHours('1h20m')).toBe('1.4');
    expect(normalisedHours('soon')).toBeNull();
    expect(entryInput(saved)).toEqual({
      workDate: '2026-05-06',
      projectId: 7,
      hours: '1.4',
      billable: false,
      activityCode: 'A103',
      taskCode: '',
      narrative: '起草股东协议',
    });
    expect(entryInput({ ...saved, hours: 'soon' }).hours).toBe('soon');
  });
});
