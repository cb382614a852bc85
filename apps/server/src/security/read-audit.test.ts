import fs from 'node:fs';
import { TEMPLATE_FILE_OWNER } from '@venus/shared';
import { and, eq, gt, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, callApi, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { users } from '../db/schema.ts';
import { billLines, bills } from '../modules/billing/bills/bills.tables.ts';
import { invoices } from '../modules/billing/invoices/invoices.tables.ts';
import { receiptAllocations, receipts } from '../modules/billing/receipts/receipts.tables.ts';
import { expenseClaims, expenseLines } from '../modules/expenses/expenses.tables.ts';
import { loans } from '../modules/expenses/loans/loans.tables.ts';
import { pdfBytes, personal, pngBytes, tempDataDir, upload } from '../modules/files/files.test-support.ts';
import { projects } from '../modules/projects/projects.tables.ts';
import { closedMonths, monthProjectData } from '../modules/reports/month-end/month-end.tables.ts';
import { ACCESS_DENIED_ACTION, READ_ACTIONS } from '../platform/audit/access-audit.ts';
import { auditLog } from '../platform/audit/audit.tables.ts';

/** A month long before the firm's first movement: closing it locks nothing a test writes. */
const CLOSED_MONTH = '2001-01';

/**
 * Issue 8 item 8: every file or workbook handed out (download, preview, export) writes one audit
 * row naming who, which record and which route; an export adds its filter and row count. A read
 * refused or failed writes none; a refused authorisation writes its own row. The routes are found
 * from the registered routes, so a new download, preview or export is covered or this fails.
 */

interface Fixtures {
  lawyerId: number;
  /** An issued bill with one line, for its PDF and LEDES file. */
  billId: number;
  pdf: { id: number; path: string; name: string };
  png: { id: number; path: string; name: string };
  template: { id: number; name: string };
}

type Caller = 'admin' | 'lawyer';

interface ReadCase {
  as: Caller;
  request: (fx: Fixtures) => { url: string; payload?: object };
  /** The audit row's record: a file's id and name, or for a workbook the filter sent. */
  expected: (fx: Fixtures) => { entityId: string; name?: string; filter?: object; owner?: object };
  /** A workbook that ends with a totals row under its records (the expense report's 合计). */
  totalsRow?: true;
}

const FILTERED = { keyword: '星河' };
const fileRead =
  (file: (fx: Fixtures) => { id: number; name: string }, owned = true) =>
  (fx: Fixtures) => ({
    entityId: String(file(fx).id),
    name: file(fx).name,
    ...(owned ? { owner: { source: 0, onlyId: String(fx.lawyerId) } } : {}),
  });

/** One call per route that hands out a file or a workbook, as a caller who may, on a real record. */
const READS: Record<string, ReadCase> = {
  'GET /hankun/file/downloadFile': {
    as: 'lawyer',
    request: (fx) => ({ url: `/hankun/file/downloadFile?fileName=${encodeURIComponent(fx.pdf.path)}` }),
    expected: fileRead((fx) => fx.pdf),
  },
  'POST /hankun/files/fileDownload': {
    as: 'lawyer',
    request: (fx) => ({ url: '/hankun/files/fileDownload', payload: { filePath: fx.pdf.path } }),
    expected: fileRead((fx) => fx.pdf),
  },
  'GET /v2/files/download': {
    as: 'lawyer',
    request: (fx) => ({ url: `/v2/files/download?id=${fx.pdf.id}` }),
    expected: fileRead((fx) => fx.pdf),
  },
  'GET /hankun/file/templatesFileDownload': {
    as: 'lawyer',
    request: (fx) => ({
      url: `/hankun/file/templatesFileDownload?fileName=${encodeURIComponent(fx.template.name)}`,
    }),
    expected: fileRead((fx) => fx.template, false),
  },
  'GET /hankun/files/showImage': {
    as: 'lawyer',
    request: (fx) => ({ url: `/hankun/files/showImage?path=${encodeURIComponent(fx.png.path)}` }),
    expected: fileRead((fx) => fx.png),
  },
  'GET /hankun/filePreview/preview': {
    as: 'lawyer',
    request: (fx) => ({ url: `/hankun/filePreview/preview?fileName=${encodeURIComponent(fx.pdf.path)}` }),
    expected: fileRead((fx) => fx.pdf),
  },
  'GET /v2/files/preview/preview': {
    as: 'lawyer',
    request: (fx) => ({ url: `/v2/files/preview/preview?fileName=${encodeURIComponent(fx.pdf.path)}` }),
    expected: fileRead((fx) => fx.pdf),
  },
  'POST /hankun/project/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/project/export', payload: FILTERED }),
    expected: () => ({ entityId: '', filter: FILTERED }),
  },
  'POST /hankun/bill/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/bill/export', payload: { number: 'B99999' } }),
    expected: () => ({ entityId: '', filter: { number: 'B99999' } }),
  },
  'GET /hankun/bill/{id}/pdf': {
    as: 'admin',
    request: (fx) => ({ url: `/hankun/bill/${fx.billId}/pdf` }),
    expected: (fx) => ({ entityId: String(fx.billId), name: '账单-2026BJ-B99999.pdf' }),
  },
  'GET /hankun/bill/{id}/ledes': {
    as: 'admin',
    request: (fx) => ({ url: `/hankun/bill/${fx.billId}/ledes` }),
    expected: (fx) => ({ entityId: String(fx.billId), name: 'LEDES-2026BJ-B99999.txt' }),
  },
  'POST /hankun/receipt/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/receipt/export', payload: { keyword: 'R99999' } }),
    expected: () => ({ entityId: '', filter: { keyword: 'R99999' } }),
  },
  'POST /hankun/receivable/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/receivable/export', payload: { groupBy: 'office' } }),
    expected: () => ({ entityId: '', filter: { groupBy: 'office' } }),
  },
  'POST /hankun/report/projectIncome/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/report/projectIncome/export', payload: { from: '2026-01-01' } }),
    expected: () => ({ entityId: '', filter: { from: '2026-01-01' } }),
  },
  'POST /hankun/report/partnerIncome/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/report/partnerIncome/export', payload: { to: '2026-12-31' } }),
    expected: () => ({ entityId: '', filter: { to: '2026-12-31' } }),
  },
  'POST /hankun/report/withholding/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/report/withholding/export', payload: { from: '2026-02-01' } }),
    expected: () => ({ entityId: '', filter: { from: '2026-02-01' } }),
  },
  'POST /hankun/report/month/projectData/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/report/month/projectData/export', payload: { month: CLOSED_MONTH } }),
    expected: () => ({ entityId: '', filter: { month: CLOSED_MONTH } }),
  },
  'POST /hankun/report/expensesDetail/export': {
    as: 'admin',
    request: () => ({
      url: '/hankun/report/expensesDetail/export',
      payload: { from: '2026-01-01', state: 'approving', kind: 'all', groupBy: 'line' },
    }),
    expected: () => ({
      entityId: '',
      filter: { from: '2026-01-01', state: 'approving', kind: 'all', groupBy: 'line' },
    }),
    totalsRow: true,
  },
  'POST /hankun/report/utilisation/export': {
    as: 'admin',
    request: () => ({
      url: '/hankun/report/utilisation/export',
      payload: { from: '2026-01-01', groupBy: 'office' },
    }),
    expected: () => ({ entityId: '', filter: { from: '2026-01-01', groupBy: 'office' } }),
  },
  'POST /hankun/invoice/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/invoice/export', payload: { number: '24319999' } }),
    expected: () => ({ entityId: '', filter: { number: '24319999' } }),
  },
  'POST /hankun/invoice/reconciliation/export': {
    as: 'admin',
    request: () => ({
      url: '/hankun/invoice/reconciliation/export',
      payload: { state: 'invoicedNotReceived', number: 'B99999' },
    }),
    expected: () => ({ entityId: '', filter: { state: 'invoicedNotReceived', number: 'B99999' } }),
  },
  'POST /hankun/expenses/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/expenses/export', payload: { scope: 'all', title: '差旅' } }),
    expected: () => ({ entityId: '', filter: { scope: 'all', title: '差旅' } }),
  },
  'POST /hankun/expenses/daily/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/expenses/daily/export', payload: { scope: 'all', month: '2026-09' } }),
    expected: () => ({ entityId: '', filter: { scope: 'all', month: '2026-09' } }),
  },
  'POST /hankun/expenses/borrow/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/expenses/borrow/export', payload: { scope: 'all', purpose: '备用金' } }),
    expected: () => ({ entityId: '', filter: { scope: 'all', purpose: '备用金' } }),
  },
  'POST /hankun/client/export': {
    as: 'admin',
    request: () => ({ url: '/hankun/client/export', payload: FILTERED }),
    expected: () => ({ entityId: '', filter: FILTERED }),
  },
  'POST /system/user/export': {
    as: 'admin',
    request: () => ({ url: '/system/user/export', payload: { userName: 'yangfan' } }),
    expected: () => ({ entityId: '', filter: { userName: 'yangfan' } }),
  },
  'POST /system/user/importTemplate': {
    as: 'admin',
    request: () => ({ url: '/system/user/importTemplate' }),
    expected: () => ({ entityId: '' }),
  },
  'GET /hankun/worklog/importTemplate': {
    as: 'admin',
    request: () => ({ url: '/hankun/worklog/importTemplate' }),
    expected: () => ({ entityId: '' }),
  },
  'GET /hankun/expenses/importTemplate': {
    as: 'admin',
    request: () => ({ url: '/hankun/expenses/importTemplate' }),
    expected: () => ({ entityId: '' }),
  },
};

