import { formatIsoDate } from '@venus/shared';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import type { ApprovalBusinessTypes } from '../../approvals/approval-business-types.ts';
import type { ApprovalEngine } from '../../approvals/approval-engine.service.ts';
import { InvoiceReconciliationService } from '../receivables/invoice-reconciliation.service.ts';
import type { ReceivableCollaborators } from '../receivables/receivables.collaborators.ts';
import { ReceivablesService } from '../receivables/receivables.service.ts';
import { ReceiptAllocationsService } from './receipt-allocations.service.ts';
import { ReceiptConfirmations } from './receipt-confirmations.ts';
import { ReceiptRecords } from './receipt-record.ts';
import type { ReceiptCase, ReceiptClient } from './receipts.collaborators.ts';
import { ReceiptsService } from './receipts.service.ts';

interface Named {
  nameCn: string;
  nameEn: string;
}

/** What receipts and receivables ask of organization, clients, cases and users (billing.composition.ts). */
export interface ReceiptsDeps {
  db: Database;
  office(officeId: number): Promise<{ code: string; nameCn: string; nameEn: string } | null>;
  clientsByIds(ids: readonly number[], tx?: Executor): Promise<Map<number, ReceiptClient>>;
  casesByIds(ids: readonly number[], tx?: Executor): Promise<Map<number, ReceiptCase>>;
  peopleByIds(ids: readonly number[]): Promise<Map<number, Named>>;
  hiddenCaseIds(ctx: SignedInContext, tx?: Executor): Promise<number[]>;
  /** The approvals engine, for the responsible lawyer's confirmation (task 130001). */
  engine: Pick<ApprovalEngine, 'submit'>;
  businessTypes: Pick<ApprovalBusinessTypes, 'register'>;
  warn: (error: unknown, message: string) => void;
  today?: () => string;
}

const nameIn = (lang: string, named: Named) =>
  (lang === 'en' ? named.nameEn || named.nameCn : named.nameCn || named.nameEn) ?? '';
function namesIn<T extends Named>(rows: Map<number, T>, lang: string): Map<number, string> {
  return new Map([...rows].map(([id, row]) => [id, nameIn(lang, row)]));
}

/** Builds receipts (record, allocate, reverse, void, lists) and receivables (decision 0030). */
export function createReceipts(deps: ReceiptsDeps) {
  const today = deps.today ?? (() => formatIsoDate(new Date()));
  const collaborators = {
    officeCode: async (officeId: number) => (await deps.office(officeId))?.code || null,
    clientsByIds: deps.clientsByIds,
    casesByIds: deps.casesByIds,
    hiddenCaseIds: deps.hiddenCaseIds,
    today,
  };
  const records = new ReceiptRecords(collaborators);
  const confirmations = new ReceiptConfirmations(deps.db, {
    submit: (ctx, request) => deps.engine.submit(ctx, request),
    warn: deps.warn,
  });
  deps.businessTypes.register(confirmations.businessType());
  // Names and walls: the receivables' and the invoice reconciliation's (decision 0061).
  const receivableCollaborators: ReceivableCollaborators = {
    clientNames: async (ids, lang) => namesIn(await deps.clientsByIds(ids), lang),
    caseNames: async (ids, lang) => namesIn(await deps.casesByIds(ids), lang),
    personNames: async (ids, lang) => namesIn(await deps.peopleByIds(ids), lang),
    officeNames: async (ids, lang) => {
      const offices = await Promise.all(ids.map(async (id) => [id, await deps.office(id)] as const));
      return new Map(offices.map(([id, office]) => [id, office ? nameIn(lang, office) : '']));
    },
    hiddenCaseIds: (ctx) => deps.hiddenCaseIds(ctx),
    today,
  };
  const receivables = new ReceivablesService(deps.db, receivableCollaborators);
  return {
    invoiceReconciliation: new InvoiceReconciliationService(deps.db, receivableCollaborators),
    receipts: new ReceiptsService(deps.db, collaborators, records),
    receiptAllocations: new ReceiptAllocationsService(deps.db, collaborators, records, confirmations),
    receivables,
  };
}
