import type { Mailer } from '../../platform/mail/mailer.ts';
import type { createApprovals } from '../approvals/approvals.composition.ts';
import type { createClients } from '../clients/clients.composition.ts';
import type { DictionariesService } from '../dictionaries/dictionaries.service.ts';
import type { createExpenses } from '../expenses/expenses.composition.ts';
import type { createFiles } from '../files/files.composition.ts';
import type { OrganizationService } from '../organization/organization.service.ts';
import type { createProjects } from '../projects/projects.composition.ts';
import type { SystemConfigService } from '../system-config/system-config.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { UserApprovers } from '../users/users-approvers.ts';
import type { createWorklogs } from '../worklogs/worklogs.composition.ts';
import { type BillingWiring, createBilling, wireBilling } from './billing.composition.ts';

/** The services billing asks, as the composition root (services.ts) built them. */
export interface BillingNeighbours {
  db: BillingWiring['db'];
  mailer: Mailer;
  warn: BillingWiring['warn'];
  config: SystemConfigService;
  organization: OrganizationService;
  users: UsersService;
  userApprovers: UserApprovers;
  dictionaries: DictionariesService;
  approvals: ReturnType<typeof createApprovals>;
  clientModule: ReturnType<typeof createClients>;
  caseModule: ReturnType<typeof createProjects>;
  worklogModule: ReturnType<typeof createWorklogs>;
  expenseModule: ReturnType<typeof createExpenses>;
  attachments: ReturnType<typeof createFiles>;
  ocrLeaseMs: number;
}

/** Billing built on its neighbours' services: bills, documents, receipts, invoices, arrangements. */
export function billingOf(from: BillingNeighbours) {
  const { db, config, organization, userApprovers, clientModule, caseModule, attachments } = from;
  return createBilling(
    wireBilling({
      db,
      readConfig: (key) => config.getValue(key),
      officeOf: (id, tx) => organization.getDept(id, tx),
      caseDirectory: caseModule.caseDirectory,
      caseFeeTerms: caseModule.caseFeeTerms,
      clients: clientModule.clients,
      worklogBilling: from.worklogModule.worklogBilling,
      expenseBilling: from.expenseModule.expenseBilling,
      documents: {
        db,
        mailer: from.mailer,
        readConfig: (key) => config.getValue(key),
        officeOf: (id, tx) => organization.getDept(id, tx),
        clientOf: async (clientId) => {
          const row = await clientModule.clients.getRow(db, clientId);
          return { ...row, ...(await clientModule.clients.detailOf(db, row)) };
        },
        peopleByIds: (ids) => userApprovers.peopleByIds(ids),
        levelsOf: (ids) => from.worklogModule.worklogBilling.levelsOf(ids),
        levelLabels: () => from.dictionaries.findOptions('hk_timekeeper_level'),
        files: attachments.generatedFiles,
      },
      peopleByIds: (ids) => userApprovers.peopleByIds(ids),
      ...from.approvals,
      closingChecks: caseModule.closingChecks,
      warn: from.warn,
      agreementFiles: {
        moveOwner: (tx, ctx, source, fromId, toId) =>
          attachments.files.moveOwner(tx, ctx, source, fromId, toId),
      },
      invoiceFiles: {
        fileSources: attachments.fileSources,
        currentFileIdsOf: (source, onlyId, tx) => attachments.files.currentFileIdsOf(source, onlyId, tx),
        fileContent: async (ctx, fileId) => {
          const delivery = await attachments.fileDownloads.download(ctx, { id: fileId });
          if (delivery.kind !== 'content') throw new Error(`file ${fileId} has no content`);
          return { name: delivery.name, stream: delivery.stream };
        },
        // The OCR job runs after the request that queued it: it acts as the person who asked.
        contextOf: async (userId, requestId) => {
          const principal = await from.users.loadPrincipal(userId);
          return principal
            ? { actor: { ...principal, sessionId: 0 }, requestId, ip: '', userAgent: '', lang: 'cn' }
            : null;
        },
        ocrLeaseMs: from.ocrLeaseMs,
      },
    }),
  );
}
