import { pinyin } from 'pinyin-pro';
import { editDistance } from './normalise/legal-forms.ts';
import type { NormalisedName } from './normalise/name.ts';

export type HanVerdict = 'homophone' | 'slipOutsideTradeName' | 'different' | null;

function readings(char: string): string[] {
  return pinyin(char, { toneType: 'none', type: 'array', multiple: true });
}

/** Two characters that share a toneless reading: what a pinyin input method puts one for the other. */
export function sameReading(a: string, b: string): boolean {
  const of = readings(a);
  return readings(b).some((reading) => of.includes(reading));
}

/** The one position where two equally long texts differ, or -1 (none, or more than one). */
function onlyDifference(a: readonly string[], b: readonly string[]): number {
  if (a.length !== b.length) return -1;
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (at >= 0) return -1;
    at = i;
  }
  return at;
}

/**
 * Chinese company names one slip apart (decision 0023, round two):
 * - trade names one character apart are one company mistyped when the two characters read alike
 *   (复星 / 府星: a pinyin input method's slip), two companies otherwise (华信 / 华达);
 * - a slip outside the trade name (科枝 for 科技, 有限公可 for 有限公司, 北凉 for 北京), the trade name
 *   intact on both sides, is the same company.
 */
export function hanSlipVerdict(q: NormalisedName, c: NormalisedName): HanVerdict {
  const qTrade = q.tradeName ?? q.compact;
  const cTrade = c.tradeName ?? c.compact;
  const at = onlyDifference([...qTrade], [...cTrade]);
  if (at >= 0 && (q.tradeName || c.tradeName)) {
    return sameReading([...qTrade][at] as string, [...cTrade][at] as string) ? 'homophone' : 'different';
  }
  if (editDistance(q.compact, c.compact, 1) !== 1) return null;
  const intact = [q.tradeName, c.tradeName].some(
    (trade) =>
      trade !== null && [...trade].length >= 2 && q.compact.includes(trade) && c.compact.includes(trade),
  );
  return intact ? 'slipOutsideTradeName' : null;
}
