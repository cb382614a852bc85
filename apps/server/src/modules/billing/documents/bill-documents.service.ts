import {
  BILL_FILE_SOURCE,
  BILL_ISSUED,
  type BillDetail,
  type BillDocument,
  type BillDocumentTimekeeper,
  type BillSendInput,
  type BillSending,
  type ConfigKey,
} from '@venus/shared';
import { desc, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { billSendings, bills } from '../bills/bills.tables.ts';
import { billDocumentOf, firmFromConfig } from './bill-document.mapper.ts';
import { renderBillPdf } from './bill-pdf.ts';
import { billMail, sendBill } from './bill-sending.ts';
import { exportLedes1998b, LedesExportError } from './ledes-1998b.ts';

/** What a bill's documents ask of the rest of the server; each answers within the caller's rights. */
export interface BillDocumentsDeps {
  /** The bill as its page shows it; refuses a bill the caller may not read (404). */
  detail: (ctx: SignedInContext, billId: number) => Promise<BillDetail>;
  readConfig: (key: ConfigKey) => Promise<string>;
  office: (officeId: number) => Promise<BillDocument['office']>;
  /** The client's names, its registration number, and the address of the bill's invoice title. */
  client: (
    clientId: number,
    invoiceTitleId: number | null,
  ) => Promise<BillDocument['client'] & { registrationNumber: string }>;
  timekeepers: (userIds: readonly number[]) => Promise<Map<number, BillDocumentTimekeeper>>;
  mailer: Mailer;
  /** The files module's store of the files the server makes (files/generated-files.ts). */
  files: {
    store(
      ctx: SignedInContext,
      owner: { source: number; onlyId: string; type: string },
      content: { name: string; mimeType: string; bytes: Buffer },
      link: (tx: Executor, fileId: number) => Promise<number>,
    ): Promise<number>;
    read(fileId: number): Promise<Buffer>;
  };
}

const FIRM_KEYS: readonly ConfigKey[] = [
  'billing.firm.nameCn',
  'billing.firm.nameEn',
  'billing.firm.addressCn',
  'billing.firm.addressEn',
  'billing.firm.taxNumber',
  'billing.bank.nameCn',
  'billing.bank.nameEn',
  'billing.bank.accountName',
  'billing.bank.account',
  'billing.bank.swift',
];

/**
 * A bill as the client receives it (issue 19, decision 0030): its PDF in the bill's language, its
 * LEDES 1998B file, and the mail that sends the PDF to the client's contacts, each sending kept.
 * A draft's PDF is a preview marked as such; only an issued bill is sent or exported to LEDES.
 */
export class BillDocumentsService {
  constructor(
    private readonly db: Database,
    private readonly deps: BillDocumentsDeps,
  ) {}

  /** An issued bill's PDF is the one stored when it was issued; a draft's is rendered each time. */
  async pdf(ctx: SignedInContext, billId: number): Promise<{ filename: string; pdf: Buffer }> {
    const document = await this.document(ctx, billId);
    const kept = await this.keptPdf(ctx, document);
    return {
      filename: billMail(document.bill).filename,
      pdf: kept?.pdf ?? (await renderBillPdf(document.bill)),
    };
  }

  /**
   * Stores the PDF of a bill just issued (decision 0045). Called as the approval that issues it
   * ends: the row lock waits for that transaction, so a bill rolled back is left alone.
   */
  async storeIssued(ctx: SignedInContext, billId: number): Promise<void> {
    const status = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: bills.status })
        .from(bills)
        .where(eq(bills.billId, billId))
        .for('update');
      return row?.status;
    });
    if (status && BILL_ISSUED.includes(status)) await this.keptPdf(ctx, await this.document(ctx, billId));
  }

  /**
   * The PDF stored as a file of the bill, stored on first need once the bill is issued; none
   * for a bill never issued. Two requests at once store one: the bill's row decides.
   */
  private async keptPdf(
    ctx: SignedInContext,
    { bill, detail }: Awaited<ReturnType<BillDocumentsService['document']>>,
  ): Promise<{ fileId: number; pdf: Buffer } | null> {
    if (detail.pdfFileId !== null)
      return { fileId: detail.pdfFileId, pdf: await this.deps.files.read(detail.pdfFileId) };
    if (!BILL_ISSUED.includes(detail.status)) return null;
    const pdf = await renderBillPdf(bill);
    const owner = { source: BILL_FILE_SOURCE, onlyId: String(detail.billId), type: '' };
    const content = { name: billMail(bill).filename, mimeType: 'application/pdf', bytes: pdf };
    const fileId = await this.deps.files.store(ctx, owner, content, async (tx, stored) => {
      const [row] = await tx
        .select({ pdfFileId: bills.pdfFileId })
        .from(bills)
        .where(eq(bills.billId, detail.billId))
        .for('update');
      if (row?.pdfFileId) return row.pdfFileId;
      await tx.update(bills).set({ pdfFileId: stored }).where(eq(bills.billId, detail.billId));
      await recordAudit(tx, ctx, {
        action: 'storePdf',
        entity: 'bill',
        entityId: detail.billId,
        before: { pdfFileId: null },
        after: { pdfFileId: stored },
      });
      return stored;
    });
    return { fileId, pdf: await this.deps.files.read(fileId) };
  }

  async ledes(ctx: SignedInContext, billId: number): Promise<{ filename: string; text: string }> {
    const { bill, detail, registrationNumber } = await this.document(ctx, billId);
    if (!BILL_ISSUED.includes(detail.status)) throw conflict('billDocument.notIssued');
    try {
      const text = exportLedes1998b(bill, {
        lawFirmId: bill.firm.taxNumber || bill.firm.nameEn || bill.firm.nameCn,
        clientId: registrationNumber || String(detail.clientId),
        lawFirmMatterId: bill.matter.caseNumber || String(detail.projectId),
      });
      return { filename: `LEDES-${bill.billNumber}.txt`, text };
    } catch (error) {
      if (error instanceof LedesExportError)
        throw conflict('billDocument.ledesRefused', { reason: error.message });
      throw error;
    }
  }

  /** Mails the PDF to the recipients and keeps the sending, sent or failed with the server's answer. */
  async send(ctx: SignedInContext, input: BillSendInput): Promise<BillSending> {
    const { bill, detail } = await this.document(ctx, input.billId);
    if (!BILL_ISSUED.includes(detail.status)) throw conflict('billDocument.notIssued');
    const kept = await this.keptPdf(ctx, { bill, detail, registrationNumber: '' });
    const record = await sendBill({ db: this.db, mailer: this.deps.mailer }, ctx, {
      billId: input.billId,
      bill,
      pdf: kept!.pdf,
      fileId: kept!.fileId,
      recipients: input.recipients,
    });
    if (record.outcome === 'sent') await this.markSent(ctx, input.billId);
    return (await this.sendings(ctx, input.billId)).find((one) => one.sendingId === record.sendingId)!;
  }

  /** The first mail that went makes an issued bill `sent`; later ones only add to its history. */
  private async markSent(ctx: SignedInContext, billId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(bills).where(eq(bills.billId, billId)).for('update');
      if (!before || before.firstSentAt) return;
      const [after] = await tx
        .update(bills)
        .set({ firstSentAt: new Date(), ...(before.status === 'issued' ? { status: 'sent' as const } : {}) })
        .where(eq(bills.billId, billId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'markSent',
        entity: 'bill',
        entityId: billId,
        before: { status: before.status, firstSentAt: null },
        after: { status: after!.status, firstSentAt: after!.firstSentAt },
      });
    });
  }

  /** The bill's sendings, newest first, to whoever may read the bill. */
  async sendings(ctx: SignedInContext, billId: number): Promise<BillSending[]> {
    await this.deps.detail(ctx, billId);
    const rows = await this.db
      .select()
      .from(billSendings)
      .where(eq(billSendings.billId, billId))
      .orderBy(desc(billSendings.sentAt), desc(billSendings.sendingId));
    return rows.map((row) => ({
      sendingId: row.sendingId,
      recipients: row.recipients,
      subject: row.subject,
      sentBy: row.sentBy,
      sentAt: row.sentAt.toISOString(),
      outcome: row.outcome,
      error: row.error,
    }));
  }

  private async document(ctx: SignedInContext, billId: number) {
    const detail = await this.deps.detail(ctx, billId);
    const values = new Map(
      await Promise.all(FIRM_KEYS.map(async (key) => [key, await this.deps.readConfig(key)] as const)),
    );
    const timekeeperIds = [
      ...new Set(detail.lines.flatMap((line) => (line.timekeeperId ? [line.timekeeperId] : []))),
    ];
    const [office, client, timekeepers] = await Promise.all([
      this.deps.office(detail.officeId),
      this.deps.client(detail.clientId, detail.invoiceTitleId),
      this.deps.timekeepers(timekeeperIds),
    ]);
    const { registrationNumber, ...named } = client;
    const bill = billDocumentOf(detail, {
      firm: firmFromConfig((key) => values.get(key) ?? ''),
      office,
      client: named,
      timekeepers,
    });
    return { bill, detail, registrationNumber };
  }
}
