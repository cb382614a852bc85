import { EXPENSE_FILE_SOURCE } from '@venus/shared';
import type { Database, Executor } from '../../platform/db/database.ts';
import type { ApprovalBusinessTypes } from '../approvals/approval-business-types.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import type { FileSourceRegistry } from '../files/file-sources.ts';
import { ExpenseAccess } from './expense-access.ts';
import { expenseBusinessType } from './expense-approvals.ts';
import { ExpenseBilling } from './expense-billing.ts';
import { ExpenseClaimsService } from './expense-claims.service.ts';
import { ExpenseDecisionsService } from './expense-decisions.service.ts';
import { expenseFilePolicy } from './expense-files.ts';
import { ExpenseListsService } from './expense-lists.service.ts';
import type { ExpenseCollaborators } from './expenses.collaborators.ts';

/** What the expenses module needs from the rest of the server (wired in services.ts). */
export interface ExpensesDeps extends ExpenseCollaborators {
  db: Database;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit' | 'withdraw' | 'approve' | 'sendBack'>;
  businessTypes: Pick<ApprovalBusinessTypes, 'register'>;
  taskCentre: Pick<TaskCentreService, 'findPendingTasks' | 'findLastComment'>;
  fileSources: Pick<FileSourceRegistry, 'register'>;
}

/**
 * Builds expense claims (issue 20, decision 0032): drafts, their approval through the engine,
 * payment, lists, the receipts' file source, and what billing asks (`expenseBilling`).
 */
export function createExpenses(deps: ExpensesDeps) {
  const access = new ExpenseAccess(deps.db, deps);
  const expenseLists = new ExpenseListsService(deps.db, { ...deps, access });
  const expenseClaims = new ExpenseClaimsService(deps.db, {
    ...deps,
    access,
    detail: (ctx, claimId) => expenseLists.detail(ctx, claimId),
  });
  const expenseDecisions = new ExpenseDecisionsService(deps.db, {
    access,
    engine: deps.engine,
    taskCentre: deps.taskCentre,
  });
  const mayRead = async (
    actor: Parameters<typeof access.readable>[0]['actor'],
    claimId: number,
    viaApproval = true,
  ) => {
    try {
      await access.readable({ actor, requestId: '', ip: '', userAgent: '', lang: 'cn' }, claimId, undefined, {
        viaApproval,
      });
      return true;
    } catch {
      return false;
    }
  };
  deps.businessTypes.register(
    expenseBusinessType({
      lastComment: (instanceId: number, tx: Executor) => deps.taskCentre.findLastComment(instanceId, tx),
      // Finance (listAll) reads a claim's approval inside the walls, as it reads the claim.
      canView: (ctx, recordId) =>
        /^\d{1,9}$/.test(recordId) ? mayRead(ctx.actor, Number(recordId), false) : Promise.resolve(false),
    }),
  );
  deps.fileSources.register(EXPENSE_FILE_SOURCE, expenseFilePolicy(deps.db, mayRead));
  return { expenseClaims, expenseDecisions, expenseLists, expenseBilling: new ExpenseBilling(deps.db) };
}
