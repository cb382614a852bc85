import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfOf } from '../apps/server/src/modules/seals/seal-pdf.test-helper.ts';
import { apiAs } from './api-as.ts';
import { journeyBrowser, openedDialog, openVisit, screenshot, shownPage } from './browser.ts';
import { signInAs } from './signed-api.ts';

// Seals (decision 0057) on the journeys' firm: administration (Cheng Peng) registers a contract
// seal he keeps; Guo Jing opens 用印申请 from her home tile, saves the request, uploads the
// contract and submits it; her practice group's head (Zhang Zhiqiang) approves it on its page, the
// custodian approves and records the stamping with the scan; the comparison shows page 1 of the
// scan without text (not flagged) and page 2 flagged, its amount changed.
const browser = journeyBrowser();
const SEAL = `合同专用章${Date.now() % 100_000}`;
const PURPOSE = `签署股权转让协议${Date.now() % 1000}`;
const WAIT = { timeout: 20_000 };

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** Uploads through a file panel's dialog (the newest modal), and waits for its answer. */
async function uploadIn(page: Page, panel: Locator, name: string, buffer: Buffer): Promise<void> {
  await panel
    .getByRole('button', { name: /上\s*传/ })
    .first()
    .click();
  const dialog = page
    .locator('.ant-modal')
    .filter({ has: page.getByTestId('file-input') })
    .last();
  await dialog.waitFor();
  await dialog.getByTestId('file-input').setInputFiles([{ name, buffer, mimeType: 'application/pdf' }]);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/files/add') && r.status() === 200),
    dialog.getByRole('button', { name: /确\s*定/ }).click(),
  ]);
  await expect.poll(() => panel.locator('tr', { hasText: name }).count(), WAIT).toBeGreaterThan(0);
}

const requestPage = (page: Page) => shownPage(page).locator('.venus-seals--detail');

describe('seals', () => {
  let requestId = 0;

  it('a lawyer asks to stamp a contract from her home tile and submits it', async () => {
    const admin = await apiAs(browser, 'chengpeng');
    const offices = await admin.call<{ deptId: number; deptName: string }[]>('GET', '/system/dept/offices');
    const me = await admin.call<{ user: { userId: number } }>('GET', '/getInfo');
    await admin.call('POST', '/hankun/seal', {
      name: SEAL,
      type: 'contract',
      officeId: offices.find((office) => office.deptName === '北京')!.deptId,
      custodianId: me.user.userId,
      remark: '行政部保险柜',
    });
    await admin.close();

    const { page } = await openVisit(browser);
    await signInAs(page, 'guojing');
    const tile = page.getByTestId('quick-start').locator('[data-tile="seal"]');
    await expect.poll(() => tile.isEnabled(), WAIT).toBe(true);
    await tile.click();
    await page.waitForURL('**/v2/seal/edit');
    const form = shownPage(page).locator('.venus-seals--edit');
    await choose(page, form.getByRole('combobox', { name: '印章', exact: true }), SEAL);
    await form.getByRole('textbox', { name: '用印事由' }).fill(PURPOSE);
    await screenshot(page, 'seals-01-request-form');
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/hankun/seal/request') && r.ok()),
      form.getByRole('button', { name: '保存并上传盖章文件' }).click(),
    ]);
    await page.waitForURL(/\/v2\/seal\/edit\?id=\d+/);
    requestId = Number(new URL(page.url()).searchParams.get('id'));
    const contract = await pdfOf([
      '股权转让协议\n第一条 转让价款为人民币 100 万元。',
      '第二条 付款：签约后五个工作日内支付。',
    ]);
    await uploadIn(page, shownPage(page).locator('.venus-seals--edit'), '股权转让协议.pdf', contract);
    const copies = shownPage(page).getByTestId('seal-copies');
    await copies.getByRole('spinbutton').fill('3');
    await screenshot(page, 'seals-02-request-documents');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/seal/request/submit') && r.ok()),
      shownPage(page).getByRole('button', { name: '保存并提交审批' }).click(),
    ]);
    await expect.poll(() => requestPage(page).getAttribute('data-status'), WAIT).toBe('approving');
    await expect
      .poll(() => requestPage(page).getByTestId('seal-documents').textContent())
      .toContain('股权转让协议.pdf');
    await screenshot(page, 'seals-03-request-submitted');
  });

  it('the group head approves it; the custodian approves, stamps it with the scan, and the comparison flags a page', async () => {
    const head = await openVisit(browser);
    await signInAs(head.page, 'zhangzhiqiang', {
      path: `/v2/seal/detail/${encodeURIComponent(PURPOSE)}?id=${requestId}`,
    });
    await requestPage(head.page)
      .getByRole('button', { name: /^同\s*意$/ })
      .click();
    let dialog = await openedDialog(head.page);
    await Promise.all([
      head.page.waitForResponse((r) => r.url().includes('/hankun/seal/request/audit') && r.ok()),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);

    const custodian = await openVisit(browser);
    const page = custodian.page;
    await signInAs(page, 'chengpeng', {
      path: `/v2/seal/detail/${encodeURIComponent(PURPOSE)}?id=${requestId}`,
    });
    await requestPage(page)
      .getByRole('button', { name: /^同\s*意$/ })
      .click();
    dialog = await openedDialog(page);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/seal/request/audit') && r.ok()),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => requestPage(page).getAttribute('data-status'), WAIT).toBe('approved');
    await requestPage(page).getByRole('button', { name: '登记盖章' }).click();
    const stampDialog = await openedDialog(page);
    // The scan of the printed, stamped contract: page 1 an image only, page 2 with its amount changed.
    const scan = await pdfOf([null, '第二条 付款：签约后十个工作日内支付。']);
    await uploadIn(page, stampDialog, '股权转让协议（盖章）.pdf', scan);
    await stampDialog.getByRole('spinbutton').fill('3');
    await expect
      .poll(() => stampDialog.locator('.ant-select-content, .ant-select-selection-item').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('股权转让协议（盖章）.pdf')]));
    await screenshot(page, 'seals-04-stamp-dialog');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/hankun/seal/request/stamp') && r.ok()),
      stampDialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => requestPage(page).getAttribute('data-status'), WAIT).toBe('stamped');
    await screenshot(page, 'seals-05-stamped');

    await requestPage(page).getByRole('button', { name: '盖章比对' }).click();
    const compare = shownPage(page).getByTestId('seal-compare');
    await compare.waitFor(WAIT);
    await expect
      .poll(() =>
        compare
          .locator('[data-verdict]')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-verdict'))),
      )
      .toEqual(['noText', 'differs']);
    await expect.poll(() => compare.getByTestId('flagged-count').textContent()).toContain('1 页需核对');
    await expect.poll(() => compare.locator('canvas').count(), WAIT).toBe(4);
    await screenshot(page, 'seals-06-compare');
  });
});
