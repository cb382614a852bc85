import { describe, expect, it } from 'vitest';
import type { ConflictHit } from '../conflict.types.ts';
import { calibration, formatCalibration, MIN_HITS } from './calibration.ts';
import { type Outcome, runPairs } from './evaluate-pairs.ts';
import { type LabelledPair, readLabelledPairs } from './labelled-pairs.ts';

// Issue 26 must-hold 1: the confidence a hit shows is the share of such hits that are the same
// party. Set on the tuning half, confirmed (never tuned) on the held-back half.
describe('the confidences hits are shown with', () => {
  for (const split of ['tune', 'held'] as const) {
    it(`match the share of right hits on the ${split} half`, () => {
      const rows = calibration(runPairs(readLabelledPairs(split)));
      console.info(`${split}\n${formatCalibration(rows)}`);
      for (const row of rows) expect(row.calibrated, `${row.group} at ${row.confidence}`).toBe(true);
      // Every kind of hit the set produces often enough is measured: a confidence is not
      // calibrated by having too few hits to judge.
      const measured = rows.filter((row) => row.measured).map((row) => row.group);
      expect(measured).toEqual(
        expect.arrayContaining([
          'exact/normalised',
          'exact/reordered',
          'fuzzy/homophone',
          'fuzzy/slip',
          'fuzzy/tradeName',
          'knownName/identical',
          'transliteration/cantonese',
          'transliteration/pinyin',
          'transliteration/wadeGiles',
        ]),
      );
    });
  }

  const pair = (expected: boolean): LabelledPair => ({ expected, cls: 'x' }) as unknown as LabelledPair;
  const hit = (score: number) => ({ reason: 'fuzzy', basis: 'slip', score }) as ConflictHit<number>;
  const outcomes = (right: number, wrong: number, score: number): Outcome[] => [
    ...Array.from({ length: right }, () => ({ pair: pair(true), hit: hit(score) })),
    ...Array.from({ length: wrong }, () => ({ pair: pair(false), hit: hit(score) })),
  ];

  it('fails a confidence its hits do not reach', () => {
    // 40 right of 50 (0.8, interval 0.67–0.89) shown as 0.95.
    expect(calibration(outcomes(40, 10, 0.95))[0]).toMatchObject({ calibrated: false });
    expect(calibration(outcomes(40, 10, 0.85))[0]).toMatchObject({ calibrated: true });
  });

  it('fails a confidence far under what its hits reach', () => {
    // 100 right of 100 (interval 0.96–1) shown as 0.6.
    expect(calibration(outcomes(100, 0, 0.6))[0]).toMatchObject({ calibrated: false });
  });

  it('judges nothing on fewer hits than it needs, and one group shown with two scores fails', () => {
    expect(calibration(outcomes(MIN_HITS - 1, 0, 0.1))[0]).toMatchObject({
      measured: false,
      calibrated: true,
    });
    const mixed = [...outcomes(30, 0, 0.95), ...outcomes(30, 0, 0.9)];
    expect(calibration(mixed)[0]).toMatchObject({ calibrated: false });
  });
});
