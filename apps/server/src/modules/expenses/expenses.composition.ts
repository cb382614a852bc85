import { EXPENSE_FILE_SOURCE, EXPENSE_TYPE_DICT } from '@venus/shared';
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

/** The modules expense claims ask, as services.ts holds them. */
export interface ExpensesWiring {
  db: Database;
  caseDirectory: Pick<ExpenseCollaborators['cases'], 'casesByIds' | 'teamsOf' | 'canView' | 'hiddenCaseIds'>;
  cases: Pick<ExpenseCollaborators['cases'], 'expenseTypesOf'>;
  dictionaries: {
    findOptions(dictType: string): Promise<{ dictValue: string; remark?: string | null }[]>;
  };
  files: { currentFileIdsOf(source: number, ownerId: string, tx?: Executor): Promise<number[]> };
  fileSources: ExpensesDeps['fileSources'];
  peopleByIds: (ids: readonly number[]) => Promise<Map<number, { nickName: string }>>;
  readConfig: (key: 'expense.approval.headLimit' | 'expense.receipt.requiredAbove') => Promise<string>;
  mayViewRequest: ExpenseCollaborators['mayViewRequest'];
  approvalEngine: ExpensesDeps['engine'];
  approvalBusinessTypes: ExpensesDeps['businessTypes'];
  taskCentre: ExpensesDeps['taskCentre'];
}

/** Expense claims' collaborators from the other modules' services: they answer, expenses never reads their tables. */
export function wireExpenses(wiring: ExpensesWiring): ExpensesDeps {
  return {
    db: wiring.db,
    cases: {
      casesByIds: (ids, tx) => wiring.caseDirectory.casesByIds(ids, tx),
      teamsOf: (ids, tx) => wiring.caseDirectory.teamsOf(ids, tx),
      canView: (ctx, projectId, tx) => wiring.caseDirectory.canView(ctx, projectId, tx),
      hiddenCaseIds: (ctx, tx) => wiring.caseDirectory.hiddenCaseIds(ctx, tx),
      expenseTypesOf: (projectId, tx) => wiring.cases.expenseTypesOf(projectId, tx),
    },
    expenseTypes: async () =>
      new Map(
        (await wiring.dictionaries.findOptions(EXPENSE_TYPE_DICT)).map((option) => [
          option.dictValue,
          { value: option.dictValue, code: option.remark ?? '' },
        ]),
      ),
    claimFileIds: (claimId, tx) => wiring.files.currentFileIdsOf(EXPENSE_FILE_SOURCE, String(claimId), tx),
    peopleNames: async (ids) =>
      new Map([...(await wiring.peopleByIds(ids)).entries()].map(([id, person]) => [id, person.nickName])),
    headLimit: () => wiring.readConfig('expense.approval.headLimit'),
    receiptThreshold: () => wiring.readConfig('expense.receipt.requiredAbove'),
    mayViewRequest: wiring.mayViewRequest,
    engine: wiring.approvalEngine,
    businessTypes: wiring.approvalBusinessTypes,
    taskCentre: wiring.taskCentre,
    fileSources: wiring.fileSources,
  };
}