/**
 * Routes that answer without a declared JSON schema, or whose path reads like a download, preview
 * or export, yet hand out no file: each with why. Anything else of that shape must declare
 * `auditRead` and have a case above.
 */
const NOT_READS: Record<string, string> = {
  'GET /health': 'JSON: whether the database answers and the optional components are on',
  'GET /needCaptcha': 'JSON: whether the sign-in form shows a captcha',
  'GET /captchaImage': 'JSON: a captcha picture, no firm data',
  'GET /system/menu/list': 'JSON menu tree',
  'GET /system/menu/{id}': 'JSON menu entry',
  'POST /system/menu': 'JSON: adds a menu entry (audited as a change)',
  'PUT /system/menu': 'JSON: edits a menu entry (audited as a change)',
  'GET /hankun/files/list': 'JSON list of file records (names, not contents)',
  'GET /v2/files/list': 'JSON list of file records (names, not contents)',
  'GET /hankun/project/endFiles/list': 'JSON list of a closing archive’s file records',
  'GET /hankun/filePreview/findFilePreviewTypesLimit': 'JSON: the previewable file types',
  'GET /hankun/expenses/print/{claimId}':
    'JSON: the claim’s detail laid out for its printed sheet (decision 0047), read by who may read the detail; the browser prints it, no file is handed out',
  'GET /hankun/expenses/daily/print/{claimId}':
    'JSON: the daily expense’s detail for its printed sheet, as the claim’s above',
  'GET /hankun/expenses/borrow/print/{loanId}':
    'JSON: the loan’s detail for its printed sheet, as the claim’s above',
};

