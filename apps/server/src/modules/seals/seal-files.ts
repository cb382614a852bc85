import { hasPermission, SEAL_PERMISSIONS, sealActionAllowed } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';
import type { FileSourcePolicy } from '../files/file-sources.ts';
import { sealRequests, seals } from './seals.tables.ts';

/**
 * A request's files (source SEAL_FILE_SOURCE, the request id as `onlyId`): the applicant uploads
 * the documents while the request may be edited; the seal's custodian uploads the stamped scans
 * while it waits for stamping; whoever may read the request reads them.
 */
export function sealFilePolicy(
  db: Database,
  mayRead: (actor: Actor, requestId: number) => Promise<boolean>,
): FileSourcePolicy {
  const requestOf = async (onlyId: string) => {
    if (!/^\d{1,9}$/.test(onlyId)) return undefined;
    const [row] = await db
      .select({ request: sealRequests, custodianId: seals.custodianId })
      .from(sealRequests)
      .innerJoin(seals, eq(seals.sealId, sealRequests.sealId))
      .where(eq(sealRequests.requestId, Number(onlyId)));
    return row;
  };
  return {
    maySee: async (actor, onlyId) => {
      const row = await requestOf(onlyId);
      if (!row) return false;
      return row.request.applicantId === actor.userId || mayRead(actor, row.request.requestId);
    },
    mayChange: async (actor, onlyId) => {
      const row = await requestOf(onlyId);
      if (!row) return false;
      const { request } = row;
      if (request.applicantId === actor.userId && hasPermission(actor.permissions, SEAL_PERMISSIONS.add)) {
        if (sealActionAllowed('edit', request.status, request.kind)) return true;
      }
      return row.custodianId === actor.userId && sealActionAllowed('stamp', request.status, request.kind);
    },
  };
}
