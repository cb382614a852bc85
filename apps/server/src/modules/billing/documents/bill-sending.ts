import { type BillDocument, formatMoney, translate } from '@venus/shared';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { billSendings } from '../bills/bills.tables.ts';

export interface BillSendingRequest {
  billId: number;
  bill: BillDocument;
  /** The bill's PDF as rendered (and stored as `fileId`, a file of the bill). */
  pdf: Buffer;
  fileId: number | null;
  recipients: string[];
}

export interface BillSendingRecord {
  sendingId: number;
  recipients: string[];
  subject: string;
  outcome: 'sent' | 'failed';
  /** The mail server's answer when it failed. */
  error: string;
}

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** The mail's subject, text and file name, in the bill's language. */
export function billMail(bill: BillDocument): { subject: string; text: string; filename: string } {
  const lang = bill.language;
  const firm = lang === 'cn' ? bill.firm.nameCn : bill.firm.nameEn;
  const number = bill.billNumber ?? '';
  const params = {
    firm,
    number,
    caseName: bill.matter.name,
    caseNumber: bill.matter.caseNumber,
    contact: bill.billingContact.name || (lang === 'cn' ? '客户' : 'Sir or Madam'),
    currency: bill.currency,
    total: formatMoney(bill.totals.total),
    dueDate: bill.dueDate ?? '',
  };
  return {
    subject: translate(lang, 'billDocument.mailSubject', params),
    text: translate(lang, 'billDocument.mailBody', params),
    filename: `${lang === 'cn' ? '账单' : 'FeeNote'}-${number || 'draft'}.pdf`,
  };
}

/**
 * E-mails a bill's PDF to its recipients (one message to all) and records the sending in
 * `hk_bill_sending` with its audit row, whether the mail server took it or not: a failed sending
 * is kept with the server's answer, so the history shows what did not go (issue 19 item 4).
 * The mail goes first and the record after, as a mail cannot be taken back by a rollback.
 */
export async function sendBill(
  deps: { db: Database; mailer: Mailer },
  ctx: SignedInContext,
  request: BillSendingRequest,
): Promise<BillSendingRecord> {
  const recipients = [...new Set(request.recipients.map((address) => address.trim()).filter(Boolean))];
  if (recipients.length === 0) throw badRequest('billDocument.recipientsRequired', {}, 'recipients');
  const wrong = recipients.find((address) => !EMAIL.test(address));
  if (wrong) throw badRequest('billDocument.recipientInvalid', { address: wrong }, 'recipients');

  const mail = billMail(request.bill);
  let error = '';
  try {
    await deps.mailer.send({
      to: recipients.join(', '),
      subject: mail.subject,
      text: mail.text,
      attachments: [{ filename: mail.filename, content: request.pdf, contentType: 'application/pdf' }],
    });
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
  }
  const outcome = error ? 'failed' : 'sent';
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(billSendings)
      .values({
        billId: request.billId,
        recipients,
        subject: mail.subject,
        fileId: request.fileId,
        sentBy: ctx.actor.userId,
        outcome,
        error,
      })
      .returning();
    await recordAudit(tx, ctx, {
      action: 'send',
      entity: 'bill',
      entityId: request.billId,
      after: {
        sendingId: row!.sendingId,
        recipients,
        subject: mail.subject,
        fileId: request.fileId,
        outcome,
        error,
      },
    });
    return { sendingId: row!.sendingId, recipients, subject: mail.subject, outcome, error };
  });
}
