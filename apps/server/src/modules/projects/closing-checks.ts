import type { ClosingCheck } from '@venus/shared';
import type { Executor } from '../../platform/db/database.ts';

/** The case being closed, as a link to its own pages needs it (the title names the tab). */
export interface ClosingCase {
  projectId: number;
  title: string;
}

/** One domain's condition for closing a case: how many open items it has, and where to clear them. */
export interface ClosingCheckContributor {
  check: ClosingCheck;
  openItems(projectId: number, tx: Executor): Promise<number>;
  /** The page the team clears the items on. */
  link(project: ClosingCase): string;
}

export interface ClosingCheckResult {
  check: ClosingCheck;
  passed: boolean;
  count: number;
  link: string;
}

/**
 * The closing checklist (decision 0025): each domain registers its own condition as it arrives
 * (time, bills, receivables, loans), so cases never import those domains.
 */
export class ClosingChecks {
  private readonly contributors: ClosingCheckContributor[] = [];

  register(contributor: ClosingCheckContributor): void {
    if (this.contributors.some((known) => known.check === contributor.check))
      throw new Error(`Closing check ${contributor.check} is registered twice`);
    this.contributors.push(contributor);
  }

  async run(project: ClosingCase, tx: Executor): Promise<ClosingCheckResult[]> {
    const results: ClosingCheckResult[] = [];
    for (const contributor of this.contributors) {
      const count = await contributor.openItems(project.projectId, tx);
      results.push({
        check: contributor.check,
        passed: count === 0,
        count,
        link: contributor.link(project),
      });
    }
    return results;
  }
}
