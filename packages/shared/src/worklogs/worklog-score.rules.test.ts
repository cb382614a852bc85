import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORE_RULES, scoreNarrative } from './worklog-score.rules.ts';

const entry = { narrative: '', billable: true, taskCode: '', clientId: 7 };
const rules = { ...DEFAULT_SCORE_RULES, taskCodeClientIds: [7] };

describe('narrative scores', () => {
  it('gives a full score to a specific narrative', () => {
    const narrative = '审阅目标公司股东协议并就优先清算权条款出具修改意见';
    expect(scoreNarrative({ ...entry, narrative, taskCode: 'L120' }, rules)).toEqual({
      score: 100,
      reasons: [],
    });
  });

  it('marks a vague one-word narrative, whatever its case and punctuation', () => {
    expect(scoreNarrative({ ...entry, narrative: '处理。', taskCode: 'L120' }, rules).reasons).toEqual([
      'tooShort',
      'vague',
    ]);
    expect(scoreNarrative({ ...entry, narrative: ' Research! ', taskCode: 'L120' }, rules).reasons).toContain(
      'vague',
    );
  });

  it('does not call a narrative vague because it contains a vague word', () => {
    const narrative = 'Research on PRC merger control thresholds for the target';
    expect(scoreNarrative({ ...entry, narrative, taskCode: 'L120' }, rules).reasons).toEqual([]);
  });

  it('requires a task code on billable time for clients whose guidelines say so', () => {
    const narrative = '起草增资协议并与对方律师逐条核对交割条件';
    expect(scoreNarrative({ ...entry, narrative }, rules)).toEqual({
      score: 80,
      reasons: ['taskCodeRequired'],
    });
    expect(scoreNarrative({ ...entry, narrative, billable: false }, rules).reasons).toEqual([]);
    expect(scoreNarrative({ ...entry, narrative, clientId: 8 }, rules).reasons).toEqual([]);
  });

  it('never scores below zero', () => {
    const harsh = { ...rules, shortPenalty: 80, vaguePenalty: 80 };
    expect(scoreNarrative({ ...entry, narrative: '研究' }, harsh).score).toBe(0);
  });
});
