import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { ConflictIndex } from '../conflicts/conflict-index.service.ts';
import { projectMembers, projects } from './projects.tables.ts';

/** What the clients module asks of cases: whose cases a person works on, and a merge's move. */
export class CaseClients {
  constructor(private readonly index: ConflictIndex) {}

  /** Clients of the cases the person applied for or is on the team of ("my clients"). */
  async clientIdsOfMyCases(tx: Executor, userId: number): Promise<number[]> {
    const rows = await tx
      .selectDistinct({ clientId: projects.clientId })
      .from(projects)
      .where(
        or(
          eq(projects.applicantId, userId),
          sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.projectId} and ${projectMembers.userId} = ${userId})`,
        ),
      );
    return rows.map((row) => row.clientId);
  }

  /** A merged client's cases now belong to the client kept, in the merge's transaction. */
  async moveCases(tx: Executor, fromClientId: number, toClientId: number): Promise<void> {
    await tx
      .update(projects)
      .set({ clientId: toClientId, updatedAt: new Date() })
      .where(eq(projects.clientId, fromClientId));
    await this.index.reassignClient(tx, fromClientId, toClientId);
  }
}
