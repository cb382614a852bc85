import { describe, expect, it } from 'vitest';
import { chooseRate, entryAmount } from './worklog-rate.rules.ts';

describe('the rate on an entry', () => {
  it("takes the person's rate agreed on the case first", () => {
    expect(
      chooseRate({
        caseMemberRate: '4500',
        caseCurrency: 'USD',
        standardRate: { rate: '3000', currency: 'CNY' },
      }),
    ).toEqual({ rate: '4500.00', currency: 'USD', source: 'caseMember' });
  });

  it("falls back to the timekeeper's standard rate for their level", () => {
    expect(
      chooseRate({
        caseMemberRate: null,
        caseCurrency: 'USD',
        standardRate: { rate: '3000', currency: 'CNY' },
      }),
    ).toEqual({ rate: '3000.00', currency: 'CNY', source: 'timekeeperLevel' });
  });

  it("takes the case's rate for the level before the rate card, and the rate card before the standard rate", () => {
    const standardRate = { rate: '3000', currency: 'CNY' };
    const rateCardRate = { rate: '3500', currency: 'CNY' };
    expect(
      chooseRate({
        caseMemberRate: null,
        caseCurrency: 'USD',
        caseLevelRate: { rate: '600', currency: 'USD' },
        rateCardRate,
        standardRate,
      }),
    ).toEqual({ rate: '600.00', currency: 'USD', source: 'caseLevel' });
    expect(
      chooseRate({
        caseMemberRate: null,
        caseCurrency: 'CNY',
        caseLevelRate: null,
        rateCardRate,
        standardRate,
      }),
    ).toEqual({ rate: '3500.00', currency: 'CNY', source: 'rateCard' });
    expect(
      chooseRate({
        caseMemberRate: '4000',
        caseCurrency: 'CNY',
        caseLevelRate: { rate: '600', currency: 'CNY' },
        rateCardRate,
        standardRate,
      }),
    ).toEqual({ rate: '4000.00', currency: 'CNY', source: 'caseMember' });
  });

  it('says so when no rate is known', () => {
    expect(chooseRate({ caseMemberRate: null, caseCurrency: 'CNY', standardRate: null })).toEqual({
      rate: '0.00',
      currency: 'CNY',
      source: 'none',
    });
  });

  it('values hours exactly to the cent, and non-billable time at nothing', () => {
    expect(entryAmount('1.4', '3333.33', true)).toBe('4666.66');
    expect(entryAmount('0.1', '0.05', true)).toBe('0.01');
    expect(entryAmount('8.0', '5000.00', false)).toBe('0.00');
  });
});
