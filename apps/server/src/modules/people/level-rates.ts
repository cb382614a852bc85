import { addDays, type LevelRateView } from '@venus/shared';

interface Period {
  level: string;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/**
 * The rate card's rates that applied to a person while they held a level (decision 0059): per
 * currency, each rate from the later of its date and the period's start, until the day before the
 * next rate or the period's end. Billing keeps the rates; the level history says whose they are.
 */
export function levelRatesOf(period: Period, card: readonly LevelRateView[]) {
  const out: { currency: string; rate: string; from: string; to: string | null }[] = [];
  const byCurrency = new Map<string, LevelRateView[]>();
  for (const row of card) {
    if (row.level !== period.level) continue;
    byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row]);
  }
  for (const [currency, rows] of [...byCurrency.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...rows].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
    sorted.forEach((row, index) => {
      const next = sorted[index + 1];
      const rateEnd = next ? addDays(next.effectiveFrom, -1) : null;
      const from = row.effectiveFrom > period.effectiveFrom ? row.effectiveFrom : period.effectiveFrom;
      const to = minDate(rateEnd, period.effectiveTo);
      if (to !== null && to < from) return;
      out.push({ currency, rate: row.rate, from, to });
    });
  }
  return out;
}

function minDate(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}
