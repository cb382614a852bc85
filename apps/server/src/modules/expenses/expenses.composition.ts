import {
  EXPENSE_FILE_SOURCE,
  EXPENSE_TYPE_DICT,
  type ExpenseKind,
  formatIsoDate,
  localizedName,
} from '@venus/shared';
import type { Database, Executor } from '../../platform/db/database.ts';
import type { ApprovalBusinessTypes } from '../approvals/approval-business-types.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import type { FileSourceRegistry } from '../files/file-sources.ts';
import type { ClosingChecks } from '../projects/closing-checks.ts';
import { ExpenseCaseSums } from './case-expense-sums.ts';
import { ExpenseAccess } from './expense-access.ts';
import { expenseBusinessType } from './expense-approvals.ts';
import { ExpenseBilling } from './expense-billing.ts';
import { ExpenseClaimsService } from './expense-claims.service.ts';
import { ExpenseDecisionsService } from './expense-decisions.service.ts';
import { expenseFilePolicy } from './expense-files.ts';
import { ExpenseImportService } from './expense-import.service.ts';
import { ExpenseListsService } from './expense-lists.service.ts';
import { type ExpensePrintDeps, ExpensePrints } from './expense-print.ts';
import type { ExpenseCollaborators } from './expenses.collaborators.ts';
import type { LoanOffsets } from './loans/loan-repayments.ts';
import { createLoans } from './loans/loans.composition.ts';

/** What the expenses module needs from the rest of the server (wired in services.ts). */
export interface ExpensesDeps extends ExpenseCollaborators {
  db: Database;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit' | 'withdraw' | 'approve' | 'sendBack' | 'reject'>;
  businessTypes: Pick<ApprovalBusinessTypes, 'register'>;
  taskCentre: Pick<
    TaskCentreService,
    'findPendingTasks' | 'findLastComment' | 'hadHandledTask' | 'getInstanceDetail'
  >;
  /** The print pages' letterhead, department and names in the reader's language (decision 0047). */
  print: Pick<ExpensePrintDeps, 'firmName' | 'departmentName'>;
  fileSources: Pick<FileSourceRegistry, 'register'>;
  /** Cases' closing checklist, where unpaid loans on a case are listed (decision 0041). */
  closingChecks?: Pick<ClosingChecks, 'register'>;
}

/**
 * Builds expense claims (issue 20, decision 0032): drafts, their approval through the engine,
 * payment, lists, the receipts' file source, and what billing asks (`expenseBilling`).
 */
export function createExpenses(deps: ExpensesDeps) {
  // Staff loans (decision 0041): a claim's payment may offset the claimant's loans.
  const loanModule = createLoans(deps);
  const claims = createKind(deps, 'claim', loanModule.loanRepayments);
  // Daily expenses (decision 0038): the same services over the rows of the other kind.
  const daily = createKind(deps, 'daily');
  const mayRead: Parameters<typeof expenseFilePolicy>[1] = (actor, claimId, kind) =>
    (kind === 'daily' ? daily : claims).mayRead(actor, claimId);
  deps.fileSources.register(EXPENSE_FILE_SOURCE, expenseFilePolicy(deps.db, mayRead));
  return {
    expenseClaims: claims.claimsService,
    expenseDecisions: claims.decisions,
    expenseLists: claims.lists,
    // A sheet of lines as a draft claim (spec expenseImport, decision 0052).
    expenseImport: new ExpenseImportService(deps.db, {
      claims: claims.claimsService,
      collaborators: deps,
      today: () => formatIsoDate(new Date()),
    }),
    dailyExpenses: daily.claimsService,
    dailyExpenseDecisions: daily.decisions,
    dailyExpenseLists: daily.lists,
    // Print pages (decision 0047): each read through its record's detail, so its access.
    expensePrints: new ExpensePrints(deps.db, {
      ...deps.print,
      taskCentre: deps.taskCentre,
      peopleNames: deps.peopleNames,
      claimLists: claims.lists,
      dailyLists: daily.lists,
      loanLists: loanModule.loanLists,
    }),
    expenseBilling: new ExpenseBilling(deps.db),
    expenseCaseSums: new ExpenseCaseSums(deps.db),
    ...loanModule,
  };
}

