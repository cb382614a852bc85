import { formatIsoDate } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { projects } from './projects.tables.ts';

/** A case's fee summary columns: the terms at intake, then those of its newest arrangement version. */
export interface CaseFeeTerms {
  projectId: number;
  feeType: string;
  feeAmount: string | null;
  contingencyRate: string | null;
  currency: string;
  /** The day the case opened (or was first written down): version 1's effective date. */
  openedOn: string;
}

/**
 * What billing's fee arrangements ask of a case (decision 0040): its summary terms, and to follow a
 * new arrangement version. Billing never writes the case tables; this does, audited, in its
 * transaction.
 */
export class CaseFeeTermsService {
  constructor(private readonly db: Database) {}

  async termsOf(projectId: number, tx: Executor = this.db): Promise<CaseFeeTerms | undefined> {
    const [row] = await tx
      .select({
        projectId: projects.projectId,
        feeType: projects.feeType,
        feeAmount: projects.feeAmount,
        contingencyRate: projects.contingencyRate,
        currency: projects.currency,
        openedAt: projects.openedAt,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .where(eq(projects.projectId, projectId));
    if (!row) return undefined;
    const { openedAt, createdAt, ...terms } = row;
    return { ...terms, openedOn: formatIsoDate(openedAt ?? createdAt) };
  }

  /** The summary columns follow the newest arrangement version. */
  async follow(
    tx: Executor,
    ctx: SignedInContext,
    projectId: number,
    terms: Pick<CaseFeeTerms, 'feeType' | 'feeAmount' | 'contingencyRate'>,
  ): Promise<void> {
    const [before] = await tx
      .select({
        feeType: projects.feeType,
        feeAmount: projects.feeAmount,
        contingencyRate: projects.contingencyRate,
      })
      .from(projects)
      .where(eq(projects.projectId, projectId))
      .for('update');
    if (!before) return;
    await tx
      .update(projects)
      .set({ ...terms, updatedAt: new Date(), updatedBy: ctx.actor.userId })
      .where(eq(projects.projectId, projectId));
    await recordAudit(tx, ctx, {
      action: 'feeArrangement',
      entity: 'project',
      entityId: projectId,
      before,
      after: terms,
    });
  }
}
