import { CASE_APPLICATION_BUSINESS_TYPE, CASE_CLOSING_BUSINESS_TYPE } from '@venus/shared';
import type { Database } from '../../platform/db/database.ts';
import type { ApprovalBusinessTypes } from '../approvals/approval-business-types.ts';
import type { ApprovalDefinitionsService } from '../approvals/approval-definitions.service.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import type { ConflictIndex } from '../conflicts/conflict-index.service.ts';
import { CaseAccess } from './case-access.ts';
import { caseBusinessTypes } from './case-approvals.ts';
import { CaseClients } from './case-clients.ts';
import { CaseClosingRecordService } from './case-closing-record.service.ts';
import { CaseDirectory } from './case-directory.ts';
import { CaseEditsService } from './case-edits.service.ts';
import { CaseExpenseBudgetService } from './case-expense-budget.service.ts';
import { CaseFeeTermsService } from './case-fee-terms.ts';
import { caseFilePolicy } from './case-files.ts';
import { CaseListsService } from './case-lists.service.ts';
import { CasePartiesService } from './case-parties.service.ts';
import { CaseTeamService } from './case-team.service.ts';
import { CaseTimeMoneyService } from './case-time-money.service.ts';
import { CaseWorkflowService } from './case-workflow.service.ts';
import { CasesService } from './cases.service.ts';
import { ClosingChecks } from './closing-checks.ts';
import { ClosingInfoService } from './closing-info.service.ts';
import { ConflictCheckHistoryService } from './conflict-check-history.service.ts';
import { ConflictChecksService } from './conflict-checks.service.ts';
import type { CaseCollaborators } from './projects.collaborators.ts';

const CASE_BUSINESS_TYPES = [CASE_APPLICATION_BUSINESS_TYPE, CASE_CLOSING_BUSINESS_TYPE];

/** Builds cases on the approvals engine, the conflict index and the other modules' services. */
export function createProjects(deps: {
  db: Database;
  engine: ApprovalEngine;
  businessTypes: ApprovalBusinessTypes;
  definitions: ApprovalDefinitionsService;
  taskCentre: TaskCentreService;
  conflictIndex: ConflictIndex;
  collaborators: Omit<CaseCollaborators, 'pendingCaseIds'>;
}) {
  const collaborators: CaseCollaborators = {
    ...deps.collaborators,
    pendingCaseIds: async (userId, tx) =>
      (await deps.taskCentre.findPendingRecordIds(userId, CASE_BUSINESS_TYPES, tx)).map(Number),
  };
  const access = new CaseAccess(collaborators.pendingCaseIds);
  const cases = new CasesService(deps.db, access, deps.conflictIndex, collaborators);
  const conflictChecks = new ConflictChecksService(deps.db, cases, access, deps.conflictIndex, collaborators);
  const closingChecks = new ClosingChecks();
  const caseParties = new CasePartiesService(
    deps.db,
    cases,
    conflictChecks,
    deps.conflictIndex,
    deps.engine,
    collaborators.peopleByIds,
  );
  deps.businessTypes.register(caseParties.businessType());
  for (const type of caseBusinessTypes(
    async (definitionId, tx) => (await deps.definitions.getById(definitionId, tx)).steps,
    async (ctx, projectId) => {
      try {
        await cases.getVisible(ctx, projectId, deps.db);
        return true;
      } catch {
        return false;
      }
    },
  ))
    deps.businessTypes.register(type);
  return {
    caseAccess: access,
    caseDirectory: new CaseDirectory(deps.db, access),
    // Billing's fee arrangements read and follow a case's fee summary through this (decision 0040).
    caseFeeTerms: new CaseFeeTermsService(deps.db),
    caseFiles: caseFilePolicy(deps.db, access),
    cases,
    caseLists: new CaseListsService(deps.db, access, collaborators),
    conflictChecks,
    caseParties,
    conflictHistory: new ConflictCheckHistoryService(deps.db, access, collaborators),
    closingChecks,
    closingInfo: new ClosingInfoService(deps.db, cases),
    caseTeam: new CaseTeamService(deps.db, cases, collaborators),
    caseExpenseBudget: new CaseExpenseBudgetService(deps.db, cases),
    caseEdits: new CaseEditsService(deps.db, cases, collaborators),
    caseClosingRecords: new CaseClosingRecordService(deps.db, cases, collaborators),
    caseTimeMoney: new CaseTimeMoneyService(deps.db, cases, collaborators),
    caseClients: new CaseClients(deps.conflictIndex),
    caseWorkflow: new CaseWorkflowService(
      deps.db,
      cases,
      conflictChecks,
      closingChecks,
      deps.engine,
      (instanceId, tx) => deps.taskCentre.findInstanceState(instanceId, tx),
      collaborators,
    ),
  };
}
