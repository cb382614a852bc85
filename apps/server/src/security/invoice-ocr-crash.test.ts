import { INVOICE_FILE_SOURCE } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertTestCase } from '../../test/case-fixtures.ts';
import { auditChainIsWhole, query, until } from '../../test/crash-support.ts';
import { type RestartableServer, restartableServer } from '../../test/restartable-server.ts';
import { callOverHttp, type HttpSession, signInOverHttp } from '../../test/signed-fetch.ts';
import { insertIssuedBill } from '../modules/billing/billing.test-support.ts';
import { invoicePdf } from '../modules/billing/invoices/invoice-image.test-helper.ts';
import { invoices } from '../modules/billing/invoices/invoices.tables.ts';
import { multipart } from '../modules/files/files.test-support.ts';
import { users } from '../modules/users/users.tables.ts';
import { createDatabase } from '../platform/db/database.ts';

/**
 * Invoice OCR survives the server (decision 0048): Venus runs as its own process and is killed
 * with SIGKILL right after finance attached an invoice's file, before Tesseract could read it,
 * and again while Tesseract reads another; started again, it reads both amounts, each written
 * once. The lease is 3 s here (OCR_JOB_LEASE_SECONDS), 120 s by default.
 */

interface JobRow {
  status: string;
  attempts: number;
}

describe('kill -9 around an invoice OCR job', () => {
  let server: RestartableServer;
  let finance: HttpSession;
  let invoiceIds: number[] = [];

  beforeAll(async () => {
    server = await restartableServer({
      adminUrl: inject('adminUrl'),
      template: inject('templateDb'),
      env: { COSTLY_LIMIT_FACTOR: '100', OCR_JOB_LEASE_SECONDS: '3' },
    });
    // Two invoice requests on an issued bill of a case of guojing's, written as the request writes them.
    const { db, pool } = createDatabase(server.databaseUrl, 2);
    try {
      const idOf = async (userName: string) =>
        (await db.select().from(users).where(eq(users.userName, userName)))[0]!.userId;
      const lead = await idOf('guojing');
      const projectId = await insertTestCase(
        { db },
        { partnerId: await idOf('zhangzhiqiang'), leadId: lead },
      );
      const bill = await insertIssuedBill({ db }, { projectId, billDate: '2026-03-01', total: '5000.00' });
      const rows = await db
        .insert(invoices)
        .values(
          ['1060.00', '2120.00'].map((amount) => ({
            billId: bill.billId,
            projectId,
            clientId: bill.clientId,
            title: '北京星河智能科技有限公司',
            invoiceType: 'vatSpecial' as const,
            currency: bill.currency,
            amount,
            taxRate: '0.060000',
            taxAmount: '0.00',
            requestedBy: lead,
          })),
        )
        .returning();
      invoiceIds = rows.map((row) => row.invoiceId);
    } finally {
      await pool.end();
    }
  }, 120_000);
  afterAll(() => server?.close());

  /** Finance uploads a rendered invoice of `total` to the invoice and attaches it. */
  async function attach(invoiceId: number, total: string): Promise<void> {
    const body = multipart({ source: INVOICE_FILE_SOURCE, onlyId: invoiceId, type: 0 }, [
      { name: 'invoice.pdf', content: await invoicePdf(total), contentType: 'application/pdf' },
    ]);
    const uploaded = await callOverHttp(finance, 'POST', '/files/add', {
      raw: body.payload,
      contentType: body.headers['content-type'],
    });
    expect(uploaded.code, uploaded.msg).toBe(200);
    const fileId = (uploaded.data as { id: number }[])[0]!.id;
    const attached = await callOverHttp(finance, 'POST', '/hankun/invoice/file', { invoiceId, fileId });
    expect(attached.code, attached.msg).toBe(200);
  }

  const jobOf = async (invoiceId: number) =>
    (
      await query<JobRow>(
        server.databaseUrl,
        'select status, attempts from hk_invoice_ocr_job where invoice_id = $1',
        [invoiceId],
      )
    )[0];
  const invoiceOf = async (invoiceId: number) =>
    (
      await query<{ ocr_status: string; ocr_amount: string | null; audits: number }>(
        server.databaseUrl,
        `select i.ocr_status, i.ocr_amount::text,
           (select count(*)::int from sys_audit_log a
             where a.entity = 'invoice' and a.entity_id = i.invoice_id::text and a.action = 'ocr') audits
         from hk_invoice i where i.invoice_id = $1`,
        [invoiceId],
      )
    )[0]!;

  it('reads the amount after a restart when the server died before the job ran', async () => {
    const [invoiceId] = invoiceIds as [number];
    finance = await signInOverHttp(server.url, 'lvjianhua');
    await attach(invoiceId, '1066.00');
    // Tesseract takes seconds: the kill comes first.
    await server.kill();
    expect(await invoiceOf(invoiceId)).toMatchObject({ ocr_status: 'queued', audits: 0 });
    expect((await jobOf(invoiceId))?.status).toMatch(/^(queued|running)$/);

    await server.start();
    await until(
      'the OCR of the first invoice',
      async () => (await jobOf(invoiceId))?.status === 'done',
      90_000,
    );
    expect(await invoiceOf(invoiceId)).toMatchObject({
      ocr_status: 'done',
      ocr_amount: '1066.00',
      audits: 1,
    });
  }, 180_000);

  it('takes the job over after a restart when the server died while Tesseract read it', async () => {
    const [, invoiceId] = invoiceIds as [number, number];
    finance = await signInOverHttp(server.url, 'lvjianhua');
    await attach(invoiceId, '2126.00');
    await until('the job running', async () => (await jobOf(invoiceId))?.status === 'running', 30_000);
    await server.kill();
    expect(await jobOf(invoiceId)).toMatchObject({ status: 'running', attempts: 1 });

    // The dead server's lease runs out; the new one claims the job again.
    await server.start();
    await until(
      'the OCR of the second invoice',
      async () => (await jobOf(invoiceId))?.status === 'done',
      90_000,
    );
    expect(await jobOf(invoiceId)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await invoiceOf(invoiceId)).toMatchObject({
      ocr_status: 'done',
      ocr_amount: '2126.00',
      audits: 1,
    });
    await auditChainIsWhole(server.databaseUrl);
  }, 180_000);
});
