import type { LevelRateView } from '@venus/shared';

/** Where a rate stands on `today`: in force, superseded by a later one in force, or still to come. */
export type RateStanding = 'current' | 'superseded' | 'future';

export interface RateCardRow extends LevelRateView {
  standing: RateStanding;
  /** The day its successor takes over, if one is entered. */
  until: string | null;
}

/**
 * The card's rows with their standing (decision 0046): for each level and currency, the newest
 * rate dated today or earlier is in force, older ones are superseded, later ones are to come.
 */
export function rateCardRows(rates: readonly LevelRateView[], today: string): RateCardRow[] {
  const groups = new Map<string, LevelRateView[]>();
  for (const rate of rates) {
    const key = `${rate.level}\u0000${rate.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), rate]);
  }
  const rows: RateCardRow[] = [];
  for (const group of groups.values()) {
    const newestFirst = [...group].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
    const current = newestFirst.find((rate) => rate.effectiveFrom <= today);
    newestFirst.forEach((rate, index) => {
      const standing: RateStanding =
        rate.effectiveFrom > today ? 'future' : rate === current ? 'current' : 'superseded';
      const successor = index > 0 ? newestFirst[index - 1]! : null;
      rows.push({ ...rate, standing, until: successor ? successor.effectiveFrom : null });
    });
  }
  return rows;
}

/** The rows the filters keep: one level, one currency. */
export function filterRateRows(
  rows: readonly RateCardRow[],
  filters: { level?: string; currency?: string },
): RateCardRow[] {
  return rows.filter(
    (row) =>
      (!filters.level || row.level === filters.level) &&
      (!filters.currency || row.currency === filters.currency),
  );
}
