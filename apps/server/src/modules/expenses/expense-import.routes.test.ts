import { type ExpenseClaimDetail, translate } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCase } from '../../../test/case-fixtures.ts';
import { readSheet } from '../../../test/read-sheet.ts';
import { sheetUpload, workbookOf } from '../../../test/sheet-upload.ts';
import { API, bearer, createTestApp, json, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { projects } from '../projects/projects.tables.ts';
import { users } from '../users/users.tables.ts';
import { expenseClaims, expenseLines } from './expenses.tables.ts';

/**
 * The expense import through HTTP (spec expenseImport, decision 0052): guojing imports lines on a
 * case she leads (cloned from the Xinghe case), a walled case she is outside of, and the firm's
 * overhead; lvjianhua (finance) may not add claims.
 */
const CN_HEADER = ['日期', '费用类型', '案件编号', '向客户收取', '金额', '币种', '汇率', '税额', '说明'];
const EN_HEADER = [
  'Date',
  'Expense type',
  'Case number',
  'Billable to client',
  'Amount',
  'Currency',
  'Exchange rate',
  'Tax',
  'Description',
];

let t: TestApp;
let guojing: string;
let guojingId: number;
let ownNumber: string;
let walledNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  guojing = await signIn(t.app, 'guojing');
  const person = async (name: string) =>
    (await t.db.select().from(users).where(eq(users.userName, name)))[0]!.userId;
  guojingId = await person('guojing');
  const partnerId = await person('zhangzhiqiang');
  // Test cases are open without a number: give each the number a sheet names it by.
  const numbered = async (projectId: number, number: string) => {
    await t.db.update(projects).set({ number }).where(eq(projects.projectId, projectId));
    return number;
  };
  ownNumber = await numbered(await insertTestCase(t, { partnerId, leadId: guojingId }), '2026BJ-L9901');
  walledNumber = await numbered(
    await insertTestCase(t, { partnerId, leadId: await person('hezhenyu') }, { restricted: true }),
    '2026BJ-L9902',
  );
});
afterAll(() => t.close());

type RowErrors = { errors: { row: number; field: string; column: string; message: string }[] };

async function importSheet(
  rows: (string | number)[][],
  title = '十一月上海出差',
  token = guojing,
  language = 'cn',
) {
  const upload = sheetUpload(await workbookOf(rows, '费用'), 'lines.xlsx');
  return json(
    await t.app.inject({
      method: 'POST',
      url: `${API}/hankun/expenses/import?title=${encodeURIComponent(title)}`,
      headers: { ...bearer(token), language, ...upload.headers },
      payload: upload.payload,
    }),
  );
}

const claimsOfGuojing = () =>
  t.db.select().from(expenseClaims).where(eq(expenseClaims.applicantId, guojingId));

