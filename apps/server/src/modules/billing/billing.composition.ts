import { BILL_FILE_SOURCE, FEE_AGREEMENT_FILE_SOURCE, type Language, localizedName } from '@venus/shared';
import type { Database, Executor } from '../../platform/db/database.ts';
import type { ApprovalBusinessTypes } from '../approvals/approval-business-types.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import type { ClosingChecks } from '../projects/closing-checks.ts';
import type { ArrangementCases } from './arrangements/arrangements.collaborators.ts';
import { feeAgreementBusinessTypes } from './arrangements/fee-agreement-approvals.ts';
import { feeAgreementFilePolicy } from './arrangements/fee-agreement-files.ts';
import { FeeAgreementReminders } from './arrangements/fee-agreement-reminders.ts';
import { type AgreementFiles, FeeAgreementsService } from './arrangements/fee-agreements.service.ts';
import { FeeArrangementAccess } from './arrangements/fee-arrangement-access.ts';
import { FeeArrangementsService } from './arrangements/fee-arrangements.service.ts';
import { RateCardService } from './arrangements/rate-card.service.ts';
import { BillAccess } from './bills/bill-access.ts';
import { billBusinessType, billCorrectionBusinessTypes } from './bills/bill-approvals.ts';
import { BillCaseSums } from './bills/bill-case-sums.ts';
import { billClosingChecks } from './bills/bill-closing-checks.ts';
import { BillCorrectionsService } from './bills/bill-corrections.service.ts';
import { BillDraftsService } from './bills/bill-drafts.service.ts';
import { BillListsService } from './bills/bill-lists.service.ts';
import type {
  BillCase,
  BillCases,
  BillClients,
  BillExpenses,
  BillTime,
} from './bills/bills.collaborators.ts';
import { type BillDocumentsDeps, BillDocumentsService } from './documents/bill-documents.service.ts';
import { type BillDocumentsWiring, wireBillDocuments } from './documents/bill-documents.wiring.ts';
import { createInvoices, type InvoiceFilesDeps } from './invoices/invoices.composition.ts';
import type { ReceiptCase, ReceiptClient } from './receipts/receipts.collaborators.ts';
import { createReceipts, type ReceiptsDeps } from './receipts/receipts.composition.ts';

/** What billing needs from the rest of the server (wired in services.ts). */
export interface BillingDeps {
  /** Receipts and receivables, built beside the bills they pay. */
  receipts: ReceiptsDeps;
  db: Database;
  cases: BillCases;
  /** A case's fee terms, asked of the cases module (projects/case-fee-terms.ts). */
  caseFeeTerms: Pick<ArrangementCases, 'termsOf' | 'follow'>;
  clients: BillClients;
  time: BillTime;
  expenses: BillExpenses;
  /** What a bill's PDF, LEDES file and mail ask of the other modules. */
  documents: Omit<BillDocumentsDeps, 'detail'>;
  peopleNames: (userIds: readonly number[], lang: Language) => Promise<Map<number, string>>;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit' | 'withdraw' | 'approve'>;
  businessTypes: Pick<ApprovalBusinessTypes, 'register'>;
  taskCentre: Pick<TaskCentreService, 'findInstanceState' | 'findLastComment' | 'findPendingTasks'>;
  closingChecks: Pick<ClosingChecks, 'register'>;
  /** Config `billing.vat.defaultRate`. */
  defaultTaxRate: () => Promise<string>;
  /** The invoices' files and the OCR's reading of them (files module). */
  invoiceFiles: InvoiceFilesDeps;
  /** A lawyer-fee agreement's signed copy moves from its draft to the agreement (decision 0046). */
  agreementFiles: Pick<AgreementFiles, 'moveOwner'>;
  /** The server's calendar day; tests may pin it. */
  today?: () => string;
  /** A scheduled job's failure, logged (the fee agreement reminders). */
  warn: (error: unknown, message: string) => void;
}

/**
 * Builds billing (issue 19, decision 0030): bills, their approval, credit notes and write-offs,
 * the receipts that pay them and the receivables they leave.
 */
