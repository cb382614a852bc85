import {
  addDecimal,
  type BillDetail,
  formatIsoDate,
  formatMoney,
  multiplyDecimal,
  sumDecimals,
  toFixedDecimal,
} from '@venus/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  journeyBrowser,
  openedDialog,
  openedPopconfirm,
  openVisit,
  screenshot,
  shownPage,
} from './browser.ts';
import { caseIdOf } from './demo-cases.ts';
import { lastMailTo, mailCountOf } from './mailbox.ts';
import { signInApi, signInAs } from './signed-api.ts';
import { decide, openTask, openTaskCentre } from './task-centre.ts';
import { journeyWorld } from './world.ts';

// The Qinghe IPO: zhulihua leads it and prepares the bill, hubin works on it, lihuimin is its
// responsible partner; sumei is finance in Shanghai; gaoxiang is a lawyer on none of it. No other
// journey uses these people, so their task counts and lists are this journey's alone.
const browser = journeyBrowser();
const CASE = '青禾生物科创板上市';
const WAIT = { timeout: 15_000 };
const money = (value: string) => formatMoney(value);
const vat = (amount: string) => toFixedDecimal(multiplyDecimal(amount, '0.06'), 2);

async function apiAs(userName: string) {
  const context = await browser.newContext({ baseURL: journeyWorld().baseUrl });
  const api = await signInApi(context.request, userName);
  return {
    call: async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      const response = await api.fetch(path, { method, data: body });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data;
    },
    close: () => context.close(),
  };
}

/** Time as the team records it: written, sent to the partner and confirmed by her. */
async function confirmedTime(projectId: number): Promise<string[]> {
  const partner = await apiAs('lihuimin');
  const amounts: string[] = [];
  for (const [who, hours, narrative] of [
    ['zhulihua', '2', '审阅招股说明书业务与技术章节并出具修改意见'],
    ['zhulihua', '1.5', '与保荐机构讨论问询函回复口径'],
    ['hubin', '3', '核查发行人重大合同并制作核查底稿'],
  ] as const) {
    const timekeeper = await apiAs(who);
    const entry = await timekeeper.call<{ worklogId: number; amount: string }>('POST', '/hankun/worklog', {
      workDate: formatIsoDate(new Date()),
      projectId,
      hours,
      billable: true,
      narrative,
    });
    const { submissionIds } = await timekeeper.call<{ submissionIds: number[] }>(
      'POST',
      '/hankun/worklog/submit',
      { worklogIds: [entry.worklogId] },
    );
    await partner.call('POST', '/hankun/worklog/confirm', { submissionIds });
    await timekeeper.close();
    amounts.push(entry.amount);
  }
  await partner.close();
  return amounts;
}

const billRow = (page: Page, text: string | RegExp) =>
  shownPage(page).getByRole('row').filter({ hasText: text });

async function openList(page: Page, path: '/bill/billList' | '/bill/billListAll') {
  await page.goto(path);
  await shownPage(page).locator('.venus-bills').waitFor();
}

