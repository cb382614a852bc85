import { type BillFeeTerms, contingencyFee, formatMoney } from '@venus/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-as.ts';
import { journeyBrowser, openedPopconfirm, openVisit, screenshot, shownPage } from './browser.ts';
import { demoRows } from './demo-database.ts';
import { signInAs } from './signed-api.ts';
import { decide, openTask, openTaskCentre } from './task-centre.ts';

// Fee arrangements reach the bill (decision 0045). zhaomin (partner) and linxiaofeng (lead) open
// two cases of their own through the API as the firm would (applied for, conflict-checked,
// approved): one on a fixed fee with three milestones, one on a contingency fee. On the first the
// lead bills an open milestone (another draft holds the first one), on the second a fee on an
// outcome; the partner approves each from the task centre, and the issued bill shows its line and
// keeps its PDF among its files. No other journey uses these two people.
const browser = journeyBrowser();
const WAIT = { timeout: 20_000 };
const poll = expect.poll;
const PARTNER = 'zhaomin';
const LEAD = 'linxiaofeng';

interface DemoCase {
  project_id: number;
  name_cn: string;
  partner: string;
  lead: string;
}

/** Applies for a case as the lead, answers its conflict check, and has each approver approve it. */
async function openCase(nameCn: string, terms: object): Promise<DemoCase> {
  const [ids] = await demoRows<{ partner: number; lead: number; office: number; client: number }>(
    `select (select user_id from sys_user where user_name = $1) as partner,
            (select user_id from sys_user where user_name = $2) as lead,
            (select dept_id from sys_dept where code = 'BJ' limit 1) as office,
            (select client_id from hk_client order by client_id limit 1) as client`,
    [PARTNER, LEAD],
  );
  const lead = await apiAs(browser, LEAD);
  const projectId = await lead.call<number>('POST', '/hankun/project/create', {
    nameCn,
    clientId: ids!.client,
    officeId: ids!.office,
    practiceArea: '4',
    projectType: '1',
    currency: 'CNY',
    team: [
      { userId: ids!.partner, role: '1' },
      { userId: ids!.lead, role: '2' },
    ],
    ...terms,
  });
  const check = await lead.call<{ checkId: number; hits: { hitId: number }[] }>(
    'POST',
    '/hankun/project/matchProject',
    { projectId },
  );
  await lead.call('POST', '/hankun/project/settleProject', {
    projectId,
    checkId: check.checkId,
    answers: check.hits.map((hit) => ({ hitId: hit.hitId, answer: 'noConflict', note: '已核实无冲突' })),
  });
  await lead.close();
  for (let step = 0; step < 6; step += 1) {
    const [task] = await demoRows<{ task_id: number; user_name: string }>(
      `select t.task_id, u.user_name from wf_task t join sys_user u on u.user_id = t.assignee_id
         join hk_project p on p.instance_id = t.instance_id
        where p.project_id = $1 and t.status = 'pending'`,
      [projectId],
    );
    if (!task) break;
    const approver = await apiAs(browser, task.user_name);
    await approver.call('POST', `/process/task/${task.task_id}/approve`, { comment: '同意立案' });
    await approver.close();
  }
  const [row] = await demoRows<{ status: number }>('select status from hk_project where project_id = $1', [
    projectId,
  ]);
  expect(row?.status, `${nameCn} is open`).toBe(20);
  return { project_id: projectId, name_cn: nameCn, partner: PARTNER, lead: LEAD };
}

/** The partner agrees new terms from today, as the case's 收费方式 tab would record them. */
async function arrange(kase: DemoCase, terms: object) {
  const partner = await apiAs(browser, kase.partner);
  await partner.call('POST', '/hankun/feeArrangement', {
    projectId: kase.project_id,
    effectiveFrom: new Date().toISOString().slice(0, 10),
    reason: '签订委托合同，约定收费方式',
    ...terms,
  });
  await partner.close();
}

/** Opens a new bill of the case as its lead, with no time ticked (the fee is the arrangement's). */
async function newBill(page: Page, kase: DemoCase) {
  await signInAs(page, kase.lead, { path: `/bill/billAdd?projectId=${kase.project_id}` });
  const fees = shownPage(page).getByTestId('bill-fee-lines');
  await fees.waitFor(WAIT);
  const allTime = shownPage(page).locator('[data-testid="bill-time"] thead input[type="checkbox"]');
  await shownPage(page).getByTestId('bill-time').waitFor();
  if ((await allTime.count()) > 0 && (await allTime.isChecked())) await allTime.uncheck();
  return fees;
}

/** Saves the draft, opens its page, sends it for approval; answers the bill's id. */
async function saveAndSubmit(page: Page): Promise<number> {
  await shownPage(page).getByTestId('bill-save').click();
  await page.waitForURL('**/bill/billEdit/*');
  const billId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.goto(`/bill/billDetail/${encodeURIComponent('草稿')}?id=${billId}`);
  const bill = shownPage(page).locator('.venus-bills--detail');
  await bill.getByRole('button', { name: '提交审批' }).click();
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/hankun/bill/submit') && r.status() === 200),
    (await openedPopconfirm(page)).getByRole('button', { name: '提交审批' }).click(),
  ]);
  await poll(() => bill.getAttribute('data-status'), WAIT).toBe('approving');
  return billId;
}