/** One kind's services and its approval business type. */
function createKind(deps: ExpensesDeps, kind: ExpenseKind, offsets?: LoanOffsets) {
  const access = new ExpenseAccess(deps.db, deps, kind);
  const lists = new ExpenseListsService(deps.db, { ...deps, access });
  const claimsService = new ExpenseClaimsService(deps.db, {
    ...deps,
    access,
    detail: (ctx, claimId) => lists.detail(ctx, claimId),
  });
  const decisions = new ExpenseDecisionsService(deps.db, {
    access,
    engine: deps.engine,
    taskCentre: deps.taskCentre,
    ...(offsets ? { offsets } : {}),
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
      kind,
      lastComment: (instanceId: number, tx: Executor) => deps.taskCentre.findLastComment(instanceId, tx),
      // Finance (listAll) reads a claim's approval inside the walls, as it reads the claim.
      canView: (ctx, recordId) =>
        /^\d{1,9}$/.test(recordId) ? mayRead(ctx.actor, Number(recordId), false) : Promise.resolve(false),
    }),
  );
  return { claimsService, decisions, lists, mayRead };
}

/** The modules expense claims ask, as services.ts holds them. */
export interface ExpensesWiring {
  db: Database;
  caseDirectory: Pick<
    ExpenseCollaborators['cases'],
    'casesByIds' | 'teamsOf' | 'canView' | 'hiddenCaseIds'
  > & {
    caseIdsByNumbers(numbers: readonly string[], tx?: Executor): Promise<Map<string, number>>;
  };
  cases: Pick<ExpenseCollaborators['cases'], 'expenseTypesOf'>;
  dictionaries: {
    findOptions(
      dictType: string,
      tx?: Executor,
    ): Promise<{ dictValue: string; dictLabel: string; dictLabelEn: string; remark?: string | null }[]>;
  };
  files: { currentFileIdsOf(source: number, ownerId: string, tx?: Executor): Promise<number[]> };
  fileSources: ExpensesDeps['fileSources'];
  peopleByIds: (ids: readonly number[]) => Promise<Map<number, { nickName: string; nameEn: string }>>;
  readConfig: (
    key:
      | 'expense.approval.headLimit'
      | 'expense.receipt.requiredAbove'
      | 'billing.firm.nameCn'
      | 'billing.firm.nameEn',
  ) => Promise<string>;
  /** A department's names (organization), for the print pages. */
  deptOf: (deptId: number) => Promise<{ deptName: string; deptNameEn: string }>;
  mayViewRequest: ExpenseCollaborators['mayViewRequest'];
  approvalEngine: ExpensesDeps['engine'];
  approvalBusinessTypes: ExpensesDeps['businessTypes'];
  taskCentre: ExpensesDeps['taskCentre'];
  closingChecks?: ExpensesDeps['closingChecks'];
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
      caseIdsByNumbers: (numbers, tx) => wiring.caseDirectory.caseIdsByNumbers(numbers, tx),
    },
    expenseTypes: async (tx) =>
      new Map(
        (await wiring.dictionaries.findOptions(EXPENSE_TYPE_DICT, tx)).map((option) => [
          option.dictValue,
          {
            value: option.dictValue,
            code: option.remark ?? '',
            labels: [option.dictLabel, option.dictLabelEn].filter(Boolean),
          },
        ]),
      ),
    claimFileIds: (claimId, tx) => wiring.files.currentFileIdsOf(EXPENSE_FILE_SOURCE, String(claimId), tx),
    peopleNames: async (ids, lang) =>
      new Map(
        [...(await wiring.peopleByIds(ids)).entries()].map(([id, person]) => [
          id,
          localizedName(lang, person.nickName, person.nameEn),
        ]),
      ),
    headLimit: () => wiring.readConfig('expense.approval.headLimit'),
    receiptThreshold: () => wiring.readConfig('expense.receipt.requiredAbove'),
    mayViewRequest: wiring.mayViewRequest,
    engine: wiring.approvalEngine,
    businessTypes: wiring.approvalBusinessTypes,
    taskCentre: wiring.taskCentre,
    fileSources: wiring.fileSources,
    print: {
      firmName: async () => ({
        nameCn: await wiring.readConfig('billing.firm.nameCn'),
        nameEn: await wiring.readConfig('billing.firm.nameEn'),
      }),
      departmentName: async (deptId, lang) => {
        // A department removed since the claim was filed prints blank rather than failing the print.
        const dept = await wiring.deptOf(deptId).catch(() => null);
        if (!dept) return '';
        return lang === 'en' && dept.deptNameEn ? dept.deptNameEn : dept.deptName;
      },
    },
    ...(wiring.closingChecks ? { closingChecks: wiring.closingChecks } : {}),
  };
}