describe('GET /hankun/expenses/importTemplate', () => {
  it('gives the columns and an example row in the caller’s language, which imports as it is', async () => {
    for (const [language, header] of [
      ['cn', CN_HEADER],
      ['en', EN_HEADER],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}/hankun/expenses/importTemplate`,
        headers: { ...bearer(guojing), language },
      });
      expect(response.statusCode).toBe(200);
      const sheet = await readSheet(response.rawPayload);
      expect(sheet[0]).toEqual(header);
      expect(sheet).toHaveLength(2);
      expect(sheet[1]![1]).toBe(language === 'en' ? 'Travel' : '交通');
    }
  });
});

describe('POST /hankun/expenses/import', () => {
  it('makes one draft claim of the caller from the lines, priced as the form prices them', async () => {
    const body = await importSheet([
      CN_HEADER,
      ['2026-11-02', '交通', ownNumber.toLowerCase(), '是', '553', '', '', '45.66', '北京—上海高铁（出庭）'],
      ['2026-11-03', 'Meals', '', '', 88.5, '', '', '', '团队午餐'],
      ['2026-11-04', '3', ownNumber, 'no', '120.00', 'USD', '7.1', '0', '酒店一晚'],
    ]);
    expect(body.code, body.msg).toBe(200);
    expect(body.msg).toBe(translate('cn', 'expense.importedClaim', { count: 3 }));
    const claim = body.data as ExpenseClaimDetail;
    expect(claim).toMatchObject({ status: 'draft', title: '十一月上海出差' });
    expect(
      claim.lines.map((line) => [
        line.expenseType,
        line.billable,
        line.amount,
        line.currency,
        line.amountCny,
      ]),
    ).toEqual([
      ['1', true, '553.00', 'CNY', '553.00'],
      ['3', false, '88.50', 'CNY', '88.50'],
      ['3', false, '120.00', 'USD', '852.00'],
    ]);
    expect(claim.lines[1]!.projectId).toBeNull();
    expect(claim.total).toBe('1493.50');
    const rows = await t.db.select().from(expenseLines).where(eq(expenseLines.claimId, claim.claimId));
    expect(rows).toHaveLength(3);
    // The draft is the form's own: written to the audit log as a created claim.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(claim.claimId)));
    expect(audits.map((row) => [row.entity, row.action])).toContainEqual(['expenseClaim', 'create']);
  });

  it('reports every row’s problems together and writes nothing', async () => {
    const before = (await claimsOfGuojing()).length;
    const body = await importSheet([
      CN_HEADER,
      ['2026-11-02', '交通', ownNumber, '是', '100', '', '', '', '好的一行'],
      ['2026-11-02', '飞船', ownNumber, '是', 'abc', '', '', '', '坏类型和金额'],
      ['2026-11-31', '交通', walledNumber, '', '100', '', '', '', '别人的案件'],
      ['2026-11-02', '交通', '', '是', '100', 'USD', '', '', '出租车'],
      ['2026-11-02', '交通', '', '', '100', '', '', '', ''],
    ]);
    expect(body.code).toBe(400);
    expect(body.msg).toBe(
      translate('cn', 'spreadsheet.rowErrors', { count: (body.data as RowErrors).errors.length }),
    );
    const { errors } = body.data as RowErrors;
    const at = (row: number) => errors.filter((error) => error.row === row).map((error) => error.column);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual(expect.arrayContaining(['金额']));
    expect(at(4)).toEqual(expect.arrayContaining(['日期']));
    expect(at(5)).toEqual(['汇率', '向客户收取']);
    expect(at(6)).toEqual(['说明']);
    // The type and the walled case are the database's checks, made on rows the schema passed.
    const fine = await importSheet([
      CN_HEADER,
      ['2026-11-02', '飞船', ownNumber, '是', '100', '', '', '', '坏类型'],
      ['2026-11-02', '交通', walledNumber, '', '100', '', '', '', '别人的案件'],
      ['2026-11-02', '交通', 'NO-SUCH-CASE', '', '100', '', '', '', '没有的案件'],
    ]);
    expect(fine.code).toBe(400);
    expect((fine.data as RowErrors).errors).toEqual([
      { row: 2, field: 'expenseType', column: '费用类型', message: translate('cn', 'expense.unknownType') },
      {
        row: 3,
        field: 'caseNumber',
        column: '案件编号',
        message: translate('cn', 'expense.importCaseUnknown'),
      },
      {
        row: 4,
        field: 'caseNumber',
        column: '案件编号',
        message: translate('cn', 'expense.importCaseUnknown'),
      },
    ]);
    expect((await claimsOfGuojing()).length).toBe(before);
  });

  it('says so in English, with English headers', async () => {
    const body = await importSheet(
      [EN_HEADER, ['2026-11-02', 'Travel', ownNumber, 'maybe', '100', '', '', '', 'taxi']],
      'Trip',
      guojing,
      'en',
    );
    expect(body.code).toBe(400);
    expect((body.data as RowErrors).errors).toEqual([
      {
        row: 2,
        field: 'billable',
        column: 'Billable to client',
        message: translate('en', 'expense.invalidBillable'),
      },
    ]);
  });

  it('refuses a claim without a title, more lines than a claim holds, and finance', async () => {
    expect(
      (await importSheet([CN_HEADER, ['2026-11-02', '交通', '', '', '1', '', '', '', 'x']], '  ')).code,
    ).toBe(400);
    const many = Array.from({ length: 201 }, () => ['2026-11-02', '交通', '', '', '1', '', '', '', 'x']);
    const tooMany = await importSheet([CN_HEADER, ...many]);
    expect(tooMany.code).toBe(400);
    expect(tooMany.msg).toBe(translate('cn', 'spreadsheet.tooManyRows', { total: 201, max: 200 }));
    const finance = await signIn(t.app, 'lvjianhua');
    expect((await importSheet([CN_HEADER], 'x', finance)).code).toBe(403);
  });
});
