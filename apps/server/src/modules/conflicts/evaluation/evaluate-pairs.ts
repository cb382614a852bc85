import type { ConflictHit } from '../conflict.types.ts';
import { seededKnownNames } from '../known-names/seeded-book.ts';
import { matchConflicts, prepareCandidates } from '../matcher.ts';
import type { LabelledPair } from './labelled-pairs.ts';

/** The classes whose recall the issue does not require: abbreviations no dictionary holds. */
export const UNREQUIRED_RECALL = new Set(['abbreviation']);
/** The Latin near-miss group whose precision is required on its own (typos and near misses). */
export const LATIN_GROUP = new Set(['latin-typo', 'latin-near-miss']);

export interface ClassFigures {
  cls: string;
  pairs: number;
  positives: number;
  found: number;
  falseAlarms: number;
  negatives: number;
  recall: number | null;
  precision: number | null;
}

export interface Outcome {
  pair: LabelledPair;
  hit: ConflictHit<number> | undefined;
}

export type Matcher = (pair: LabelledPair) => ConflictHit<number> | undefined;

/** The in-memory matcher with the seeded dictionary, one stored candidate per pair. */
export const matchPair: Matcher = (pair) =>
  matchConflicts(pair.query, prepareCandidates([pair.candidate]), { knownNames: seededKnownNames() })[0];

export function runPairs(pairs: readonly LabelledPair[], match: Matcher = matchPair): Outcome[] {
  return pairs.map((pair) => ({ pair, hit: match(pair) }));
}

function figures(cls: string, outcomes: readonly Outcome[]): ClassFigures {
  const positives = outcomes.filter((o) => o.pair.expected);
  const negatives = outcomes.filter((o) => !o.pair.expected);
  const found = positives.filter((o) => o.hit).length;
  const falseAlarms = negatives.filter((o) => o.hit).length;
  return {
    cls,
    pairs: outcomes.length,
    positives: positives.length,
    found,
    negatives: negatives.length,
    falseAlarms,
    recall: positives.length > 0 ? found / positives.length : null,
    precision: found + falseAlarms > 0 ? found / (found + falseAlarms) : null,
  };
}

export interface Evaluation {
  classes: ClassFigures[];
  overall: ClassFigures;
  latin: ClassFigures;
}

export function evaluate(outcomes: readonly Outcome[]): Evaluation {
  const byClass = new Map<string, Outcome[]>();
  for (const outcome of outcomes)
    byClass.set(outcome.pair.cls, [...(byClass.get(outcome.pair.cls) ?? []), outcome]);
  return {
    classes: [...byClass.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([cls, list]) => figures(cls, list)),
    overall: figures('overall', outcomes),
    latin: figures(
      'Latin near-miss group',
      outcomes.filter((o) => LATIN_GROUP.has(o.pair.cls)),
    ),
  };
}

const share = (value: number | null) => (value === null ? '–' : value.toFixed(3));

/** The per-class table, as a markdown table. */
export function formatEvaluation(evaluation: Evaluation): string {
  const rows = [...evaluation.classes, evaluation.latin, evaluation.overall].map(
    (f) =>
      `| ${f.cls} | ${f.pairs} | ${f.found}/${f.positives} | ${share(f.recall)} | ${f.falseAlarms}/${f.negatives} | ${share(f.precision)} |`,
  );
  return [
    '| class | pairs | found | recall | false alarms | precision |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
