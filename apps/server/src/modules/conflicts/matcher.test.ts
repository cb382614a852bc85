import { describe, expect, it } from 'vitest';
import { type ConflictCandidate, matchConflicts, prepareCandidates } from './matcher.ts';

const stored: ConflictCandidate<string>[] = [
  { id: 'huawei', name: '华为技术有限公司', aliases: ['Huawei'], registrationNumber: '914403001922038216' },
  { id: 'douyin', name: '北京抖音信息服务有限公司', formerNames: ['北京字节跳动科技有限公司'] },
  { id: 'zhangwei', name: '张伟' },
  { id: 'zhangwei2', name: '张玮' },
  { id: 'boc', name: '中国银行股份有限公司' },
  { id: 'ccb', name: '中国建设银行股份有限公司' },
  { id: 'goldman', name: 'Goldman Sachs & Co. LLC' },
];
const prepared = prepareCandidates(stored);
const match = (name: string, registrationNumber?: string) =>
  matchConflicts({ name, registrationNumber }, prepared);

describe('matchConflicts', () => {
  it('reports an exact match across traditional characters and suffixes', () => {
    expect(match('華為技術股份有限公司')[0]).toMatchObject({
      id: 'huawei',
      reason: 'exact',
      score: 1,
      field: 'name',
    });
  });

  it('reports the same registration number whatever the name', () => {
    expect(match('某某公司', '9144 0300 1922 0382 16')).toEqual([
      {
        id: 'huawei',
        reason: 'registrationNumber',
        basis: 'number',
        score: 1,
        matched: '914403001922038216',
        field: 'registrationNumber',
      },
    ]);
  });

  it('reports former names and aliases with the spelling that matched', () => {
    expect(match('北京字节跳动科技有限公司')[0]).toMatchObject({
      id: 'douyin',
      reason: 'formerName',
      matched: '北京字节跳动科技有限公司',
    });
    expect(match('HUAWEI')[0]).toMatchObject({ id: 'huawei', reason: 'alias' });
  });

  it('reports transliterations and every homophone for a Latin query, none for a Chinese one', () => {
    const latin = match('ZHANG, Wei');
    expect(latin.map((h) => [h.id, h.reason])).toEqual([
      ['zhangwei', 'transliteration'],
      ['zhangwei2', 'transliteration'],
    ]);
    expect(match('张伟').map((h) => h.id)).toEqual(['zhangwei']);
  });

  it('reports a typing slip and a trade name as fuzzy, scored by their calibrated confidence', () => {
    expect(match('Goldmn Sachs')[0]).toMatchObject({ id: 'goldman', reason: 'fuzzy', basis: 'slip' });
    expect(match('字节跳动')[0]).toMatchObject({
      id: 'douyin',
      reason: 'fuzzy',
      basis: 'tradeName',
      score: 0.9,
    });
  });

  it('does not take a word that is a name of its own for a slip (Goldmann is a surname)', () => {
    expect(match('Goldmann Sachs')).toEqual([]);
  });

  it('does not confuse two banks sharing words', () => {
    expect(match('中国银行').map((h) => h.id)).toEqual(['boc']);
  });

  it('sorts by score, certain reasons first', () => {
    const hits = matchConflicts({ name: 'Huawei', registrationNumber: '914403001922038216' }, prepared);
    expect(hits.map((h) => h.reason)).toEqual(['registrationNumber']);
    const scores = match('Zhang Wei').map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});
