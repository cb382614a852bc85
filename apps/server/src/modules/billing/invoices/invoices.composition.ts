import type { Readable } from 'node:stream';
import { INVOICE_FILE_SOURCE } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import type { ApprovalBusinessTypes } from '../../approvals/approval-business-types.ts';
import type { FileSourceRegistry } from '../../files/file-sources.ts';
import { invoiceFilePolicy } from './invoice-files.ts';
import { InvoiceIssuingService } from './invoice-issuing.service.ts';
import { InvoiceListsService } from './invoice-lists.service.ts';
import { InvoiceOcrJobs } from './invoice-ocr-jobs.ts';
import { InvoiceRequestsService } from './invoice-requests.service.ts';
import type { InvoicesDeps } from './invoices.collaborators.ts';

/** What invoices need from the files module (services.ts wires it). */
export interface InvoiceFilesDeps {
  fileSources: Pick<FileSourceRegistry, 'register'>;
  currentFileIdsOf(source: number, onlyId: string, tx: Executor): Promise<number[]>;
  fileContent(ctx: SignedInContext, fileId: number): Promise<{ name: string; stream: Readable }>;
  /** A person as a background job's signed-in context (users module); null when not found. */
  contextOf(userId: number, requestId: string): Promise<SignedInContext | null>;
  warn(error: unknown, message: string): void;
  /** How long an OCR job's claim holds unrenewed (decision 0048); tests shorten it. */
  ocrLeaseMs?: number;
}

/**
 * Builds tax invoices (decision 0039): the lawyer's requests, finance's recording, red letters,
 * lists, the invoice's file source and the OCR of its file.
 */
export function createInvoices(
  db: Database,
  deps: Omit<InvoicesDeps, 'invoiceFileIds' | 'ocr'>,
  files: InvoiceFilesDeps,
  businessTypes: Pick<ApprovalBusinessTypes, 'register'>,
) {
  let invoiceIssuing: InvoiceIssuingService | undefined;
  const ocr = new InvoiceOcrJobs({
    db,
    fileContent: files.fileContent,
    contextOf: files.contextOf,
    done: (ctx, job, amount, tx) => invoiceIssuing!.ocrDone(ctx, job.invoiceId, job.fileId, amount, tx),
    warn: files.warn,
    ...(files.ocrLeaseMs ? { leaseMs: files.ocrLeaseMs } : {}),
  });
  const full: InvoicesDeps = {
    ...deps,
    invoiceFileIds: (invoiceId, tx) => files.currentFileIdsOf(INVOICE_FILE_SOURCE, String(invoiceId), tx),
    ocr,
  };
  const invoiceRequests = new InvoiceRequestsService(db, full);
  invoiceIssuing = new InvoiceIssuingService(db, full);
  const invoiceLists = new InvoiceListsService(db, full, invoiceIssuing);
  const mayReadInvoice = async (ctx: SignedInContext, invoiceId: number) => {
    try {
      await invoiceIssuing.readable(ctx, invoiceId, db);
      return true;
    } catch {
      return false;
    }
  };
  businessTypes.register(invoiceRequests.businessType(mayReadInvoice));
  files.fileSources.register(
    INVOICE_FILE_SOURCE,
    invoiceFilePolicy(db, (actor, projectId) =>
      deps.cases.canView({ actor, requestId: '', ip: '', userAgent: '', lang: 'cn' }, projectId),
    ),
  );
  return { invoiceRequests, invoiceIssuing, invoiceLists, invoiceOcr: ocr };
}
