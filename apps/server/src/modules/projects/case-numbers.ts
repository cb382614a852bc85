import { caseTypeCode, formatCaseNumber } from '@venus/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { projectNumberSequences } from './projects.tables.ts';

/**
 * The next number for a case (decision 0025). The upsert takes the sequence row's lock, so two
 * applications sent at the same instant get consecutive numbers, never the same one.
 */
export async function nextCaseNumber(
  tx: Executor,
  year: number,
  officeCode: string,
  projectType: string,
): Promise<string> {
  const typeCode = caseTypeCode(projectType);
  const [row] = await tx
    .insert(projectNumberSequences)
    .values({ year, officeCode, typeCode, lastValue: 1 })
    .onConflictDoUpdate({
      target: [
        projectNumberSequences.year,
        projectNumberSequences.officeCode,
        projectNumberSequences.typeCode,
      ],
      set: { lastValue: sql`${projectNumberSequences.lastValue} + 1` },
    })
    .returning({ lastValue: projectNumberSequences.lastValue });
  return formatCaseNumber(year, officeCode, projectType, row!.lastValue);
}
