import { localizedName, SEAL_FILE_SOURCE } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { conflict } from '../../platform/http/app-error.ts';
import type { ApprovalBusinessTypes } from '../approvals/approval-business-types.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import type { FileDownloadService } from '../files/file-download.service.ts';
import type { FilePreviewService } from '../files/file-preview.service.ts';
import type { FileSourceRegistry } from '../files/file-sources.ts';
import type { FilesService } from '../files/files.service.ts';
import type { OrganizationService } from '../organization/organization.service.ts';
import type { CaseDirectory } from '../projects/case-directory.ts';
import type { UserApprovers } from '../users/users-approvers.ts';
import { pdfPageTexts } from './pdf-pages.ts';
import { SealAccess } from './seal-access.ts';
import { sealBusinessTypes } from './seal-approvals.ts';
import { SealCompareService } from './seal-compare.service.ts';
import { SealDecisionsService } from './seal-decisions.service.ts';
import { sealFilePolicy } from './seal-files.ts';
import { SealListsService } from './seal-lists.service.ts';
import { SealRegisterService } from './seal-register.service.ts';
import { SealRequestsService } from './seal-requests.service.ts';
import type { SealCollaborators } from './seals.collaborators.ts';

/** The modules seals ask, as services.ts holds them. */
export interface SealsWiring {
  db: Database;
  organization: Pick<OrganizationService, 'findOffices' | 'getDept'>;
  userApprovers: Pick<UserApprovers, 'activeUserIds' | 'peopleByIds'>;
  caseDirectory: Pick<CaseDirectory, 'casesByIds' | 'teamsOf' | 'canView' | 'hiddenCaseIds'>;
  approvalEngine: Pick<
    ApprovalEngine,
    'submit' | 'resubmit' | 'withdraw' | 'approve' | 'sendBack' | 'reject'
  >;
  approvalBusinessTypes: Pick<ApprovalBusinessTypes, 'register'>;
  taskCentre: Pick<TaskCentreService, 'findPendingTasks' | 'hadHandledTask' | 'findLastComment'>;
  mayViewRequest: (ctx: SignedInContext, instanceId: number) => Promise<boolean>;
  files: Pick<FilesService, 'currentFilesOf'>;
  fileSources: Pick<FileSourceRegistry, 'register'>;
  fileDownloads: Pick<FileDownloadService, 'deliver'>;
  filePreviews: Pick<FilePreviewService, 'convert' | 'canConvert'>;
}

/** Seals' collaborators from the other modules' services: they answer, seals never reads their tables. */
export function sealCollaborators(wiring: SealsWiring): SealCollaborators {
  const { files } = wiring;
  return {
    officeNames: async () =>
      new Map((await wiring.organization.findOffices()).map((office) => [office.deptId, office.deptName])),
    isOffice: async (officeId, tx) => {
      try {
        return (await wiring.organization.getDept(officeId, tx)).kind === 'office';
      } catch {
        return false;
      }
    },
    activeUserIds: (ids, tx) => wiring.userApprovers.activeUserIds(ids, tx),
    peopleNames: async (ids, ctx) =>
      new Map(
        [...(await wiring.userApprovers.peopleByIds(ids)).entries()].map(([id, person]) => [
          id,
          localizedName(ctx.lang, person.nickName, person.nameEn),
        ]),
      ),
    cases: wiring.caseDirectory,
    mayViewRequest: wiring.mayViewRequest,
    currentFiles: (requestId, tx) => files.currentFilesOf(SEAL_FILE_SOURCE, String(requestId), tx),
    pdfPages: async (file, key) => {
      const delivery = await wiring.fileDownloads.deliver(file, key, file.name, 'application/pdf');
      if (delivery.kind !== 'content') throw conflict('seal.documentRemoved');
      return pdfPageTexts(delivery.stream);
    },
    convertToPdf: async (ctx, file) => {
      if (!wiring.filePreviews.canConvert()) return null;
      // The preview's own conversion, awaited: it stores the PDF on the file record.
      await wiring.filePreviews.convert(ctx.actor.userId, file);
      const [after] = (await files.currentFilesOf(SEAL_FILE_SOURCE, file.onlyId)).filter(
        (row) => row.id === file.id,
      );
      return after?.pdfPath ?? null;
    },
  };
}

/** Builds seals (decision 0057) from services.ts's modules: the services, approval types and file source. */
export function createSeals(wiring: SealsWiring, now: () => Date = () => new Date()) {
  const { db } = wiring;
  const collaborators = sealCollaborators(wiring);
  const access = new SealAccess(db, collaborators);
  const sealRegister = new SealRegisterService(db, collaborators, now);
  const mayRead = async (ctx: SignedInContext, requestId: number, viaApproval = true) => {
    try {
      await access.readable(ctx, requestId, undefined, { viaApproval });
      return true;
    } catch {
      return false;
    }
  };
  const lastComment = (instanceId: number, tx: Executor) => wiring.taskCentre.findLastComment(instanceId, tx);
  // The ledger and the custodian read a request's approval inside the walls, as they read it.
  const canView = async (ctx: SignedInContext, recordId: string) =>
    /^\d{1,9}$/.test(recordId) ? mayRead(ctx, Number(recordId), false) : false;
  for (const type of sealBusinessTypes({ lastComment, canView })) wiring.approvalBusinessTypes.register(type);
  wiring.fileSources.register(
    SEAL_FILE_SOURCE,
    sealFilePolicy(db, (actor, requestId) =>
      mayRead({ actor, requestId: '', ip: '', userAgent: '', lang: 'cn' }, requestId),
    ),
  );
  return {
    sealRegister,
    sealRequests: new SealRequestsService(
      db,
      { ...collaborators, access, engine: wiring.approvalEngine },
      now,
    ),
    sealDecisions: new SealDecisionsService(
      db,
      { ...collaborators, access, engine: wiring.approvalEngine, taskCentre: wiring.taskCentre },
      now,
    ),
    sealLists: new SealListsService(db, { ...collaborators, access, register: sealRegister }, now),
    sealCompare: new SealCompareService(db, { ...collaborators, access }),
  };
}
