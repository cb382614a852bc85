import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCapture, startMailCapture } from '../../../../test/mail-capture.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { SmtpMailer } from '../../../platform/mail/smtp-mailer.ts';
import { billSendings } from '../bills/bills.tables.ts';
import { sampleBill } from './bill-document.fixtures.ts';
import { renderBillPdf } from './bill-pdf.ts';
import { sendBill } from './bill-sending.ts';

let t: TestApp;
let capture: MailCapture;
let mailer: SmtpMailer;
let pdf: Buffer;

const ctx = {
  actor: {
    userId: 1,
    userName: 'admin',
    nickName: 'admin',
    deptId: null,
    officeId: null,
    roles: [],
    permissions: [],
    sessionId: 0,
  },
  requestId: 'bill-sending-test',
  ip: '127.0.0.1',
  userAgent: 'test',
  lang: 'cn',
} satisfies SignedInContext;

beforeAll(async () => {
  [t, capture, pdf] = await Promise.all([createTestApp(), startMailCapture(), renderBillPdf(sampleBill())]);
  mailer = new SmtpMailer(capture.url);
});
afterAll(async () => {
  await mailer.close();
  await capture.close();
  await t.close();
});

const sendingsOf = (billId: number) =>
  t.db.select().from(billSendings).where(eq(billSendings.billId, billId));

describe('sending a bill (issue 19 item 4)', () => {
  it('mails the PDF to every recipient and records what went to whom, when and by whom', async () => {
    const before = Date.now();
    const record = await sendBill({ db: t.db, mailer }, ctx, {
      billId: 7001,
      bill: sampleBill({ language: 'cn' }),
      pdf,
      fileId: 42,
      recipients: ['chenjing@xinghe.example.cn', ' finance@xinghe.example.cn ', 'chenjing@xinghe.example.cn'],
    });
    expect(record.outcome).toBe('sent');

    const mail = await capture.nextMailTo('finance@xinghe.example.cn');
    expect(mail.to).toEqual(['chenjing@xinghe.example.cn', 'finance@xinghe.example.cn']);
    expect(mail.subject).toBe(
      '汉坤律师事务所 账单 2026BJ-B00042：星河科技B轮融资 / Xinghe Series B financing',
    );
    expect(mail.text).toContain('陈静：');
    expect(mail.text).toContain('应付总额 CNY 78,455.56');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('账单-2026BJ-B00042.pdf');
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);

    const [row] = await sendingsOf(7001);
    expect(row).toMatchObject({
      recipients: ['chenjing@xinghe.example.cn', 'finance@xinghe.example.cn'],
      subject: mail.subject,
      fileId: 42,
      sentBy: 1,
      outcome: 'sent',
      error: '',
    });
    expect(row!.sentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, '7001'));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'send',
        entity: 'bill',
        after: expect.objectContaining({ outcome: 'sent' }),
      }),
    ]);
  });

  it('writes the mail of an English bill in English', async () => {
    await sendBill({ db: t.db, mailer }, ctx, {
      billId: 7002,
      bill: sampleBill({ language: 'en' }),
      pdf,
      fileId: null,
      recipients: ['ap@client.example.com'],
    });
    const mail = await capture.nextMailTo('ap@client.example.com');
    expect(mail.subject).toBe(
      'Hankun Law Offices fee note 2026BJ-B00042: 星河科技B轮融资 / Xinghe Series B financing',
    );
    expect(mail.text).toContain('Dear 陈静,');
    expect(mail.text).toContain('for CNY 78,455.56, due by 2026-12-05');
    expect(mail.attachments[0]!.filename).toBe('FeeNote-2026BJ-B00042.pdf');
  });

  it('records a sending the mail server refused as failed, with its answer', async () => {
    const closed = await startMailCapture();
    const url = closed.url;
    await closed.close();
    const unreachable = new SmtpMailer(url);
    const record = await sendBill({ db: t.db, mailer: unreachable }, ctx, {
      billId: 7003,
      bill: sampleBill(),
      pdf,
      fileId: 43,
      recipients: ['chenjing@xinghe.example.cn'],
    });
    await unreachable.close();
    expect(record.outcome).toBe('failed');
    expect(record.error).toMatch(/ECONNREFUSED|connect/i);
    const [row] = await sendingsOf(7003);
    expect(row).toMatchObject({ outcome: 'failed', error: record.error, fileId: 43 });
  });

  it('refuses no recipients or a malformed address, naming the field, and records nothing', async () => {
    const attempt = (recipients: string[]) =>
      sendBill({ db: t.db, mailer }, ctx, {
        billId: 7004,
        bill: sampleBill(),
        pdf,
        fileId: null,
        recipients,
      });
    await expect(attempt([' '])).rejects.toMatchObject({
      key: 'billDocument.recipientsRequired',
      field: 'recipients',
    });
    await expect(attempt(['chenjing@', 'a@b.cn'])).rejects.toBeInstanceOf(AppError);
    await expect(attempt(['chenjing@'])).rejects.toMatchObject({
      key: 'billDocument.recipientInvalid',
      params: { address: 'chenjing@' },
    });
    expect(await sendingsOf(7004)).toEqual([]);
  });
});
