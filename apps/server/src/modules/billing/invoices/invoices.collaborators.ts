import type { Language } from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import type { ApprovalEngine } from '../../approvals/approval-engine.service.ts';
import type { TaskCentreService } from '../../approvals/task-centre.service.ts';
import type { BillAccess } from '../bills/bill-access.ts';
import type { BillCases } from '../bills/bills.collaborators.ts';
import type { InvoiceOcrJobs } from './invoice-ocr-jobs.ts';

/** A title the client's invoices are made out to (clients module). */
export interface InvoiceTitleOption {
  invoiceTitleId: number;
  title: string;
  taxNumber: string;
}

/** What invoices ask of the rest of the server (billing.composition.ts wires them). */
export interface InvoicesDeps {
  access: BillAccess;
  cases: Pick<BillCases, 'casesByIds' | 'scopeOf' | 'canView' | 'teamsOf'>;
  clientNames(ids: readonly number[], lang: Language): Promise<Map<number, string>>;
  invoiceTitles(clientId: number, tx: Executor): Promise<InvoiceTitleOption[]>;
  /** People's names as the reader reads them (English for an English reader when kept). */
  peopleNames(userIds: readonly number[], lang: Language): Promise<Map<number, string>>;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit' | 'withdraw' | 'approve'>;
  taskCentre: Pick<TaskCentreService, 'findPendingTasks'>;
  /** The current files of an invoice (files module, source INVOICE_FILE_SOURCE). */
  invoiceFileIds(invoiceId: number, tx: Executor): Promise<number[]>;
  /** The OCR of an attached file: queued in the attaching transaction, poked after its commit. */
  ocr: Pick<InvoiceOcrJobs, 'queue' | 'poke'>;
}