describe('a bill from draft to issued', () => {
  let billId = 0;
  let number = '';
  /** The approval's title: the case, the bill's total and currency (bill-drafts.service.ts). */
  let taskTitle = '';

  it('the preparer finds her draft in 我的账单, reads lines and totals that add up, submits it, withdraws it and submits it again', async () => {
    const projectId = await caseIdOf(browser, CASE);
    const [first, second, hubin] = await confirmedTime(projectId);
    const preparer = await apiAs('zhulihua');
    const draft = await preparer.call<BillDetail>('POST', '/hankun/bill', {
      projectId,
      narrative: '科创板上市项目第一期律师费',
      lines: [
        { kind: 'manualFee', description: '申报文件整体审阅（固定部分）', unitCost: '20000.00' },
        { kind: 'disbursement', description: '上海—北京差旅费', unitCost: '1280.00', taxRate: '0' },
        {
          kind: 'feeAdjustment',
          description: '首期账单优惠',
          adjustment: '-1000.00',
          adjustmentKind: 'discount',
          adjustmentReason: '首期账单优惠',
        },
      ],
    });
    await preparer.close();
    billId = draft.billId;
    // What the person expects, worked out from what she recorded: 6 % VAT on fees, none on travel.
    const time = [first!, second!, hubin!];
    const fees = sumDecimals([...time, '20000.00', '-1000.00']);
    const tax = sumDecimals([...time.map(vat), vat('20000.00'), vat('-1000.00')]);
    const total = toFixedDecimal(sumDecimals([fees, '1280.00', tax]), 2);
    taskTitle = `${CASE} ${total} CNY`;

    const { page, context } = await openVisit(browser);
    await signInAs(page, 'zhulihua');
    await openList(page, '/bill/billList');
    const row = billRow(page, CASE);
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expect.poll(() => row.textContent()).toContain('草稿');
    await expect.poll(() => row.textContent()).toContain(money(total));
    await screenshot(page, 'bills-01-my-bills');

    await row.getByRole('button', { name: /查\s*看/ }).click();
    await page.waitForURL('**/bill/billDetail/**');
    const bill = shownPage(page).locator('.venus-bills--detail');
    await bill.locator('[data-group="time"]').first().waitFor();
    const groups = bill.locator('.venus-bills__group-head');
    await expect
      .poll(() => groups.allTextContents())
      .toEqual([
        `工时 · 朱丽华小计 ${money(addDecimal(first!, second!))}`,
        `工时 · 胡斌小计 ${money(toFixedDecimal(hubin!, 2))}`,
        '其他律师费小计 20,000.00',
        '代垫费用小计 1,280.00',
        '整单调整小计 -1,000.00',
      ]);
    await expect
      .poll(() => bill.locator('[data-adjustment="discount"]').textContent())
      .toContain('首期账单优惠');
    const totals = bill.locator('.venus-bills__totals');
    await expect.poll(() => totals.textContent()).toContain(`律师费CNY ${money(fees)}`);
    await expect.poll(() => totals.textContent()).toContain(`税额CNY ${money(tax)}`);
    await expect.poll(() => totals.textContent()).toContain(`账单总额CNY ${money(total)}`);
    await expect.poll(() => totals.textContent()).toContain(`余额CNY ${money(total)}`);
    await screenshot(page, 'bills-02-draft-detail');

    await bill.getByRole('button', { name: '提交审批' }).click();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/bill/submit') && r.status() === 200),
      (await openedPopconfirm(page)).getByRole('button', { name: '提交审批' }).click(),
    ]);
    await expect.poll(() => bill.getAttribute('data-status'), WAIT).toBe('approving');
    await expect.poll(() => bill.locator('[data-action="waiting"]').textContent(), WAIT).toContain('李慧敏');
    await screenshot(page, 'bills-03-in-approval');

    // Taken back before the partner decides, it is a draft again; sent once more, it waits for her.
    await bill.getByRole('button', { name: '撤回' }).click();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/cancelWithdraw') && r.status() === 200),
      (await openedPopconfirm(page)).getByRole('button', { name: '撤回' }).click(),
    ]);
    await expect.poll(() => bill.getAttribute('data-status'), WAIT).toBe('draft');
    await bill.getByRole('button', { name: '提交审批' }).click();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/bill/submit') && r.status() === 200),
      (await openedPopconfirm(page)).getByRole('button', { name: '提交审批' }).click(),
    ]);
    await expect.poll(() => bill.getAttribute('data-status'), WAIT).toBe('approving');
    await context.close();
  });

  it('the partner reads the bill in the task centre and approves it: issued, with its number', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'lihuimin');
    await openTaskCentre(page);
    const drawer = await openTask(page, taskTitle);
    await drawer.locator('.venus-bills--detail [data-group="fees"]').waitFor();
    await screenshot(page, 'bills-04-partner-task');
    const approve = await decide(page, /同\s*意/, '');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/approve') && r.status() === 200),
      approve.getByRole('button', { name: /同\s*意/ }).click(),
    ]);
    const issued = drawer.locator('.venus-bills--detail');
    await expect.poll(() => issued.getAttribute('data-status'), WAIT).toBe('issued');
    number =
      (await issued.locator('.venus-bills__header .ant-descriptions-item-content').first().textContent()) ??
      '';
    expect(number).toMatch(/^\d{4}SH-B\d{5}$/);

    await openList(page, '/bill/billList');
    await expect.poll(() => billRow(page, number).textContent(), WAIT).toContain('已开出');
    await context.close();
  });

  it('finance finds it in 全部账单; a credit over the balance is refused with the server’s reason', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'sumei');
    await openList(page, '/bill/billListAll');
    const row = billRow(page, number);
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await screenshot(page, 'bills-05-all-bills-finance');
    await row.getByRole('button', { name: /查\s*看/ }).click();
    await page.waitForURL('**/bill/billDetail/**');
    const bill = shownPage(page).locator('.venus-bills--detail');
    // Finance reads who approved it, though no approver of it.
    await expect.poll(() => bill.locator('[data-action="approve"]').textContent(), WAIT).toContain('李慧敏');
    await bill.getByRole('button', { name: '申请红冲' }).click();
    const dialog = await openedDialog(page);
    await dialog.getByText('部分').click();
    await dialog.getByLabel(/金额/).fill('99999999');
    await dialog.getByLabel('原因').fill('客户对第二部分工作量有异议');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/bill/credit')),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => page.locator('.ant-message').textContent(), WAIT).toContain('金额超过账单余额');
    await screenshot(page, 'bills-06-credit-refused');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    // Nothing was written: no credit note, the balance whole.
    await expect.poll(() => bill.locator('[data-section="credits"]').count()).toBe(0);
    await context.close();
  });

  it('finance sends it to the client: the mail arrives with the PDF, and the bill lists the sending', async () => {
    const address = 'ap@client-billing.example';
    const before = mailCountOf(address);
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'sumei', { path: `/bill/billDetail/${encodeURIComponent(number)}?id=${billId}` });
    const bill = shownPage(page).locator('.venus-bills--detail');
    await bill.getByRole('button', { name: '发送账单' }).click();
    const dialog = await openedDialog(page);
    const recipients = dialog.getByLabel('收件人');
    await recipients.fill('not-an-address');
    await recipients.press('Enter');
    await dialog
      .getByRole('button', { name: '发 送' })
      .or(dialog.getByRole('button', { name: '发送' }))
      .click();
    await expect
      .poll(() => dialog.getByTestId('bill-send-problem').textContent(), WAIT)
      .toContain('not-an-address');
    await dialog.locator('.ant-select-selection-item-remove').last().click();
    await recipients.fill(address);
    await recipients.press('Enter');
    await screenshot(page, 'bills-07-send-dialog');
    await dialog
      .getByRole('button', { name: '发 送' })
      .or(dialog.getByRole('button', { name: '发送' }))
      .click();
    await expect.poll(() => page.locator('.ant-message').textContent(), WAIT).toContain(address);
    await expect.poll(() => mailCountOf(address), WAIT).toBe(before + 1);
    const mail = lastMailTo(address);
    expect(mail.subject).toContain(number);
    expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => bill.getAttribute('data-status'), WAIT).toBe('sent');
    await expect
      .poll(() => shownPage(page).getByTestId('bill-sendings').textContent(), WAIT)
      .toContain(address);
    await screenshot(page, 'bills-08-sent');
    await context.close();
  });

  it('a lawyer outside the case neither lists nor opens it', async () => {
    const { page, context } = await openVisit(browser);
    await signInAs(page, 'gaoxiang');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/bill/list') && r.status() === 200),
      openList(page, '/bill/billList'),
    ]);
    await expect
      .poll(() => shownPage(page).locator('.venus-bills').textContent(), WAIT)
      .toContain('没有符合条件的账单');
    expect(await billRow(page, number).count()).toBe(0);
    await page.goto(`/bill/billDetail/${encodeURIComponent(number)}?id=${billId}`);
    await expect
      .poll(() => shownPage(page).locator('.ant-result-title').textContent(), WAIT)
      .toBe('账单不存在');
    await context.close();
  });

  it('reads in English and fits a phone', async () => {
    const { page, context } = await openVisit(browser, { width: 390, height: 844 });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(page, 'zhulihua');
    await openList(page, '/bill/billList');
    // A phone lists bills as cards; one opens the bill.
    const card = shownPage(page).locator('.venus-bills__card').filter({ hasText: number });
    await expect.poll(() => card.textContent(), WAIT).toContain('Sent');
    await screenshot(page, 'bills-07-my-bills-phone-en');
    await card.click();
    await page.waitForURL('**/bill/billDetail/**');
    await shownPage(page).locator('.venus-bills--detail [data-group="time"]').first().waitFor();
    await expect
      .poll(() => shownPage(page).locator('.venus-bills__totals').textContent())
      .toContain('Balance');
    await screenshot(page, 'bills-08-detail-phone-en');
    await context.close();
  });
});
