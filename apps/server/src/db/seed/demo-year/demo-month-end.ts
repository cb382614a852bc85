import { firstLedgerMonth, storeMonths } from '../../../modules/reports/month-end/month-snapshot.ts';
import { addMonths, monthsFrom } from '../../../modules/reports/month-end/months.ts';
import type { Executor } from '../../../platform/db/database.ts';
import type { DemoContext } from './demo-context.ts';
import { momentOf } from './moments.ts';

/**
 * The demo firm's month-end (decision 0054): finance has closed each month on the fifth of the
 * month after, up to the one before last, so 月度数据 shows closed months with their case rows
 * and last month is still open for finance to close on the first start.
 */
export async function seedMonthEnd(tx: Executor, ctx: DemoContext): Promise<void> {
  const finance = ctx.firm.byName('lvjianhua');
  const upTo = addMonths(ctx.today.slice(0, 7), -2);
  const first = await firstLedgerMonth(tx);
  if (!first) return;
  for (const month of monthsFrom(first, upTo)) {
    const at = momentOf(`${addMonths(month, 1)}-05`, 17);
    const closed = await storeMonths(tx, month, month, finance.userId, at);
    ctx.audit.add(at, finance, { action: 'close', entity: 'month', entityId: month, after: closed });
  }
}
