import { CASE_END_FILE_TYPE, CASE_FILE_SOURCE } from '@venus/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { ClosingCheckContributor } from '../projects/closing-checks.ts';
import { FILE_STATUS, files } from './files.tables.ts';

/**
 * The files domain's closing check (decision 0025): a case closes with its closing archive filed,
 * at least one current file of type `end` (the judgment, settlement or closing memorandum) on the
 * case's files page. One open item until then.
 */
export function filesArchivedCheck(): ClosingCheckContributor {
  return {
    check: 'filesArchived',
    async openItems(projectId: number, tx: Executor): Promise<number> {
      const [row] = await tx
        .select({ filed: count() })
        .from(files)
        .where(
          and(
            eq(files.source, CASE_FILE_SOURCE),
            eq(files.onlyId, String(projectId)),
            eq(files.type, CASE_END_FILE_TYPE),
            eq(files.status, FILE_STATUS.current),
          ),
        );
      return (row?.filed ?? 0) > 0 ? 0 : 1;
    },
    link: ({ projectId, title }) =>
      `/jurisdiction/projectDetail/${encodeURIComponent(title)}?projectId=${projectId}&tabName=files`,
  };
}
