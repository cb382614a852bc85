import type { ConflictHitRow } from '@venus/shared';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADE_COLOUR, gradeOf } from './conflict-hit-grade.ts';

// Characters compared as typed on either keyboard: case and full width aside.
const fold = (char: string) => char.normalize('NFKC').toLowerCase();

/**
 * The matched name with the characters the searched name lacks marked, by a longest common
 * subsequence of the two (names are short: a few dozen characters at most).
 */
export function markDifferences(searched: string, matched: string): ReactNode[] {
  const a = [...searched].map(fold);
  const b = [...matched];
  const folded = b.map(fold);
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] =
        a[i] === folded[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const kept = new Set<number>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === folded[j]) {
      kept.add(j);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  const parts: ReactNode[] = [];
  let run = '';
  let marked = false;
  const flush = () => {
    if (run) parts.push(marked ? <mark key={parts.length}>{run}</mark> : run);
    run = '';
  };
  b.forEach((char, j) => {
    const differs = !kept.has(j) && char.trim() !== '';
    if (differs !== marked) flush();
    marked = differs;
    run += char;
  });
  flush();
  return parts;
}

/** The grade, and why in words: which romanisation, which folding, which dictionary entry. */
export function HitWhy({ hit }: { hit: ConflictHitRow }) {
  const { t } = useTranslation();
  const grade = gradeOf(hit);
  const field =
    hit.reason === 'formerName' || hit.reason === 'alias' ? t(`casesUi.hitReason.${hit.reason}`) : null;
  return (
    <Flex vertical gap={2}>
      <span>
        <Tag color={GRADE_COLOUR[grade]} data-grade={grade}>
          {t(`casesUi.hitGrade.${grade}`)}
        </Tag>
      </span>
      <Typography.Text type="secondary" className="venus-cases__hit-why">
        {[
          field,
          // A dictionary hit: the stored name is the dictionary's name, not the one searched; said
          // as such, its basis (the stored name against the dictionary's) only when not identical.
          hit.via ? t('casesUi.hit.via', { query: hit.queryName, name: hit.via }) : null,
          hit.basis && !(hit.via && hit.basis === 'identical')
            ? t(`casesUi.hitBasis.${hit.basis}`, { defaultValue: hit.basis })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
    </Flex>
  );
}

/** The matched name, with what differs from the searched name marked where a slip is the reason. */
export function MatchedName({ hit }: { hit: ConflictHitRow }) {
  const marks = hit.basis === 'slip' || hit.basis === 'homophone' || hit.basis === 'similar';
  return (
    <span className="venus-cases__matched">
      {marks ? markDifferences(hit.queryName, hit.matched) : hit.matched}
    </span>
  );
}
