/**
 * Leave balances (decision 0018). Annual leave: the year's entitlement plus what was left of last
 * year's, capped; compensatory leave: what approved overtime earned, never expiring. Days held by
 * open requests count as taken, so two requests cannot spend the same day.
 */

/** Hours of overtime that earn one day of compensatory leave. */
export const HOURS_PER_COMPENSATORY_DAY = 8;

/** Compensatory days earned by approved overtime hours, kept to two decimals. */
export function compensatoryDaysFor(hours: number): number {
  return Math.round((hours / HOURS_PER_COMPENSATORY_DAY) * 100) / 100;
}

export interface AnnualFigures {
  /** This year's entitlement. */
  entitled: number;
  /** Last year's entitlement and what approved leave took of it. */
  previousEntitled: number;
  previousTaken: number;
  /** The most days that may pass into the next year. */
  carryOverCap: number;
  /** Approved leave this year, and days held by open requests. */
  taken: number;
  pending: number;
}

export interface Balance {
  entitled: number;
  carriedOver: number;
  taken: number;
  pending: number;
  available: number;
}

const roundHalf = (days: number) => Math.round(days * 100) / 100;

export function annualBalance(figures: AnnualFigures): Balance {
  const carriedOver = Math.min(
    figures.carryOverCap,
    Math.max(0, figures.previousEntitled - figures.previousTaken),
  );
  return {
    entitled: figures.entitled,
    carriedOver,
    taken: figures.taken,
    pending: figures.pending,
    available: roundHalf(figures.entitled + carriedOver - figures.taken - figures.pending),
  };
}

export function compensatoryBalance(earned: number, taken: number, pending: number): Balance {
  return {
    entitled: earned,
    carriedOver: 0,
    taken,
    pending,
    available: roundHalf(earned - taken - pending),
  };
}
