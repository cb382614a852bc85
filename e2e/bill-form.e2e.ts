import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, openVisit, screenshot, shownPage } from './browser.ts';
import { demoRows } from './demo-database.ts';
import { signInApi, signInAs } from './signed-api.ts';
import { journeyWorld } from './world.ts';

// zhulihua leads 青禾生物科创板上市 and bills it; hubin is on its team; lihuimin is its responsible
// partner and confirms their time. No other journey writes time on this case or bills it.
const browser = journeyBrowser();
const CASE_NAME = '青禾生物科创板上市';
const poll = expect.poll;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  rows?: T;
}

async function apiAs(userName: string) {
  const context = await browser.newContext({ baseURL: journeyWorld().baseUrl });
  const api = await signInApi(context.request, userName);
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const response = await api.fetch(url, { method, data: body });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${url}: ${envelope.msg}`);
    return (envelope.rows ?? envelope.data) as T;
  };
  return { call, close: () => context.close() };
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** A weekday two weeks before this week: Monday + offset. */
function weekdayTwoWeeksBack(offset: number): string {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7) - 14 + offset);
  return iso(day);
}

/** Writes, submits and (as the partner) confirms one entry; answers its id. */
async function confirmedEntry(
  userName: string,
  projectId: number,
  workDate: string,
  hours: string,
  narrative: string,
) {
  const timekeeper = await apiAs(userName);
  const entry = await timekeeper.call<{ worklogId: number }>('POST', '/hankun/worklog', {
    workDate,
    projectId,
    hours,
    billable: true,
    narrative,
  });
  const { submissionIds } = await timekeeper.call<{ submissionIds: number[] }>(
    'POST',
    '/hankun/worklog/submit',
    {
      worklogIds: [entry.worklogId],
    },
  );
  await timekeeper.close();
  const partner = await apiAs('lihuimin');
  await partner.call('POST', '/hankun/worklog/confirm', { submissionIds });
  await partner.close();
  return entry.worklogId;
}

/** Files an expense claim on the case and has each approver in turn approve it; answers its line. */
async function approvedExpense(projectId: number, description: string, amount: string): Promise<number> {
  const lawyer = await apiAs('zhulihua');
  const claim = await lawyer.call<{ claimId: number; lines: { lineId: number }[] }>(
    'POST',
    '/hankun/expenses',
    {
      title: '上市项目现场核查差旅',
      lines: [
        {
          expenseDate: weekdayTwoWeeksBack(3),
          expenseType: '1',
          amount,
          description,
          projectId,
          billable: true,
        },
      ],
    },
  );
  await lawyer.call('POST', '/hankun/expenses/submit', { claimId: claim.claimId });
  for (let step = 0; step < 6; step += 1) {
    const detail = await lawyer.call<{ status: string; instanceId: number }>(
      'GET',
      `/hankun/expenses/${claim.claimId}`,
    );
    if (detail.status === 'approved') break;
    const [task] = await demoRows<{ task_id: number; user_name: string }>(
      `select t.task_id, u.user_name from wf_task t join sys_user u on u.user_id = t.assignee_id
        where t.instance_id = $1 and t.status = 'pending'`,
      [detail.instanceId],
    );
    if (!task) throw new Error(`claim ${claim.claimId} is ${detail.status} and waits for nobody`);
    const approver = await apiAs(task.user_name);
    await approver.call('POST', `/process/task/${task.task_id}/approve`, { comment: '同意' });
    await approver.close();
  }
  await lawyer.close();
  return claim.lines[0]!.lineId;
}

const timeRow = (page: Page, worklogId: number): Locator =>
  shownPage(page).locator(`[data-testid="bill-time"] tr[data-row-key="${worklogId}"]`);
const tickOf = (page: Page, worklogId: number) => timeRow(page, worklogId).locator('input[type="checkbox"]');
const total = (page: Page, key: string) => shownPage(page).locator(`[data-total="${key}"]`);
const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe('a bill drafted from the case', () => {
  it('takes the case’s confirmed time, a manual line and a discount, saves, reopens, and guards its time', async () => {
    const admin = await apiAs('admin');
    const [kase] = await admin.call<{ projectId: number }[]>(
      'GET',
      `/hankun/project/listAll?keyword=${encodeURIComponent(CASE_NAME)}`,
    );
    await admin.close();
    const projectId = kase!.projectId;
    const kept = [
      await confirmedEntry(
        'zhulihua',
        projectId,
        weekdayTwoWeeksBack(0),
        '2.5',
        '审阅招股说明书业务与技术章节并提出修改意见',
      ),
      await confirmedEntry(
        'zhulihua',
        projectId,
        weekdayTwoWeeksBack(1),
        '1.5',
        '参加中介机构协调会，讨论问询回复分工',
      ),
    ];
    const dropped = await confirmedEntry(
      'hubin',
      projectId,
      weekdayTwoWeeksBack(2),
      '3.0',
      '核查发行人重大合同并制作底稿',
    );

    // The case's 账单 tab: no bills yet, the confirmed time waiting, and 新建账单.
    const lawyer = await openVisit(browser);
    await signInAs(lawyer.page, 'zhulihua');
    // The home tile 新建账单 opens the form, the case still to be picked.
    const tile = lawyer.page.locator('[data-tile="billAdd"]');
    expect(await tile.isDisabled()).toBe(false);
    await tile.click();
    await lawyer.page.waitForURL('**/bill/billAdd');
    await shownPage(lawyer.page).getByText('选择案件后显示该案件已确认、可计费、尚未开账单的工时').waitFor();
    expect(await shownPage(lawyer.page).getByLabel('案件', { exact: true }).isDisabled()).toBe(false);
    await lawyer.page.goto(
      `/jurisdiction/projectDetail/${encodeURIComponent(CASE_NAME)}?projectId=${projectId}&tabName=bills`,
    );
    const tab = shownPage(lawyer.page).getByTestId('case-bills');
    await tab.getByTestId('case-unbilled').getByText('3 条，7.0 小时').waitFor();
    await screenshot(lawyer.page, 'bill-form-01-case-tab-cn');
    // Someone else at another desk (a phone, in English) opens a bill of the same case meanwhile.
    const phone = await openVisit(browser, { width: 390, height: 844 });
    await phone.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(phone.page, 'zhulihua', { path: `/bill/billAdd?projectId=${projectId}` });
    await timeRow(phone.page, dropped).waitFor();

    await tab.getByRole('button', { name: '新建账单' }).click();
    await lawyer.page.waitForURL(`**/bill/billAdd?projectId=${projectId}`);
    const page = lawyer.page;
    for (const id of [...kept, dropped]) await poll(() => tickOf(page, id).isChecked()).toBe(true);
    // The client's billing contact and invoice title are the defaults.
    const contactField = shownPage(page).locator('.ant-form-item').filter({ hasText: '账单联系人' });
    await poll(() => contactField.textContent()).toContain('宋佳怡');
    await tickOf(page, dropped).uncheck();
    await poll(() => shownPage(page).getByTestId('bill-time-picked').textContent()).toBe(
      '已选 2 条，共 4.0 小时',
    );

    // A manual line and a 10 % discount of the fees with its reason; totals follow as typed.
    const before = money((await total(page, 'feeTotal').textContent()) ?? '');
    await shownPage(page).getByRole('button', { name: '添加明细' }).click();
    await shownPage(page).getByLabel('明细说明').fill('上市辅导备案材料制作');
    await shownPage(page).getByLabel('金额', { exact: true }).fill('5000');
    await poll(async () => money((await total(page, 'feeTotal').textContent()) ?? '')).toBe(before + 5000);
    await shownPage(page).getByRole('button', { name: '添加整单调整' }).click();
    const adjustment = shownPage(page).getByTestId('bill-adjustments');
    await adjustment.getByLabel('按比例').fill('10');
    await adjustment.getByLabel('调整原因').fill('长期合作客户，按约定给予一成折扣');
    const fees = Math.round((before + 5000) * 0.9 * 100) / 100;
    await poll(async () => money((await total(page, 'feeTotal').textContent()) ?? '')).toBe(fees);
    const shownTotal = money((await total(page, 'total').textContent()) ?? '');
    expect(shownTotal).toBeGreaterThan(fees);
    await screenshot(page, 'bill-form-02-filled-cn');

    // Saved: the draft reopens in billEdit with what was typed, and the server's totals are those shown.
    await shownPage(page).getByTestId('bill-save').click();
    await page.waitForURL('**/bill/billEdit/*');
    const billId = Number(new URL(page.url()).pathname.split('/').pop());
    const preparer = await apiAs('zhulihua');
    const saved = await preparer.call<{ total: string; lines: { worklogId: number | null }[] }>(
      'GET',
      `/hankun/bill/${billId}`,
    );
    await preparer.close();
    expect(Number(saved.total)).toBe(shownTotal);
    expect(saved.lines.flatMap((line) => (line.worklogId ? [line.worklogId] : [])).sort()).toEqual(
      [...kept].sort(),
    );
    await page.reload();
    await poll(() => tickOf(page, kept[0]!).isChecked()).toBe(true);
    expect(await tickOf(page, kept[1]!).isChecked()).toBe(true);
    expect(await tickOf(page, dropped).isChecked()).toBe(false);
    await poll(() => shownPage(page).getByLabel('明细说明').inputValue()).toBe('上市辅导备案材料制作');
    expect(await adjustment.getByLabel('调整原因').inputValue()).toBe('长期合作客户，按约定给予一成折扣');
    await poll(async () => money((await total(page, 'total').textContent()) ?? '')).toBe(shownTotal);
    await screenshot(page, 'bill-form-03-reopened-cn');

    // The phone's bill still offers all three entries; saving it is refused for the two now held,
    // and the line typed there stays.
    await shownPage(phone.page).getByRole('button', { name: 'Add a line' }).click();
    await shownPage(phone.page).getByLabel('Description').fill('Filing fee');
    await shownPage(phone.page).getByLabel('Amount', { exact: true }).fill('800');
    await shownPage(phone.page).getByTestId('bill-save').click();
    const problem = shownPage(phone.page).getByTestId('bill-problem');
    await poll(() => problem.textContent()).toContain('held by another bill');
    for (const id of kept) expect(await problem.textContent()).toContain(String(id));
    expect(await shownPage(phone.page).getByLabel('Description').inputValue()).toBe('Filing fee');
    await screenshot(phone.page, 'bill-form-04-held-phone-en');

    // Back on the case: the draft is listed, and opens the form again.
    await page.goto(
      `/jurisdiction/projectDetail/${encodeURIComponent(CASE_NAME)}?projectId=${projectId}&tabName=bills`,
    );
    const listed = shownPage(page).getByTestId('case-bills').getByRole('link', { name: '草稿（未编号）' });
    await listed.waitFor();
    // What the draft holds is no longer waiting to be billed.
    await shownPage(page).getByTestId('case-unbilled').getByText('1 条，3.0 小时').waitFor();
    await screenshot(page, 'bill-form-05-case-tab-draft-cn');
    await phone.context.close();
    await lawyer.context.close();
  });

  it('bills an approved expense of the case as a disbursement at cost, and keeps it when the draft reopens', async () => {
    const admin = await apiAs('admin');
    const [kase] = await admin.call<{ projectId: number }[]>(
      'GET',
      `/hankun/project/listAll?keyword=${encodeURIComponent(CASE_NAME)}`,
    );
    await admin.close();
    const projectId = kase!.projectId;
    const lineId = await approvedExpense(projectId, '赴发行人现场核查往返高铁票', '186.00');

    const { page } = await openVisit(browser);
    await signInAs(page, 'zhulihua', { path: `/bill/billAdd?projectId=${projectId}` });
    const expenses = shownPage(page).getByTestId('bill-expenses');
    const row = expenses.locator(`tr[data-row-key="${lineId}"]`);
    await row.getByText('赴发行人现场核查往返高铁票').waitFor();
    await poll(() => row.locator('input[type="checkbox"]').isChecked()).toBe(true);
    await poll(async () => money((await total(page, 'disbursementTotal').textContent()) ?? '')).toBe(186);
    await screenshot(page, 'bill-form-06-expense-cn');
    await shownPage(page).getByTestId('bill-save').click();
    await page.waitForURL('**/bill/billEdit/*');
    const billId = Number(new URL(page.url()).pathname.split('/').pop());
    const preparer = await apiAs('zhulihua');
    const saved = await preparer.call<{
      lines: { kind: string; expenseLineId: number | null; amount: string }[];
    }>('GET', `/hankun/bill/${billId}`);
    expect(saved.lines.filter((line) => line.expenseLineId === lineId)).toEqual([
      expect.objectContaining({ kind: 'disbursement', amount: '186.00' }),
    ]);
    // Reopened, the expense is ticked once and not repeated as a typed line; saving again keeps one.
    await page.reload();
    await poll(() => row.locator('input[type="checkbox"]').isChecked()).toBe(true);
    expect(await shownPage(page).getByLabel('明细说明').count()).toBe(0);
    await shownPage(page).getByTestId('bill-save').click();
    await poll(async () => {
      const again = await preparer.call<{ lines: { expenseLineId: number | null }[] }>(
        'GET',
        `/hankun/bill/${billId}`,
      );
      return again.lines.filter((line) => line.expenseLineId !== null).length;
    }).toBe(1);
    await preparer.close();
  });
});