export function createBilling(deps: BillingDeps) {
  const billAccess = new BillAccess(deps.cases);
  const today = deps.today;
  const billLists = new BillListsService(deps.db, {
    access: billAccess,
    cases: deps.cases,
    clients: deps.clients,
    time: deps.time,
    expenses: deps.expenses,
    peopleNames: deps.peopleNames,
    caseTerms: (projectId, tx) => deps.caseFeeTerms.termsOf(projectId, tx),
    ...(today ? { today } : {}),
  });
  const billDrafts = new BillDraftsService(deps.db, {
    access: billAccess,
    clients: deps.clients,
    time: deps.time,
    expenses: deps.expenses,
    engine: deps.engine,
    instanceStatus: async (instanceId: number, tx?: Executor) =>
      (await deps.taskCentre.findInstanceState(instanceId, tx))?.status ?? null,
    defaultTaxRate: deps.defaultTaxRate,
    caseTerms: (projectId, tx) => deps.caseFeeTerms.termsOf(projectId, tx),
    detail: (ctx, billId) => billLists.detail(ctx, billId),
    ...(today ? { today } : {}),
  });
  const billCorrections = new BillCorrectionsService(deps.db, {
    access: billAccess,
    engine: deps.engine,
    officeCode: (officeId, tx) => deps.cases.officeCode(officeId, tx),
    time: deps.time,
    expenses: deps.expenses,
    ...(today ? { today } : {}),
  });
  const billDocuments = new BillDocumentsService(deps.db, {
    ...deps.documents,
    detail: (ctx, billId) => billLists.detail(ctx, billId),
  });
  // An issued bill's PDF is a file of the bill: whoever may read the bill sees it, nobody changes it.
  deps.invoiceFiles.fileSources.register(BILL_FILE_SOURCE, {
    maySee: (actor, onlyId) =>
      /^\d{1,9}$/.test(onlyId)
        ? billAccess.mayRead(
            { actor, requestId: '', ip: '', userAgent: '', lang: 'cn' },
            Number(onlyId),
            deps.db,
          )
        : Promise.resolve(false),
    mayChange: async () => false,
  });
  deps.businessTypes.register(
    billBusinessType({
      issued: (ctx, billId) =>
        setImmediate(() =>
          billDocuments
            .storeIssued(ctx, billId)
            .catch((error) => deps.warn(error, 'storing an issued bill PDF')),
        ),
      officeCode: (officeId, tx) => deps.cases.officeCode(officeId, tx),
      time: deps.time,
      lastComment: (instanceId, tx) => deps.taskCentre.findLastComment(instanceId, tx),
      mayRead: (ctx, billId) => billAccess.mayRead(ctx, billId, deps.db),
      ...(today ? { today } : {}),
    }),
  );
  for (const type of billCorrectionBusinessTypes(billCorrections)) deps.businessTypes.register(type);
  for (const check of billClosingChecks()) deps.closingChecks.register(check);
  const billCaseSums = new BillCaseSums(deps.db);
  const invoices = createInvoices(
    deps.db,
    {
      access: billAccess,
      cases: deps.cases,
      clientNames: async (ids, lang) =>
        new Map(
          [...(await deps.clients.clientsByIds(ids))].map(([id, client]) => [
            id,
            (lang === 'en' ? client.nameEn || client.nameCn : client.nameCn || client.nameEn) ?? '',
          ]),
        ),
      invoiceTitles: async (clientId, tx) =>
        (await deps.clients.addresseesOf(clientId, tx))?.invoiceTitles ?? [],
      peopleNames: deps.peopleNames,
      engine: deps.engine,
      taskCentre: deps.taskCentre,
    },
    deps.invoiceFiles,
    deps.businessTypes,
  );
  // Fee arrangements and the rate card (decision 0040).
  const arrangementCases: ArrangementCases = {
    canView: (ctx, projectId, tx) => deps.cases.canView(ctx, projectId, tx),
    teamsOf: (ids, tx) => deps.cases.teamsOf(ids, tx),
    termsOf: (projectId, tx) => deps.caseFeeTerms.termsOf(projectId, tx),
    follow: (tx, ctx, projectId, terms) => deps.caseFeeTerms.follow(tx, ctx, projectId, terms),
  };
  const feeArrangements = new FeeArrangementsService(deps.db, {
    cases: arrangementCases,
    peopleNames: deps.peopleNames,
    ...(today ? { today } : {}),
  });
  const rateCard = new RateCardService(deps.db, today);
  const arrangementAccess = new FeeArrangementAccess(arrangementCases);
  const feeAgreements = new FeeAgreementsService(deps.db, {
    cases: deps.cases,
    access: arrangementAccess,
    engine: deps.engine,
    files: {
      moveOwner: (tx, ctx, source, from, to) => deps.agreementFiles.moveOwner(tx, ctx, source, from, to),
      currentFileIdsOf: (source, onlyId, tx) => deps.invoiceFiles.currentFileIdsOf(source, onlyId, tx),
    },
    ...(today ? { today } : {}),
  });
  // The signed copy follows its case's wall (decision 0046).
  const asContext = (actor: Parameters<typeof deps.cases.canView>[0]['actor']) =>
    ({ actor, requestId: '', ip: '', userAgent: '', lang: 'cn' }) as const;
  deps.invoiceFiles.fileSources.register(
    FEE_AGREEMENT_FILE_SOURCE,
    feeAgreementFilePolicy(deps.db, {
      canView: (actor, projectId) => deps.cases.canView(asContext(actor), projectId),
      mayChange: (actor, projectId) => arrangementAccess.mayChange(asContext(actor), projectId, deps.db),
    }),
  );
  for (const type of feeAgreementBusinessTypes(feeAgreements, async (ctx, agreementId) => {
    try {
      await feeAgreements.readable(ctx, agreementId, deps.db);
      return true;
    } catch {
      return false;
    }
  }))
    deps.businessTypes.register(type);
  const feeAgreementReminders = new FeeAgreementReminders({
    db: deps.db,
    cases: deps.cases,
    engine: deps.engine,
    warn: deps.warn,
    ...(today ? { today } : {}),
  });
  return {
    billDrafts,
    billCorrections,
    billLists,
    billDocuments,
    billCaseSums,
    ...invoices,
    feeArrangements,
    rateCard,
    feeAgreements,
    feeAgreementReminders,
    ...createReceipts(deps.receipts),
  };
}