const READ_PATH = /(export|download|preview|showimage|template|print|pdf)[^/]*$/i;

let t: TestApp;
let dataDir: string;
const tokens = {} as Record<Caller | 'otherLawyer' | 'hr', string>;
let fx: Fixtures;

async function upOne(token: string, owner: object, name: string, content: Buffer) {
  const added = await upload(t, token, owner as Record<string, string>, [{ name, content }]);
  expect(added.code, added.msg).toBe(200);
  const [file] = added.data as { id: number; path: string; name: string }[];
  return file!;
}

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  [tokens.admin, tokens.lawyer, tokens.otherLawyer, tokens.hr] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, 'yangfan'),
    signIn(t.app, 'sunyue'),
    signIn(t.app, 'panling'),
  ]);
  const info = await callApi(t.app, 'GET', '/getInfo', tokens.lawyer);
  const lawyerId = (info.data as { user: { userId: number } }).user.userId;
  const mine = personal(lawyerId);
  fx = {
    lawyerId,
    billId: 0,
    pdf: await upOne(tokens.lawyer, mine, '代理意见.pdf', pdfBytes('opinion')),
    png: await upOne(tokens.lawyer, mine, '证据照片.png', pngBytes()),
    template: await upOne(tokens.admin, TEMPLATE_FILE_OWNER, '委托合同模板.pdf', pdfBytes('template')),
  };
  // A submitted expense claim with its line, for the claims export and the expense report to hand
  // out (the demo firm has none).
  const [claim] = await t.db
    .insert(expenseClaims)
    .values({
      applicantId: lawyerId,
      title: '上海出差差旅',
      status: 'approving',
      instanceId: 999_999,
      total: '120.00',
    })
    .returning();
  await t.db.insert(expenseLines).values({
    claimId: claim!.claimId,
    expenseDate: '2026-06-15',
    expenseType: '交通',
    amount: '120.00',
    amountCny: '120.00',
    description: '虹桥—客户办公室往返',
  });
  // And a submitted daily expense for the daily export (decision 0050).
  const [daily] = await t.db
    .insert(expenseClaims)
    .values({
      kind: 'daily',
      applicantId: lawyerId,
      title: '九月快递费',
      status: 'approving',
      instanceId: 999_998,
      total: '36.00',
    })
    .returning();
  await t.db.insert(expenseLines).values({
    claimId: daily!.claimId,
    expenseDate: '2026-09-10',
    expenseType: '4',
    amount: '36.00',
    amountCny: '36.00',
    description: '寄送文件快递费',
  });
  // And a submitted staff loan for the loan export (decision 0041).
  await t.db.insert(loans).values({
    applicantId: lawyerId,
    purpose: '出差备用金',
    amount: '2000.00',
    expectedRepayDate: '2026-12-31',
    status: 'approving',
    instanceId: 999_997,
  });
  // An issued bill for the bill export to hand out (the demo firm has none).
  const [kase] = await t.db.select().from(projects).where(eq(projects.nameCn, '星河智能B轮融资'));
  // A closed month with the case's row, for the monthly data export to hand out.
  await t.db.insert(closedMonths).values({ month: CLOSED_MONTH });
  await t.db.insert(monthProjectData).values({
    month: CLOSED_MONTH,
    projectId: kase!.projectId,
    clientId: kase!.clientId,
    officeId: kase!.officeId,
    data: {
      billed: '1000.00',
      credited: '0',
      writtenOff: '0',
      collected: '0',
      fxDifference: '0',
      income: '0',
    },
  });
  const [bill] = await t.db
    .insert(bills)
    .values({
      number: '2026BJ-B99999',
      status: 'issued',
      projectId: kase!.projectId,
      clientId: kase!.clientId,
      officeId: kase!.officeId,
      partnerId: lawyerId,
      currency: 'CNY',
      billDate: '2026-01-31',
      // It still owes money, so the receivables export has a row to hand out.
      feeTotal: '1000.00',
      total: '1000.00',
      totalCny: '1000.00',
    })
    .returning();
  fx.billId = bill!.billId;
  await t.db.insert(billLines).values({
    billId: bill!.billId,
    kind: 'manualFee',
    description: '法律顾问服务费',
    units: '1',
    unitCost: '1000.00',
    amount: '1000.00',
    taxRate: '0',
    netAmount: '1000.00',
    taxAmount: '0',
    grossAmount: '1000.00',
  });
  // A receipt for the receipt export (the demo firm has none yet).
  const [receipt] = await t.db
    .insert(receipts)
    .values({
      number: '2026BJ-R99999',
      clientId: kase!.clientId,
      officeId: kase!.officeId,
      receivedOn: '2026-02-10',
      amount: '500.00',
      currency: 'CNY',
      exchangeRate: '1',
      payer: '星河智能',
    })
    .returning();
  // Part of it allocated to the bill: income of the bill's partner for the withholding export.
  await t.db.insert(receiptAllocations).values({
    receiptId: receipt!.receiptId,
    billId: bill!.billId,
    amount: '500.00',
    allocatedOn: '2026-02-10',
  });
  // A recorded tax invoice of that bill for the invoice export.
  await t.db.insert(invoices).values({
    billId: bill!.billId,
    projectId: kase!.projectId,
    clientId: kase!.clientId,
    title: '北京星河智能科技有限公司',
    invoiceType: 'vatSpecial',
    currency: bill!.currency,
    amount: '1000.00',
    taxRate: '0',
    taxAmount: '0',
    status: 'issued',
    invoiceNumber: '24319999',
    invoiceDate: '2026-02-01',
    requestedBy: lawyerId,
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function send(token: string, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET' | 'POST',
    url: `${API}${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

async function lastAuditId(): Promise<number> {
  const rows = await t.db.select({ id: auditLog.auditId }).from(auditLog);
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

const rowsSince = (since: number, actions: string[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.auditId, since), inArray(auditLog.action, actions)));

async function workbookRows(response: LightMyRequestResponse): Promise<number> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return Math.max(0, (book.worksheets[0]?.actualRowCount ?? 1) - 1);
}

const stripPrefix = (url: string) => url.slice(API.length).replace(/:(\w+)/g, '{$1}');

describe('audit of reads', () => {
  it('finds every route that hands out a file or a workbook, and each declares its audit', async () => {
    const declared = t.app.accessAudit.readRoutes.map((route) => `${route.method} ${stripPrefix(route.url)}`);
    const document = (await t.app.inject({ url: `${API}/docs/json` })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
    };
    const candidates = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(
          ([, operation]) =>
            !operation.responses?.['200']?.content || READ_PATH.test(path.replace(/\/\{[^}]+\}$/, '')),
        )
        .map(([method]) => `${method.toUpperCase()} ${path.slice(API.length)}`),
    );
    expect(candidates.filter((route) => !declared.includes(route) && !NOT_READS[route])).toEqual([]);
    expect([...declared].sort()).toEqual(Object.keys(READS).sort());
    expect(Object.keys(NOT_READS).filter((route) => !candidates.includes(route))).toEqual([]);
  });

  for (const [route, read] of Object.entries(READS)) {
    it(`writes one audit row for ${route}, naming the caller, the record and the route`, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const declared = t.app.accessAudit.readRoutes.find(
        (r) => r.method === method && stripPrefix(r.url) === path,
      );
      expect(declared, route).toBeDefined();
      const since = await lastAuditId();
      const request = read.request(fx);
      const response = await send(tokens[read.as], method, request.url, request.payload);
      expect(response.statusCode, route).toBe(200);
      expect(String(response.headers['content-type']), route).not.toContain('application/json');
      const rows = await rowsSince(since, [...READ_ACTIONS, ACCESS_DENIED_ACTION]);
      expect(rows, route).toHaveLength(1);
      const [row] = rows;
      const expected = read.expected(fx);
      const user = read.as === 'admin' ? 'admin' : 'yangfan';
      expect(row, route).toMatchObject({
        userName: user,
        action: declared!.read.action,
        entity: declared!.read.entity,
        entityId: expected.entityId,
        before: null,
      });
      const after = row!.after as Record<string, unknown>;
      expect(after.route, route).toBe(`${method} ${declared!.url}`);
      if (expected.name) expect(after.name).toBe(expected.name);
      if (expected.owner) expect(after.owner).toEqual(expected.owner);
      if (declared!.read.action === 'export') {
        expect(after.filter).toMatchObject(expected.filter!);
        const count = (await workbookRows(response)) - (read.totalsRow ? 1 : 0);
        expect(count, `${route} exports a real record`).toBeGreaterThan(0);
        expect(after.rows).toBe(count);
      }
      // Small, and never the contents.
      expect(JSON.stringify(row).length).toBeLessThan(1000);
      expect(JSON.stringify(row)).not.toContain('%PDF');
    });
  }

  it('writes no read row when the read is refused or fails', async () => {
    const since = await lastAuditId();
    const other = await send(tokens.otherLawyer, 'GET', `/v2/files/download?id=${fx.pdf.id}`);
    expect([403, 404]).toContain(other.json().code);
    expect((await send(tokens.lawyer, 'GET', '/v2/files/download?id=999999')).json().code).toBe(404);
    const past = await t.app.inject({
      url: `${API}/v2/files/download?id=${fx.pdf.id}`,
      headers: { ...bearer(tokens.lawyer), range: 'bytes=999999-' },
    });
    expect(past.statusCode).toBe(416);
    expect((await send(tokens.lawyer, 'POST', '/hankun/project/export', FILTERED)).json().code).toBe(403);
    expect(
      (await send(tokens.lawyer, 'GET', '/hankun/files/showImage?path=x%2Fmissing.png')).json().code,
    ).toBe(404);
    expect(await rowsSince(since, [...READ_ACTIONS])).toEqual([]);
  });

  it('writes one row for a resumed download’s slices of the same file, and one per whole read', async () => {
    const since = await lastAuditId();
    for (const range of ['bytes=0-3', 'bytes=4-7', 'bytes=8-'])
      expect(
        (
          await t.app.inject({
            url: `${API}/v2/files/download?id=${fx.png.id}`,
            headers: { ...bearer(tokens.lawyer), range },
          })
        ).statusCode,
      ).toBe(206);
    const slices = await rowsSince(since, ['download']);
    expect(slices).toHaveLength(1);
    expect((slices[0]!.after as { range: string }).range).toBe('0-3');
    await send(tokens.lawyer, 'GET', `/v2/files/download?id=${fx.png.id}`);
    await send(tokens.lawyer, 'GET', `/v2/files/download?id=${fx.png.id}`);
    expect(await rowsSince(since, ['download'])).toHaveLength(3);
  });
});

describe('audit of refused authorisations', () => {
  it('writes a failed row for a route refused for want of its permission, with the reason', async () => {
    const since = await lastAuditId();
    expect((await send(tokens.lawyer, 'POST', '/hankun/project/export', FILTERED)).json().code).toBe(403);
    const rows = await rowsSince(since, [ACCESS_DENIED_ACTION]);
    expect(rows).toEqual([
      expect.objectContaining({
        userName: 'yangfan',
        action: ACCESS_DENIED_ACTION,
        entity: 'project',
        after: expect.objectContaining({
          status: 'failed',
          reason: 'error.forbidden',
          route: `POST ${API}/hankun/project/export`,
          permission: 'hankun:project:export',
        }),
      }),
    ]);
    // The body is not kept.
    expect(JSON.stringify(rows[0]!.after)).not.toContain('星河');
  });

  it('writes a failed row for a record the service refuses, without the body', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.userName, 'admin'));
    const since = await lastAuditId();
    const answer = await callApi(t.app, 'PUT', '/system/user/resetPwd', tokens.hr, {
      userId: admin!.userId,
      password: 'Courtroom#2027x',
    });
    expect(answer.code).toBe(403);
    const rows = await rowsSince(since, [ACCESS_DENIED_ACTION]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userName: 'panling',
      entity: 'route',
      after: {
        status: 'failed',
        route: `PUT ${API}/system/user/resetPwd`,
        permission: 'system:user:resetPwd',
      },
    });
    expect(JSON.stringify(rows[0])).not.toContain('Courtroom');
  });

  it('writes the row even when the parameters hold what the database cannot store', async () => {
    const since = await lastAuditId();
    const url = `/system/user/list?userName=a%00b&x=${'y'.repeat(500)}`;
    expect((await send(tokens.lawyer, 'GET', url)).json().code).toBe(403);
    const rows = await rowsSince(since, [ACCESS_DENIED_ACTION]);
    expect(rows).toHaveLength(1);
    const query = (rows[0]!.after as { query: { userName: string; x: string } }).query;
    expect(query.userName).toBe('a\uFFFDb');
    expect(query.x.length).toBeLessThan(210);
  });

  it('writes nothing for an allowed call, an anonymous one or a mere mistake', async () => {
    const since = await lastAuditId();
    expect((await callApi(t.app, 'GET', '/system/user/list', tokens.hr)).code).toBe(200);
    expect((await callApi(t.app, 'GET', '/system/user/list')).code).toBe(401);
    expect((await callApi(t.app, 'GET', '/system/user/999999', tokens.hr)).code).toBe(404);
    expect(await rowsSince(since, [ACCESS_DENIED_ACTION, ...READ_ACTIONS])).toEqual([]);
  });
});
