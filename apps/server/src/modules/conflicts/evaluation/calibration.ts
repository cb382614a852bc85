import type { Outcome } from './evaluate-pairs.ts';

/** The hits shown with one confidence for one reason: how many there were and how many were right. */
export interface ConfidenceFigures {
  /** reason/basis, e.g. `transliteration/pinyin`. */
  group: string;
  confidence: number;
  hits: number;
  right: number;
  /** The 95% Wilson interval of the share of right hits. */
  low: number;
  high: number;
  /** Fewer hits than this say nothing about a confidence, either way. */
  measured: boolean;
  calibrated: boolean;
}

export const MIN_HITS = 20;
const Z = 1.96;
// Confidences are written in steps of 0.05, so a share is matched by the step at or below it.
const STEP = 0.05;

function wilson(right: number, n: number): { low: number; high: number } {
  const p = right / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: centre - half, high: centre + half };
}

/**
 * A confidence is calibrated when the share of its hits that were the same party (on the labelled
 * set) could be it: inside the 95% interval of that share, the interval's low end taken down to
 * the step below. A rule that starts reporting different parties pushes the share under the
 * confidence; a confidence set far under what its hits achieve sits below the interval.
 */
export function calibration(outcomes: readonly Outcome[]): ConfidenceFigures[] {
  const groups = new Map<string, { confidence: number; hits: number; right: number }>();
  for (const { pair, hit } of outcomes) {
    if (!hit) continue;
    const group = `${hit.reason}/${hit.basis}`;
    const figures = groups.get(group) ?? { confidence: hit.score, hits: 0, right: 0 };
    // One group is one confidence: a second score within it is a calibration failure of its own.
    if (figures.confidence !== hit.score) figures.confidence = Number.NaN;
    figures.hits += 1;
    if (pair.expected) figures.right += 1;
    groups.set(group, figures);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, { confidence, hits, right }]) => {
      const { low, high } = wilson(right, hits);
      const measured = hits >= MIN_HITS;
      const floor = Math.floor(low / STEP + 1e-9) * STEP;
      const calibrated = !measured || (confidence >= floor - 1e-9 && confidence <= high + 1e-9);
      return { group, confidence, hits, right, low, high, measured, calibrated };
    });
}

export function formatCalibration(rows: readonly ConfidenceFigures[]): string {
  return [
    '| reason/basis | confidence | hits | right | share | 95% interval | calibrated |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.group} | ${r.confidence.toFixed(2)} | ${r.hits} | ${r.right} | ${(r.right / r.hits).toFixed(3)} | ${r.low.toFixed(3)}–${r.high.toFixed(3)} | ${r.measured ? (r.calibrated ? 'yes' : '**no**') : `too few hits (< ${MIN_HITS})`} |`,
    ),
  ].join('\n');
}