/** The modules billing asks, as services.ts holds them. */
export interface BillingWiring {
  db: Database;
  documents: BillDocumentsWiring;
  readConfig: (key: 'billing.vat.defaultRate') => Promise<string>;
  officeOf: (
    deptId: number,
    tx?: Executor,
  ) => Promise<{ kind: string; code: string; deptName: string; deptNameEn: string }>;
  caseDirectory: Omit<BillCases, 'officeCode' | 'casesByIds'> & {
    casesByIds(ids: readonly number[], tx?: Executor): Promise<Map<number, BillCase & ReceiptCase>>;
    hiddenCaseIds: ReceiptsDeps['hiddenCaseIds'];
  };
  clients: {
    clientsByIds(ids: readonly number[], tx?: Executor): Promise<Map<number, ReceiptClient>>;
    getRow(tx: Executor, clientId: number): Promise<{ clientId: number; nameCn: string; nameEn: string }>;
    detailOf(
      tx: Executor,
      row: never,
    ): Promise<{
      contacts: { contactId: number; name: string; email: string }[];
      invoiceTitles: { invoiceTitleId: number; title: string; taxNumber: string }[];
    }>;
  };
  caseFeeTerms: BillingDeps['caseFeeTerms'];
  worklogBilling: BillTime;
  expenseBilling: BillExpenses;
  peopleByIds: (ids: readonly number[]) => Promise<Map<number, { nickName: string; nameEn: string }>>;
  approvalEngine: BillingDeps['engine'] & ReceiptsDeps['engine'];
  approvalBusinessTypes: BillingDeps['businessTypes'];
  taskCentre: BillingDeps['taskCentre'];
  closingChecks: BillingDeps['closingChecks'];
  warn: ReceiptsDeps['warn'];
  invoiceFiles: Omit<InvoiceFilesDeps, 'warn'>;
  agreementFiles: BillingDeps['agreementFiles'];
}

