import { addDays, formatIsoDate, ResultCode, translate, type WorklogView } from '@venus/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/read-sheet.ts';
import { workbookOf as sheetOf, sheetUpload } from '../../../test/sheet-upload.ts';
import { API, bearer, callApi, createTestApp, json, signIn, type TestApp } from '../../../test/test-app.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheet/export-workbook.ts';
import { projects } from '../projects/projects.tables.ts';
import { users } from '../users/users.tables.ts';
import { worklogs } from './worklogs.tables.ts';

/**
 * The worklog import through HTTP on a real database (decision 0026). guojing leads
 * 星河智能B轮融资 (open) and is not on 星河智能诉华强电子买卖合同纠纷's team; lvjianhua (finance)
 * does not import time.
 */
const OWN_CASE = '星河智能B轮融资';
const OTHER_TEAMS_CASE = '星河智能诉华强电子买卖合同纠纷';
const CN_HEADER = ['工作日期', '案件编号', '工时（小时）', '是否计费', '活动代码', '任务代码', '工作描述'];
const EN_HEADER = [
  'Work date',
  'Case number',
  'Hours',
  'Billable',
  'Activity code',
  'Task code',
  'Narrative',
];

let t: TestApp;
let guojing: string;
let guojingId: number;
const numbers = {} as Record<string, string>;
const ids = {} as Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  guojing = await signIn(t.app, 'guojing');
  const [person] = await t.db.select().from(users).where(eq(users.userName, 'guojing'));
  guojingId = person!.userId;
  for (const row of await t.db
    .select()
    .from(projects)
    .where(inArray(projects.nameCn, [OWN_CASE, OTHER_TEAMS_CASE]))) {
    numbers[row.nameCn] = row.number!;
    ids[row.nameCn] = row.projectId;
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(worklogs);
});

const today = formatIsoDate(new Date());
const daysAgo = (days: number) => addDays(today, -days);
const message = (key: string, params: Record<string, unknown> = {}) => translate('cn', key, params);

const workbookOf = (rows: (string | number | Date)[][]) => sheetOf(rows, 'Time');

async function importFile(file: Buffer, token = guojing, language = 'cn', fileName = 'time.xlsx') {
  const upload = sheetUpload(file, fileName);
  return json(
    await t.app.inject({
      method: 'POST',
      url: `${API}/hankun/worklog/import`,
      headers: { ...bearer(token), language, ...upload.headers },
      payload: upload.payload,
    }),
  );
}

const entriesOfGuojing = () =>
  t.db.select().from(worklogs).where(eq(worklogs.userId, guojingId)).orderBy(worklogs.worklogId);

describe('GET /hankun/worklog/importTemplate', () => {
  it('gives an xlsx with the columns and an example row, in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/hankun/worklog/importTemplate`,
      headers: { ...bearer(guojing), language: 'cn' },
    });
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('工时导入模板.xlsx'));
    const rows = await readSheet(response.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(CN_HEADER);
    expect(rows[1]).toEqual([
      daysAgo(1),
      expect.stringMatching(/^\d{4}BJ-/),
      '1.5',
      '是',
      'A104',
      'L120',
      message('worklog.import.exampleNarrative'),
    ]);

    const english = await t.app.inject({
      method: 'GET',
      url: `${API}/hankun/worklog/importTemplate`,
      headers: { ...bearer(guojing), language: 'en' },
    });
    const enRows = await readSheet(english.rawPayload);
    expect(enRows[0]).toEqual(EN_HEADER);
    expect(enRows[1]![3]).toBe('yes');
  });

  it('is refused to someone without worklog:myWorklog:import', async () => {
    const finance = await signIn(t.app, 'lvjianhua');
    const body = await callApi(t.app, 'GET', '/hankun/worklog/importTemplate', finance);
    expect(body.code).toBe(ResultCode.FORBIDDEN);
  });
});

