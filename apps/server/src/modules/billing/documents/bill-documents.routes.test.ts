import { createHash } from 'node:crypto';
import { BILL_FILE_SOURCE, type BillDetail, type BillSending } from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type MailCapture, startMailCapture } from '../../../../test/mail-capture.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { files } from '../../files/files.tables.ts';
import { billSendings } from '../bills/bills.tables.ts';
import { billsHarness } from '../bills/bills.test-harness.ts';

/**
 * A bill as the client receives it, through HTTP: its PDF, its LEDES file and its sending by mail
 * to a real SMTP capture, each within the reader's rights (issue 19, decision 0030).
 */
let capture: MailCapture | undefined;
const { t, tokens, call, succeed, openCase, addTime, draft, issued, billRow } = billsHarness({
  env: async () => {
    capture = await startMailCapture();
    return { SMTP_URL: capture.url };
  },
});
afterAll(() => capture?.close());

async function download(who: string, url: string) {
  return t().app.inject({
    method: 'GET',
    url: `/venus-api${url}`,
    headers: { authorization: `Bearer ${tokens.get(who)}` },
  });
}

describe('a bill’s documents', () => {
  it('prints the PDF of an issued bill and previews a draft’s, to the team and finance, not outside the wall', async () => {
    const projectId = await openCase({ restricted: true });
    const bill = await issued(projectId);
    const pdf = await download('guojing', `/hankun/bill/${bill.billId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent(bill.number!));
    // A refusal is the API's envelope, as for any request: no file.
    const outsider = await download('hezhenyu', `/hankun/bill/${bill.billId}/pdf`);
    expect(outsider.headers['content-type']).toContain('application/json');
    expect(outsider.json()).toMatchObject({ code: 404 });
    await addTime(projectId);
    const preview = await draft({ projectId });
    const draftPdf = await download('guojing', `/hankun/bill/${preview.billId}/pdf`);
    expect(draftPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('exports an issued bill to LEDES 1998B for finance, and refuses a draft with the reason', async () => {
    const projectId = await openCase();
    const bill = await issued(projectId);
    const ledes = await download('lvjianhua', `/hankun/bill/${bill.billId}/ledes`);
    expect(ledes.statusCode).toBe(200);
    const lines = ledes.body.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe('LEDES1998B[]');
    expect(lines[2]).toContain(`|${bill.number}|`);
    expect(lines[2]).toMatch(/\|F\|/);
    // The preparer has no LEDES export (finance's), and a draft has no number to export.
    expect((await download('guojing', `/hankun/bill/${bill.billId}/ledes`)).json()).toMatchObject({
      code: 403,
    });
    await addTime(projectId);
    const preview = await draft({ projectId });
    const refused = await call('lvjianhua', 'GET', `/hankun/bill/${preview.billId}/ledes`);
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain('草稿');
  });

  it('mails the PDF to the client’s addresses, keeps the sending and its audit, and refuses a bad address', async () => {
    const projectId = await openCase();
    const bill = await issued(projectId);
    const bad = await call('guojing', 'POST', '/hankun/bill/send', {
      billId: bill.billId,
      recipients: ['cfo@client.example', 'not-an-address'],
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('not-an-address');
    const sent = (
      await succeed('guojing', 'POST', '/hankun/bill/send', {
        billId: bill.billId,
        recipients: ['cfo@client.example'],
      })
    ).data as BillSending;
    expect(sent).toMatchObject({ outcome: 'sent', recipients: ['cfo@client.example'] });
    const mail = await capture!.nextMailTo('cfo@client.example');
    expect(mail.subject).toContain(bill.number!);
    expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The first mail that went makes the bill sent; its balance is still owed.
    const after = (await succeed('guojing', 'GET', `/hankun/bill/${bill.billId}`)).data as BillDetail;
    expect(after).toMatchObject({ status: 'sent', balance: bill.balance });
    const history = (await succeed('lvjianhua', 'GET', `/hankun/bill/${bill.billId}/sendings`))
      .data as BillSending[];
    expect(history.map((one) => one.sendingId)).toEqual([sent.sendingId]);
    const audited = await t()
      .db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'bill'),
          eq(auditLog.entityId, String(bill.billId)),
          eq(auditLog.action, 'send'),
        ),
      );
    expect(audited).toHaveLength(1);
    await addTime(projectId);
    const preview = await draft({ projectId });
    const notIssued = await call('guojing', 'POST', '/hankun/bill/send', {
      billId: preview.billId,
      recipients: ['cfo@client.example'],
    });
    expect(notIssued.code).toBe(409);
  });

  it('stores the issued bill’s PDF as a file of the bill, and gives the stored one ever after', async () => {
    const projectId = await openCase({ restricted: true });
    const bill = await issued(projectId);
    // Stored as the approval that issued it ended (in the background: wait for it).
    let fileId: number | null = null;
    for (let tries = 0; tries < 100 && fileId === null; tries += 1) {
      fileId = (await billRow(bill.billId)).pdfFileId;
      if (fileId === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fileId).not.toBeNull();
    const [file] = await t().db.select().from(files).where(eq(files.id, fileId!));
    expect(file).toMatchObject({
      source: BILL_FILE_SOURCE,
      onlyId: String(bill.billId),
      mimeType: 'application/pdf',
    });
    const first = await download('guojing', `/hankun/bill/${bill.billId}/pdf`);
    // Read again: the stored bytes, not a new rendering.
    const second = await download('guojing', `/hankun/bill/${bill.billId}/pdf`);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    expect(createHash('sha256').update(first.rawPayload).digest('hex')).toBe(file!.sha256);
    // The bill's files list it to whoever reads the bill; outside the wall nobody sees it.
    const listed = await call(
      'guojing',
      'GET',
      `/hankun/files/list?source=${BILL_FILE_SOURCE}&onlyId=${bill.billId}`,
    );
    expect((listed.rows as { id: number }[]).map((row) => row.id)).toEqual([fileId]);
    const outsider = await call(
      'hezhenyu',
      'GET',
      `/hankun/files/list?source=${BILL_FILE_SOURCE}&onlyId=${bill.billId}`,
    );
    expect(outsider.code).toBe(403);
    const detail = (await succeed('guojing', 'GET', `/hankun/bill/${bill.billId}`)).data as BillDetail;
    expect(detail.pdfFileId).toBe(fileId);
    // The mail attaches the stored file and says so.
    await succeed('guojing', 'POST', '/hankun/bill/send', {
      billId: bill.billId,
      recipients: ['cfo@client.example'],
    });
    const mail = await capture!.nextMailTo('cfo@client.example');
    expect(Buffer.compare(mail.attachments[0]!.content, first.rawPayload)).toBe(0);
    const [sending] = await t().db.select().from(billSendings).where(eq(billSendings.billId, bill.billId));
    expect(sending!.fileId).toBe(fileId);
  });
});
