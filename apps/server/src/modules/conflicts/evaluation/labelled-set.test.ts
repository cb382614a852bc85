import { describe, expect, it } from 'vitest';
import { evaluate, formatEvaluation, runPairs, UNREQUIRED_RECALL } from './evaluate-pairs.ts';
import { readLabelledPairs } from './labelled-pairs.ts';

// Issue 26's targets on the held-back half. Two classes are measured below the 0.98 recall
// target and named here with what they reach, so that a fall below it fails (decisions 0023 and
// 0036 say why): latin-typo 62 of 64, english-name 34 of 35. The tuning half passes both in
// full; the held-back misses were not looked into, so that no rule is tuned on them. One the rules
// knowingly leave: an English given name no list holds, before the Chinese name, without a comma.
const BELOW_TARGET: Readonly<Record<string, number>> = { 'latin-typo': 0.96, 'english-name': 0.97 };

describe('the matcher on the labelled set', () => {
  const all = readLabelledPairs();

  it('holds at least 1,500 pairs, half of every class held back', () => {
    expect(all.length).toBeGreaterThanOrEqual(1500);
    const classes = new Set(all.map((pair) => pair.cls));
    for (const cls of classes) {
      const inClass = all.filter((pair) => pair.cls === cls);
      const held = inClass.filter((pair) => pair.split === 'held').length;
      expect(Math.abs(held - (inClass.length - held)), cls).toBeLessThanOrEqual(1);
    }
  });

  it('reaches the issue’s recall and precision on the held-back half', () => {
    const result = evaluate(runPairs(readLabelledPairs('held')));
    console.info(formatEvaluation(result));
    for (const figures of result.classes) {
      if (figures.recall === null || UNREQUIRED_RECALL.has(figures.cls)) continue;
      expect(figures.recall, figures.cls).toBeGreaterThanOrEqual(BELOW_TARGET[figures.cls] ?? 0.98);
    }
    expect(result.overall.precision).toBeGreaterThanOrEqual(0.97);
    expect(result.latin.precision).toBeGreaterThanOrEqual(0.95);
  });
});
