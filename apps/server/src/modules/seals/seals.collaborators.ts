import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { FileRow } from '../files/files.service.ts';

/** A file of a request, as the files module keeps it (content key, its PDF if converted). */
export type SealFile = FileRow;

/**
 * What seals ask of other modules, through their services (wired in seals.composition.ts):
 * organization the offices, users the people, projects the cases and their walls, approvals
 * who may read a request, files the documents and their text.
 */
export interface SealCollaborators {
  officeNames(tx?: Executor): Promise<Map<number, string>>;
  isOffice(officeId: number, tx: Executor): Promise<boolean>;
  activeUserIds(userIds: readonly number[], tx: Executor): Promise<number[]>;
  peopleNames(userIds: readonly number[], ctx: SignedInContext): Promise<Map<number, string>>;
  cases: {
    casesByIds(
      ids: readonly number[],
      tx?: Executor,
    ): Promise<Map<number, { projectId: number; nameCn: string; nameEn: string; status: number }>>;
    teamsOf(
      ids: readonly number[],
      tx?: Executor,
    ): Promise<{ projectId: number; userId: number; role: string }[]>;
    canView(ctx: SignedInContext, projectId: number, tx?: Executor): Promise<boolean>;
    hiddenCaseIds(ctx: SignedInContext, tx?: Executor): Promise<number[]>;
  };
  mayViewRequest(ctx: SignedInContext, instanceId: number): Promise<boolean>;
  /** The request's current files (source SEAL_FILE_SOURCE, onlyId the request id). */
  currentFiles(requestId: number, tx?: Executor): Promise<SealFile[]>;
  /** The text of each page of a stored PDF (the key of its content). */
  pdfPages(file: SealFile, key: string): Promise<string[]>;
  /** Converts an office file to PDF with LibreOffice (files module); answers the PDF's key or null. */
  convertToPdf(ctx: SignedInContext, file: SealFile): Promise<string | null>;
}
