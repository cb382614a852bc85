import type { WorklogView } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { groupBySubmission } from './submission-groups.ts';

const can = { edit: false, delete: false, submit: false, adjust: true, confirm: true, writeOff: false };
function entry(worklogId: number, submissionId: number | null, workDate: string, hours: string): WorklogView {
  return {
    worklogId,
    userId: 1,
    userName: '郭静',
    userNameEn: 'Guo Jing',
    projectId: 3,
    projectNumber: '2026-001',
    projectName: '星河智能B轮融资',
    workDate,
    hours,
    billable: true,
    activityCode: '',
    taskCode: '',
    narrative: 'x',
    rate: '0.00',
    currency: 'CNY',
    rateSource: 'none',
    amount: '0.00',
    status: 'submitted',
    submissionId,
    score: 100,
    scoreReasons: [],
    originalHours: null,
    adjustReason: '',
    createdAt: '',
    updatedAt: '',
    can,
  };
}

describe('time to review, by submission', () => {
  it('groups entries of one submission with their hours and dates, earliest first', () => {
    const [group, other] = groupBySubmission([
      entry(2, 10, '2026-05-06', '1.4'),
      entry(1, 10, '2026-05-04', '1.5'),
      entry(3, 11, '2026-05-05', '2.0'),
    ]);
    expect(group).toMatchObject({ submissionId: 10, hours: '2.9', from: '2026-05-04', to: '2026-05-06' });
    expect(group?.entries.map((item) => item.worklogId)).toEqual([1, 2]);
    expect(other).toMatchObject({ submissionId: 11, hours: '2.0', canConfirm: true });
  });

  it('does not offer to confirm a submission any of whose entries cannot be confirmed, nor a loose entry', () => {
    const locked = { ...entry(5, 12, '2026-05-04', '1.0'), can: { ...can, confirm: false } };
    const groups = groupBySubmission([
      entry(4, 12, '2026-05-04', '1.0'),
      locked,
      entry(6, null, '2026-05-04', '1.0'),
    ]);
    expect(groups.map((group) => [group.key, group.canConfirm])).toEqual([
      ['s12', false],
      ['w6', false],
    ]);
  });
});
