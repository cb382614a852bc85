import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date.rules.ts';
import { toDecimal } from '../money/exact-decimal.ts';
import { ageBalances, ageingBucketOf, ageingBucketRanges, daysBetween } from './receivables.rules.ts';

describe('ageing buckets', () => {
  it('counts the bill date as day 0 and puts each boundary day in the lower bucket', () => {
    const asOf = '2026-06-30';
    expect(ageingBucketOf('2026-06-30', asOf)).toBe('days0to30');
    expect(ageingBucketOf(addDays(asOf, -30), asOf)).toBe('days0to30');
    expect(ageingBucketOf(addDays(asOf, -31), asOf)).toBe('days31to60');
    expect(ageingBucketOf(addDays(asOf, -60), asOf)).toBe('days31to60');
    expect(ageingBucketOf(addDays(asOf, -61), asOf)).toBe('days61to90');
    expect(ageingBucketOf(addDays(asOf, -90), asOf)).toBe('days61to90');
    expect(ageingBucketOf(addDays(asOf, -91), asOf)).toBe('days91to180');
    expect(ageingBucketOf(addDays(asOf, -180), asOf)).toBe('days91to180');
    expect(ageingBucketOf(addDays(asOf, -181), asOf)).toBe('over180');
    expect(ageingBucketOf('2019-01-01', asOf)).toBe('over180');
  });

  it('leaves out a bill dated after the chosen date', () => {
    expect(ageingBucketOf('2026-07-01', '2026-06-30')).toBeNull();
  });

  it('counts days across a leap day and a year end', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
  });

  it('gives each bucket a range of ages that meet end to end, so SQL ages rows the same way', () => {
    const ranges = ageingBucketRanges();
    expect(ranges.map((range) => [range.fromDay, range.toDay])).toEqual([
      [0, 30],
      [31, 60],
      [61, 90],
      [91, 180],
      [181, null],
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (age) => {
        const inRange = ranges.find(
          (range) => age >= range.fromDay && (range.toDay === null || age <= range.toDay),
        );
        expect(inRange?.key).toBe(ageingBucketOf(addDays('2026-03-31', -age), '2026-03-31'));
      }),
    );
  });

  it('sums balances per bucket to the cent, and the buckets add up to the total', () => {
    const asOf = '2026-03-31';
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            age: fc.integer({ min: -10, max: 400 }),
            cents: fc.integer({ min: -100_000_000, max: 100_000_000 }),
          }),
          { maxLength: 40 },
        ),
        (items) => {
          const rows = items.map((item) => ({
            billDate: addDays(asOf, -item.age),
            balance: toDecimal(item.cents).div(100).toFixed(2),
          }));
          const totals = ageBalances(rows, asOf);
          const expected = items.filter((item) => item.age >= 0).reduce((sum, item) => sum + item.cents, 0);
          expect(totals.total).toBe(toDecimal(expected).div(100).toFixed(2));
          const bucketSum = [
            totals.days0to30,
            totals.days31to60,
            totals.days61to90,
            totals.days91to180,
            totals.over180,
          ].reduce((sum, value) => sum.plus(value), toDecimal(0));
          expect(bucketSum.toFixed(2)).toBe(totals.total);
        },
      ),
    );
  });
});
