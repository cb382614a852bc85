import type { Database, Executor } from '../../platform/db/database.ts';
import type { ApprovalBusinessTypes } from '../approvals/approval-business-types.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { TaskCentreService } from '../approvals/task-centre.service.ts';
import type { ClosingChecks } from '../projects/closing-checks.ts';
import { BillAccess } from './bills/bill-access.ts';
import { billBusinessType, billCorrectionBusinessTypes } from './bills/bill-approvals.ts';
import { billClosingChecks } from './bills/bill-closing-checks.ts';
import { BillCorrectionsService } from './bills/bill-corrections.service.ts';
import { BillDraftsService } from './bills/bill-drafts.service.ts';
import { BillListsService } from './bills/bill-lists.service.ts';
import type { BillCase, BillCases, BillClients, BillTime } from './bills/bills.collaborators.ts';
import type { ReceiptCase, ReceiptClient } from './receipts/receipts.collaborators.ts';
import { createReceipts, type ReceiptsDeps } from './receipts/receipts.composition.ts';

/** What billing needs from the rest of the server (wired in services.ts). */
export interface BillingDeps {
  /** Receipts and receivables, built beside the bills they pay. */
  receipts: ReceiptsDeps;
  db: Database;
  cases: BillCases;
  clients: BillClients;
  time: BillTime;
  peopleNames: (userIds: readonly number[]) => Promise<Map<number, string>>;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit'>;
  businessTypes: Pick<ApprovalBusinessTypes, 'register'>;
  taskCentre: Pick<TaskCentreService, 'findInstanceState' | 'findLastComment'>;
  closingChecks: Pick<ClosingChecks, 'register'>;
  /** Config `billing.vat.defaultRate`. */
  defaultTaxRate: () => Promise<string>;
  /** The server's calendar day; tests may pin it. */
  today?: () => string;
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
    peopleNames: deps.peopleNames,
  });
  const billDrafts = new BillDraftsService(deps.db, {
    access: billAccess,
    clients: deps.clients,
    time: deps.time,
    engine: deps.engine,
    instanceStatus: async (instanceId: number, tx?: Executor) =>
      (await deps.taskCentre.findInstanceState(instanceId, tx))?.status ?? null,
    defaultTaxRate: deps.defaultTaxRate,
    detail: (ctx, billId) => billLists.detail(ctx, billId),
    ...(today ? { today } : {}),
  });
  const billCorrections = new BillCorrectionsService(deps.db, {
    access: billAccess,
    engine: deps.engine,
    officeCode: (officeId, tx) => deps.cases.officeCode(officeId, tx),
    time: deps.time,
    ...(today ? { today } : {}),
  });
  deps.businessTypes.register(
    billBusinessType({
      officeCode: (officeId, tx) => deps.cases.officeCode(officeId, tx),
      time: deps.time,
      lastComment: (instanceId, tx) => deps.taskCentre.findLastComment(instanceId, tx),
      mayRead: (ctx, billId) => billAccess.mayRead(ctx, billId, deps.db),
      ...(today ? { today } : {}),
    }),
  );
  for (const type of billCorrectionBusinessTypes(billCorrections)) deps.businessTypes.register(type);
  for (const check of billClosingChecks()) deps.closingChecks.register(check);
  return { billDrafts, billCorrections, billLists, ...createReceipts(deps.receipts) };
}

/** The modules billing asks, as services.ts holds them. */
export interface BillingWiring {
  db: Database;
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
      invoiceTitles: { invoiceTitleId: number; title: string }[];
    }>;
  };
  worklogBilling: BillTime;
  peopleByIds: (ids: readonly number[]) => Promise<Map<number, { nickName: string; nameEn: string }>>;
  approvalEngine: BillingDeps['engine'] & ReceiptsDeps['engine'];
  approvalBusinessTypes: BillingDeps['businessTypes'];
  taskCentre: BillingDeps['taskCentre'];
  closingChecks: BillingDeps['closingChecks'];
  warn: ReceiptsDeps['warn'];
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
            invoiceTitles: detail.invoiceTitles.map(({ invoiceTitleId, title }) => ({
              invoiceTitleId,
              title,
            })),
          };
        } catch {
          return null;
        }
      },
    },
    time: wiring.worklogBilling,
    peopleNames: async (ids) =>
      new Map([...(await wiring.peopleByIds(ids)).entries()].map(([id, person]) => [id, person.nickName])),
    engine: wiring.approvalEngine,
    businessTypes: wiring.approvalBusinessTypes,
    taskCentre: wiring.taskCentre,
    closingChecks: wiring.closingChecks,
    defaultTaxRate: () => wiring.readConfig('billing.vat.defaultRate'),
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