/** The partner approves the case's bill from 我的待办; the bill's page then shows it issued. */
async function partnerApproves(kase: DemoCase, billId: number, shot: string) {
  const { page, context } = await openVisit(browser);
  await signInAs(page, kase.partner);
  await openTaskCentre(page);
  const drawer = await openTask(page, kase.name_cn);
  await drawer.locator('.venus-bills--detail').waitFor();
  await screenshot(page, shot);
  const approve = await decide(page, /同\s*意/, '');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
    approve.getByRole('button', { name: /同\s*意/ }).click(),
  ]);
  await page.goto(`/bill/billDetail/${encodeURIComponent('账单')}?id=${billId}`);
  const bill = shownPage(page).locator('.venus-bills--detail');
  await poll(() => bill.getAttribute('data-status'), WAIT).toBe('issued');
  return { page, context, bill };
}

describe('fee arrangements on the bill', () => {
  it('the lead bills an open milestone of the fixed fee; the partner approves; the bill shows it and keeps its PDF', async () => {
    const kase = await openCase('北辰新材固定收费并购项目', { feeType: '2', feeAmount: '300000' });
    await arrange(kase, {
      feeType: '2',
      amount: '300000',
      milestones: [
        { name: '签署委托协议', amount: '100000' },
        { name: '完成尽职调查', amount: '120000' },
        { name: '交易交割', amount: '80000' },
      ],
    });
    // The first milestone is on another draft already: the form must not offer it.
    const lead = await apiAs(browser, kase.lead);
    const terms = await lead.call<BillFeeTerms>('GET', '/hankun/bill/feeTerms', undefined, {
      projectId: String(kase.project_id),
    });
    await lead.call('POST', '/hankun/bill', {
      projectId: kase.project_id,
      timeLines: [],
      expenseLines: [],
      milestoneLines: [{ milestoneId: terms.milestones[0]!.milestoneId }],
    });
    await lead.close();
    const open = terms.milestones.slice(1);
    const lawyer = await openVisit(browser);
    const fees = await newBill(lawyer.page, kase);
    const milestones = fees.getByTestId('bill-milestones');
    // The milestone already billed is not offered; the open ones are.
    await poll(() => milestones.locator('tbody tr.ant-table-row').count(), WAIT).toBe(open.length);
    const target = open[0]!;
    const row = milestones.locator('tbody tr.ant-table-row').filter({ hasText: target.name });
    await row.locator('input[type="checkbox"]').check();
    const feeTotal = shownPage(lawyer.page).locator('[data-total="feeTotal"]');
    await poll(async () => Number(((await feeTotal.textContent()) ?? '').replace(/[^\d.-]/g, ''))).toBe(
      Number(target.amount),
    );
    await screenshot(lawyer.page, 'bill-fee-lines-01-milestone-picked');
    const billId = await saveAndSubmit(lawyer.page);
    await lawyer.context.close();

    const partner = await partnerApproves(kase, billId, 'bill-fee-lines-02-partner-task');
    const line = partner.bill.locator('tr').filter({ hasText: target.name });
    await poll(() => line.count(), WAIT).toBeGreaterThan(0);
    // The issued bill's PDF is a file of the bill, stored as the approval ended.
    await poll(
      async () =>
        (
          await demoRows<{ pdf_file_id: number | null }>(
            'select pdf_file_id from hk_bill where bill_id = $1',
            [billId],
          )
        )[0]?.pdf_file_id ?? null,
      { timeout: 30_000, interval: 1_000 },
    ).not.toBeNull();
    await partner.page.reload();
    const files = shownPage(partner.page).getByTestId('bill-files');
    await files.getByText('.pdf').first().waitFor(WAIT);
    await screenshot(partner.page, 'bill-fee-lines-03-milestone-issued');
    await partner.context.close();
    // The milestone is billed: the next bill no longer offers it.
    const [held] = await demoRows<{ bill_id: number }>(
      `select l.bill_id from hk_bill_line l join hk_fee_milestone m on m.milestone_id = l.milestone_id
        where m.project_id = $1 and m.name = $2 and not l.released`,
      [kase.project_id, target.name],
    );
    expect(held?.bill_id).toBe(billId);
  }, 300_000);

  it('the lead bills a contingency fee on an outcome; the server computes it; the partner approves', async () => {
    const kase = await openCase('南港航运追偿风险代理案', { feeType: '4', contingencyRate: '18' });
    await arrange(kase, {
      feeType: '4',
      contingencyRate: '18.5',
      contingencyBasis: '判决或和解确定的追回金额',
    });
    const terms = { rate: '18.50', basis: '判决或和解确定的追回金额' };
    const lawyer = await openVisit(browser);
    const fees = await newBill(lawyer.page, kase);
    await fees.getByRole('button', { name: '添加风险代理费' }).click();
    const outcome = fees.getByTestId('bill-outcomes').getByRole('textbox').first();
    await outcome.fill('1234567.89');
    await outcome.blur();
    const expected = contingencyFee('1234567.89', terms.rate);
    const formatted = formatMoney(expected);
    await poll(() => fees.getByTestId('bill-contingency-fee').textContent(), WAIT).toContain(formatted);
    await screenshot(lawyer.page, 'bill-fee-lines-04-contingency-typed');
    const billId = await saveAndSubmit(lawyer.page);
    await lawyer.context.close();

    const partner = await partnerApproves(kase, billId, 'bill-fee-lines-05-contingency-task');
    // The line names the basis, the outcome and the percentage, at the server's amount.
    const line = partner.bill.locator('tr').filter({ hasText: '风险代理费' });
    await poll(() => line.first().textContent(), WAIT).toContain('1,234,567.89');
    expect(await line.first().textContent()).toContain(terms.basis);
    expect(await line.first().textContent()).toContain(formatted);
    await screenshot(partner.page, 'bill-fee-lines-06-contingency-issued');
    await partner.context.close();
  }, 300_000);
});
