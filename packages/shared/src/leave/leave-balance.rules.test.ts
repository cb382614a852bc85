import { describe, expect, it } from 'vitest';
import { annualBalance, compensatoryBalance, compensatoryDaysFor } from './leave-balance.rules.ts';

describe('annual leave balance', () => {
  it('adds what was left of last year, up to the cap', () => {
    const base = { entitled: 10, previousEntitled: 10, carryOverCap: 5, taken: 2, pending: 1 };
    expect(annualBalance({ ...base, previousTaken: 7 })).toEqual({
      entitled: 10,
      carriedOver: 3,
      taken: 2,
      pending: 1,
      available: 10,
    });
    expect(annualBalance({ ...base, previousTaken: 0 }).carriedOver).toBe(5);
  });

  it('carries nothing when last year was overspent', () => {
    expect(
      annualBalance({
        entitled: 5,
        previousEntitled: 5,
        previousTaken: 6,
        carryOverCap: 5,
        taken: 0,
        pending: 0,
      }),
    ).toMatchObject({ carriedOver: 0, available: 5 });
  });

  it('holds the days of open requests against the balance', () => {
    expect(
      annualBalance({
        entitled: 5,
        previousEntitled: 0,
        previousTaken: 0,
        carryOverCap: 5,
        taken: 1.5,
        pending: 3,
      }).available,
    ).toBe(0.5);
  });
});

describe('compensatory leave', () => {
  it('earns a day for every 8 hours of approved overtime', () => {
    expect(compensatoryDaysFor(8)).toBe(1);
    expect(compensatoryDaysFor(4)).toBe(0.5);
    expect(compensatoryDaysFor(2.5)).toBe(0.31);
  });

  it('is what overtime earned less what leave took and holds', () => {
    expect(compensatoryBalance(1.5, 0.5, 0.5)).toMatchObject({ available: 0.5 });
  });
});
