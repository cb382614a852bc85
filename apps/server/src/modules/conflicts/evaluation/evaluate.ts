/**
 * Prints the conflict matcher's evaluation on the labelled set, class by class (decision 0023).
 *
 *   npm run conflicts:evaluate -w @venus/server -- [--split held|tune|all] [--failures]
 *
 * The held-back half is the one the issue's figures are read on; --failures lists the pairs the
 * matcher gets wrong, and only on the tuning half: rules are never tuned on held-back pairs.
 */
import { calibration, formatCalibration } from './calibration.ts';
import { evaluate, formatEvaluation, runPairs } from './evaluate-pairs.ts';
import { readLabelledPairs, type Split } from './labelled-pairs.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--split');
const chosen = at >= 0 ? args[at + 1] : 'held';
if (chosen !== 'held' && chosen !== 'tune' && chosen !== 'all') throw new Error('--split held|tune|all');
const pairs = readLabelledPairs(chosen === 'all' ? undefined : (chosen as Split));
const outcomes = runPairs(pairs);
console.info(`${pairs.length} labelled pairs, split ${chosen}\n`);
console.info(formatEvaluation(evaluate(outcomes)));
console.info(`\nConfidence shown against the share of right hits (calibration):\n`);
console.info(formatCalibration(calibration(outcomes)));
if (args.includes('--failures')) {
  const wrong = outcomes.filter((o) => o.pair.split === 'tune' && Boolean(o.hit) !== o.pair.expected);
  console.info(`\n${wrong.length} wrong on the tuning half:`);
  for (const { pair, hit } of wrong)
    console.info(
      `  ${pair.cls}: ${pair.query.name} / ${pair.candidate.name} (${pair.expected ? 'missed' : `reported ${hit?.reason} ${hit?.score.toFixed(2)}`})`,
    );
}