/** Billing's collaborators from the other modules' services: they answer, billing never reads their tables. */
export function wireBilling(wiring: BillingWiring): BillingDeps {
  return {
    db: wiring.db,
    receipts: wireReceipts(wiring),
    cases: {
      ...wiring.caseDirectory,
      casesByIds: (ids, tx) => wiring.caseDirectory.casesByIds(ids, tx),
      teamsOf: (ids, tx) => wiring.caseDirectory.teamsOf(ids, tx),
      canView: (ctx, projectId, tx) => wiring.caseDirectory.canView(ctx, projectId, tx),
      scopeOf: (ctx, everything, tx) => wiring.caseDirectory.scopeOf(ctx, everything, tx),
      officeCode: async (officeId, tx) => {
        try {
          const dept = await wiring.officeOf(officeId, tx);
          return dept.kind === 'office' && dept.code !== '' ? dept.code : null;
        } catch {
          return null;
        }
      },
    },
    clients: {
      clientsByIds: (ids, tx) => wiring.clients.clientsByIds(ids, tx),
      addresseesOf: async (clientId, tx) => {
        try {
          const row = await wiring.clients.getRow(tx, clientId);
          const detail = await wiring.clients.detailOf(tx, row as never);
          return {
            clientId,
            name: row.nameCn || row.nameEn,
            contacts: detail.contacts.map(({ contactId, name, email }) => ({ contactId, name, email })),
            invoiceTitles: detail.invoiceTitles.map(({ invoiceTitleId, title, taxNumber }) => ({
              invoiceTitleId,
              title,
              taxNumber,
            })),
          };
        } catch {
          return null;
        }
      },
    },
    caseFeeTerms: wiring.caseFeeTerms,
    time: wiring.worklogBilling,
    expenses: wiring.expenseBilling,
    documents: wireBillDocuments(wiring.documents),
    peopleNames: async (ids, lang) =>
      new Map(
        [...(await wiring.peopleByIds(ids)).entries()].map(([id, person]) => [
          id,
          localizedName(lang, person.nickName, person.nameEn),
        ]),
      ),
    engine: wiring.approvalEngine,
    businessTypes: wiring.approvalBusinessTypes,
    taskCentre: wiring.taskCentre,
    closingChecks: wiring.closingChecks,
    invoiceFiles: { ...wiring.invoiceFiles, warn: wiring.warn },
    agreementFiles: wiring.agreementFiles,
    defaultTaxRate: () => wiring.readConfig('billing.vat.defaultRate'),
    warn: wiring.warn,
  };
}

function wireReceipts(wiring: BillingWiring): ReceiptsDeps {
  return {
    db: wiring.db,
    office: async (officeId) => {
      try {
        const dept = await wiring.officeOf(officeId);
        return dept.kind === 'office'
          ? { code: dept.code, nameCn: dept.deptName, nameEn: dept.deptNameEn }
          : null;
      } catch {
        return null;
      }
    },
    clientsByIds: (ids, tx) => wiring.clients.clientsByIds(ids, tx),
    casesByIds: (ids, tx) => wiring.caseDirectory.casesByIds(ids, tx),
    peopleByIds: async (ids) =>
      new Map(
        [...(await wiring.peopleByIds(ids))].map(([id, person]) => [
          id,
          { nameCn: person.nickName, nameEn: person.nameEn },
        ]),
      ),
    hiddenCaseIds: (ctx, tx) => wiring.caseDirectory.hiddenCaseIds(ctx, tx),
    engine: wiring.approvalEngine,
    businessTypes: wiring.approvalBusinessTypes,
    warn: wiring.warn,
  };
}
