import type { ConflictHitRow } from '@venus/shared';

/** The grade a person acts on, from what the hit rests on (decision 0023, round two). */
export type HitGrade = 'sameNumber' | 'identical' | 'normalised' | 'transliteration' | 'alias' | 'possible';

const GRADE_OF_BASIS: Readonly<Record<string, HitGrade>> = {
  number: 'sameNumber',
  identical: 'identical',
  normalised: 'normalised',
  reordered: 'normalised',
  tradeName: 'normalised',
  pinyin: 'transliteration',
  cantonese: 'transliteration',
  wadeGiles: 'transliteration',
  tradeNameReading: 'transliteration',
  slip: 'possible',
  homophone: 'possible',
  similar: 'possible',
};

export const GRADE_COLOUR: Readonly<Record<HitGrade, string>> = {
  sameNumber: 'red',
  identical: 'red',
  normalised: 'volcano',
  transliteration: 'orange',
  alias: 'orange',
  possible: 'gold',
};

export function gradeOf(hit: Pick<ConflictHitRow, 'reason' | 'basis'>): HitGrade {
  if (hit.reason === 'formerName' || hit.reason === 'alias' || hit.reason === 'knownName') return 'alias';
  return GRADE_OF_BASIS[hit.basis] ?? (hit.reason === 'fuzzy' ? 'possible' : 'normalised');
}
