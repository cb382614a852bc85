import type { ConflictCheckRow, ConflictHitRow } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { draftsOf } from './conflict-answers.ts';
import { gradeOf } from './conflict-hit-grade.ts';

const hit = (patch: Partial<ConflictHitRow>): ConflictHitRow => ({
  hitId: 1,
  queryName: '华信科技',
  walled: false,
  matched: '华信科技有限公司',
  reason: 'exact',
  basis: 'normalised',
  via: null,
  score: '1.000',
  source: 'party',
  projectId: 9,
  projectNumber: null,
  projectName: null,
  projectStatus: null,
  partyRole: null,
  clientId: null,
  clientName: null,
  answer: null,
  note: '',
  previousHitId: null,
  carried: false,
  ...patch,
});
const check = (hits: ConflictHitRow[]): ConflictCheckRow => ({
  checkId: 2,
  projectId: 9,
  checkedBy: 1,
  checkedByName: '',
  checkedAt: '2026-11-27T00:00:00Z',
  queries: [],
  hits,
  current: true,
});

describe('answers on a re-check', () => {
  it('keeps an answer typed on the same hit of the check before, marked as carried over', () => {
    const drafts = draftsOf(check([hit({ hitId: 12, previousHitId: 5 }), hit({ hitId: 13 })]), {
      5: { answer: 'notSameParty', note: '不是同一主体' },
    });
    expect(drafts[12]).toEqual({ answer: 'notSameParty', note: '不是同一主体', carried: true });
    expect(drafts[13]).toEqual({ note: '' });
  });

  it('shows an answer the server carried over as carried', () => {
    const drafts = draftsOf(check([hit({ hitId: 12, answer: 'noConflict', note: '已核实', carried: true })]));
    expect(drafts[12]).toEqual({ answer: 'noConflict', note: '已核实', carried: true });
  });
});

describe('hit grades', () => {
  it('grades by what the hit rests on', () => {
    expect(gradeOf({ reason: 'transliteration', basis: 'cantonese' })).toBe('transliteration');
    expect(gradeOf({ reason: 'fuzzy', basis: 'slip' })).toBe('possible');
    expect(gradeOf({ reason: 'knownName', basis: 'normalised' })).toBe('alias');
    expect(gradeOf({ reason: 'exact', basis: 'identical' })).toBe('identical');
  });
});