describe('POST /hankun/worklog/import', () => {
  it('imports every row as the caller’s drafts, with Excel dates and numbers, 是/否 or yes/no', async () => {
    const date = daysAgo(2);
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const file = await workbookOf([
      CN_HEADER,
      [date, numbers[OWN_CASE]!, '1.5', '是', 'A104', 'L120', 'Reviewed the term sheet with the client'],
      [
        new Date(Date.UTC(year, month - 1, day)),
        numbers[OWN_CASE]!.toLowerCase(),
        2,
        'No',
        '',
        '',
        '内部讨论交易结构',
      ],
      [daysAgo(1), numbers[OWN_CASE]!, '1h20m', '', '', '', 'Drafted the disclosure letter'],
    ]);
    const body = await importFile(file);
    expect(body).toMatchObject({ code: 200, msg: '成功导入 3 条数据', data: { imported: 3, errors: [] } });
    const rows = await entriesOfGuojing();
    expect(rows.map((row) => [row.workDate, row.projectId, row.hours, row.billable, row.status])).toEqual([
      [date, ids[OWN_CASE], '1.5', true, 'draft'],
      [date, ids[OWN_CASE], '2.0', false, 'draft'],
      [daysAgo(1), ids[OWN_CASE], '1.4', true, 'draft'],
    ]);
    expect(rows[0]).toMatchObject({ activityCode: 'A104', taskCode: 'L120' });
    // The same rules as one entry: rate and amount fixed on the entry.
    const view = (await callApi(t.app, 'GET', `/hankun/worklog/${rows[0]!.worklogId}`, guojing))
      .data as WorklogView;
    expect(view.narrative).toBe('Reviewed the term sheet with the client');
    expect(rows[1]!.amount).toBe('0.00');
  });

  it('reports every bad row with its row and column, and imports nothing', async () => {
    const file = await workbookOf([
      EN_HEADER,
      [daysAgo(1), numbers[OWN_CASE]!, '1', 'yes', '', '', 'A good row'],
      [addDays(today, 1), numbers[OWN_CASE]!, '1', 'yes', '', '', 'Tomorrow'],
      [daysAgo(1), 'NO-SUCH-CASE', '1', 'yes', '', '', 'Unknown case'],
      [daysAgo(1), numbers[OTHER_TEAMS_CASE]!, '1', 'yes', '', '', 'Not my team'],
      [daysAgo(1), numbers[OWN_CASE]!, 'an hour', 'maybe', '', '', ''],
      ['', '', '1', '', '', '', 'No date, no case'],
    ]);
    const body = await importFile(file, guojing, 'en');
    expect(body.code).toBe(ResultCode.BAD_REQUEST);
    expect(body.msg).toBe(translate('en', 'spreadsheet.rowErrors', { count: 8 }));
    const en = (key: string) => translate('en', key);
    expect((body.data as { errors: unknown[] }).errors).toEqual([
      { row: 3, field: 'workDate', column: 'Work date', message: en('worklog.futureDate') },
      { row: 4, field: 'caseNumber', column: 'Case number', message: en('worklog.importCaseUnknown') },
      // A case one may not record time on reads like a missing one.
      { row: 5, field: 'caseNumber', column: 'Case number', message: en('worklog.importCaseUnknown') },
      { row: 6, field: 'hours', column: 'Hours', message: en('worklog.invalidHours') },
      { row: 6, field: 'narrative', column: 'Narrative', message: en('worklog.narrativeRequired') },
      { row: 6, field: 'billable', column: 'Billable', message: en('worklog.invalidBillable') },
      { row: 7, field: 'workDate', column: 'Work date', message: en('worklog.invalidDate') },
      { row: 7, field: 'caseNumber', column: 'Case number', message: en('worklog.caseNumberRequired') },
    ]);
    expect(await entriesOfGuojing()).toEqual([]);
  });

  it('holds the 24-hour day over the entries already there and the file’s other rows', async () => {
    const date = daysAgo(3);
    const existing = await callApi(t.app, 'POST', '/hankun/worklog', guojing, {
      projectId: ids[OWN_CASE],
      workDate: date,
      hours: '10',
      narrative: 'Due diligence call',
    });
    expect(existing.code, existing.msg).toBe(200);
    const file = await workbookOf([
      CN_HEADER,
      [date, numbers[OWN_CASE]!, '8', '是', '', '', 'Drafting'],
      [date, numbers[OWN_CASE]!, '6', '是', '', '', 'More drafting'],
      [date, numbers[OWN_CASE]!, '0.5', '是', '', '', 'Half an hour too many'],
      [daysAgo(4), numbers[OWN_CASE]!, '0.5', '是', '', '', 'Another day is fine'],
    ]);
    const body = await importFile(file);
    expect(body.code).toBe(ResultCode.BAD_REQUEST);
    expect((body.data as { errors: unknown[] }).errors).toEqual([
      {
        row: 4,
        field: 'hours',
        column: '工时（小时）',
        message: message('worklog.dayCapExceeded', { date, total: '24.5' }),
      },
    ]);
    expect((await entriesOfGuojing()).map((row) => row.hours)).toEqual(['10.0']);
  });

  it('refuses a file that is not an xlsx, and a caller without the permission', async () => {
    const text = await importFile(Buffer.from('workDate,hours\n2026-01-01,1\n'));
    expect(text).toMatchObject({ code: ResultCode.BAD_REQUEST, msg: message('spreadsheet.notXlsx') });
    const finance = await signIn(t.app, 'lvjianhua');
    const refused = await importFile(await workbookOf([CN_HEADER]), finance);
    expect(refused.code).toBe(ResultCode.FORBIDDEN);
  });
});
