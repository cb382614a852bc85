import { type DecimalInput, decimalText, type ExactDecimal, toDecimal } from '../money/exact-decimal.ts';

/**
 * Ageing of what is owed (decision 0030): days since the bill date at the chosen date, in five
 * buckets. `upTo` is the last day of the bucket, inclusive; the last bucket has none.
 */
export const AGEING_BUCKETS = [
  { key: 'days0to30', upTo: 30 },
  { key: 'days31to60', upTo: 60 },
  { key: 'days61to90', upTo: 90 },
  { key: 'days91to180', upTo: 180 },
  { key: 'over180', upTo: null },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['key'];
export const AGEING_BUCKET_KEYS: readonly AgeingBucket[] = AGEING_BUCKETS.map((bucket) => bucket.key);

const DAY_MS = 86_400_000;

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The bucket a bill dated `billDate` falls in at `asOf`. A bill dated after `asOf` did not exist
 * yet: null. The bill's own day is day 0, so a bill is 0–30 for 31 days.
 */
export function ageingBucketOf(billDate: string, asOf: string): AgeingBucket | null {
  const days = daysBetween(billDate, asOf);
  if (days < 0) return null;
  return AGEING_BUCKETS.find((bucket) => bucket.upTo === null || days <= bucket.upTo)!.key;
}

/** Each bucket's first and last day of age (inclusive; the last has no end), for SQL that ages rows. */
export function ageingBucketRanges(): { key: AgeingBucket; fromDay: number; toDay: number | null }[] {
  let fromDay = 0;
  return AGEING_BUCKETS.map((bucket) => {
    const range = { key: bucket.key, fromDay, toDay: bucket.upTo };
    fromDay = (bucket.upTo ?? fromDay) + 1;
    return range;
  });
}

export type AgeingTotals = Record<AgeingBucket, string> & { total: string };

/** Sums balances into the buckets at `asOf`, to the cent; bills dated later are left out. */
export function ageBalances(
  items: readonly { billDate: string; balance: DecimalInput }[],
  asOf: string,
): AgeingTotals {
  const sums = new Map<AgeingBucket, ExactDecimal>(AGEING_BUCKET_KEYS.map((key) => [key, toDecimal(0)]));
  let total = toDecimal(0);
  for (const item of items) {
    const bucket = ageingBucketOf(item.billDate, asOf);
    if (bucket === null) continue;
    const balance = toDecimal(item.balance);
    sums.set(bucket, sums.get(bucket)!.plus(balance));
    total = total.plus(balance);
  }
  const result = { total: decimalText(total, 2) } as AgeingTotals;
  for (const key of AGEING_BUCKET_KEYS) result[key] = decimalText(sums.get(key)!, 2);
  return result;
}
