import { CLOSING_CHECKS, type ClosingCheck } from '@venus/shared';
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

  /** Every registered check, in the checklist's order (CLOSING_CHECKS: pending items first). */
  async run(project: ClosingCase, tx: Executor): Promise<ClosingCheckResult[]> {
    const results: ClosingCheckResult[] = [];
    const inOrder = [...this.contributors].sort(
      (a, b) => CLOSING_CHECKS.indexOf(a.check) - CLOSING_CHECKS.indexOf(b.check),
    );
    for (const contributor of inOrder) {
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
