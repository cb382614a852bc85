import { BILL_ISSUED } from '@venus/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { bills } from './bills.tables.ts';

/** A case's money as billing keeps it, in the case's currency (every bill of a case is in it). */
export interface CaseBillingSums {
  /** Issued bills less their credit notes. */
  billed: string;
  /** Receipts allocated to those bills. */
  received: string;
}

/**
 * Sums one case's issued bills for the case's money at a glance (spec /hankun/project/money). The
 * caller has checked that the reader may see the case; drafts and bills in approval are not billed.
 */
export class BillCaseSums {
  constructor(private readonly db: Database) {}

  async ofCase(projectId: number, tx: Executor = this.db): Promise<CaseBillingSums> {
    const [row] = await tx
      .select({
        billed: sql<string>`coalesce(sum(${bills.total} - ${bills.creditedTotal}), 0)::numeric(15, 2)::text`,
        received: sql<string>`coalesce(sum(${bills.paidTotal}), 0)::numeric(15, 2)::text`,
      })
      .from(bills)
      .where(and(eq(bills.projectId, projectId), inArray(bills.status, [...BILL_ISSUED])));
    return { billed: row?.billed ?? '0.00', received: row?.received ?? '0.00' };
  }
}
