import { FEE_TYPE } from '@venus/shared';
import type { Person } from './firm.ts';
import type { Prng } from './prng.ts';

/** Agreed hourly rates by level in the currencies foreign clients are billed in. */
const FOREIGN_RATES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  USD: {
    partner: '750.00',
    counsel: '600.00',
    seniorAssociate: '450.00',
    associate: '320.00',
    paralegal: '120.00',
  },
  EUR: {
    partner: '700.00',
    counsel: '560.00',
    seniorAssociate: '420.00',
    associate: '300.00',
    paralegal: '110.00',
  },
  HKD: {
    partner: '5800.00',
    counsel: '4600.00',
    seniorAssociate: '3500.00',
    associate: '2500.00',
    paralegal: '950.00',
  },
  JPY: {
    partner: '110000.00',
    counsel: '88000.00',
    seniorAssociate: '66000.00',
    associate: '47000.00',
    paralegal: '18000.00',
  },
};

/** The currency a client of this region is billed in, when it is not CNY. */
export const CURRENCY_OF_REGION: Readonly<Record<string, string>> = {
  '2': 'HKD',
  '5': 'USD',
  '7': 'USD',
  '8': 'JPY',
  '9': 'EUR',
  '10': 'USD',
};

/** How a case of this type is charged, and the fee agreed. */
export function feeOf(prng: Prng, projectType: string, currency: string) {
  const money = (min: number, max: number, step: number) => `${prng.int(min / step, max / step) * step}.00`;
  const feeType =
    projectType === '4'
      ? FEE_TYPE.retainer
      : prng.weighted<string>(
          projectType === '1' || projectType === '2'
            ? [
                [FEE_TYPE.hourly, 40],
                [FEE_TYPE.fixed, 20],
                [FEE_TYPE.capped, 15],
                [FEE_TYPE.contingency, 25],
              ]
            : [
                [FEE_TYPE.hourly, 50],
                [FEE_TYPE.fixed, 30],
                [FEE_TYPE.capped, 20],
              ],
        );
  const scale = currency === 'JPY' ? 20 : currency === 'CNY' || currency === 'HKD' ? 1 : 0.15;
  const amount = (min: number, max: number) => money(min * scale, max * scale, 10_000 * Math.max(scale, 0.1));
  switch (feeType) {
    case FEE_TYPE.retainer:
      return { feeType, feeAmount: amount(120_000, 600_000), contingencyRate: null };
    case FEE_TYPE.fixed:
      return { feeType, feeAmount: amount(150_000, 2_500_000), contingencyRate: null };
    case FEE_TYPE.capped:
      return { feeType, feeAmount: amount(300_000, 3_000_000), contingencyRate: null };
    case FEE_TYPE.contingency:
      // A basic fee (基础律师费) and a share of what is recovered (风险代理比例).
      return {
        feeType,
        feeAmount: prng.chance(0.5) ? amount(50_000, 200_000) : null,
        contingencyRate: `${prng.pick([8, 10, 12, 15, 18, 20, 25])}.00`,
      };
    default:
      return { feeType, feeAmount: null, contingencyRate: null };
  }
}

/** A discount on the standard rate a client negotiated, to the hundred. */
export function agreedRate(prng: Prng, person: Person, currency: string, discounted: boolean): string | null {
  if (!person.level) return null;
  if (currency !== 'CNY') return FOREIGN_RATES[currency]?.[person.level] ?? null;
  if (!discounted || !person.rate) return null;
  const off = prng.pick([0.8, 0.85, 0.9]);
  return `${Math.round((Number(person.rate) * off) / 100) * 100}.00`;
}
