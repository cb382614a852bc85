import { addDays } from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import { levelRates } from '../../schema.ts';
import type { DemoContext } from './demo-context.ts';
import { momentOf } from './moments.ts';

/** Today's rate card for foreign-currency cases (CNY work is valued at each person's standard rate). */
const RATE_CARD: readonly [level: string, usd: string, hkd: string][] = [
  ['partner', '850.00', '6600.00'],
  ['counsel', '700.00', '5400.00'],
  ['seniorAssociate', '520.00', '4000.00'],
  ['associate', '380.00', '2900.00'],
  ['paralegal', '160.00', '1200.00'],
];

/** The rate of an earlier (0.94) or a coming (1.05) card, rounded to tens as a firm prints it. */
const scaled = (rate: string, factor: number) => (Math.round((Number(rate) * factor) / 10) * 10).toFixed(2);

/**
 * The demo firm's rate card with its history (decisions 0040, 0046): every level's rates since the
 * year began, the mid-year raise in force today, and next year's card entered ahead, which
 * finance may still delete.
 */
export async function seedRateCard(tx: Executor, ctx: DemoContext): Promise<void> {
  const finance = ctx.firm.byName('lvjianhua');
  const raisedOn = addDays(ctx.today, -120);
  const nextYear = `${Number(ctx.today.slice(0, 4)) + 1}-01-01`;
  const cards = [
    { effectiveFrom: ctx.firstDay, factor: 0.94, enteredOn: addDays(ctx.firstDay, -1) },
    { effectiveFrom: raisedOn, factor: 1, enteredOn: addDays(raisedOn, -14) },
    { effectiveFrom: nextYear, factor: 1.05, enteredOn: addDays(ctx.today, -3) },
  ];
  await tx.insert(levelRates).values(
    cards.flatMap(({ effectiveFrom, factor, enteredOn }) => {
      const at = momentOf(enteredOn < ctx.today ? enteredOn : addDays(ctx.today, -1), 16);
      return RATE_CARD.flatMap(([level, usd, hkd]) =>
        (
          [
            ['USD', usd],
            ['HKD', hkd],
          ] as const
        ).map(([currency, rate]) => ({
          level,
          currency,
          rate: factor === 1 ? rate : scaled(rate, factor),
          effectiveFrom,
          createdAt: at,
          updatedAt: at,
          createdBy: finance.userId,
          updatedBy: finance.userId,
        })),
      );
    }),
  );
}
