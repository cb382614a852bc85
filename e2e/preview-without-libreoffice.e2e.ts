import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestartableServer, restartableServer } from '../apps/server/test/restartable-server.ts';
import { screenshot as fullPageShot, journeyBrowser, openedDialog, shownPage } from './browser.ts';
import { signInAs } from './signed-api.ts';

// A firm that installed Venus without LibreOffice (an optional system package, README): office
// files still upload and preview in the browser; the PDF conversion is said to be off, not
// offered as a link that fails. zhulihua keeps the document on her profile page.
const browser = journeyBrowser();
const PERSON = 'zhulihua';
const FIXTURES = path.resolve(import.meta.dirname, '../apps/server/src/modules/files/fixtures');
const docx = fs.readFileSync(path.join(FIXTURES, 'contract.docx'));
const NAME = '委托合同.docx';
let server: RestartableServer;

/** The profile page is taller than the window: back at the top, the fixed header is not drawn mid-page. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, name);
}

beforeAll(async () => {
  server = await restartableServer({ env: { SOFFICE_PATH: '/nonexistent/libreoffice/program/soffice' } });
});
afterAll(() => server?.close());

async function previewOfDocx(page: Page) {
  await page.goto('/user/profile');
  const panel = shownPage(page).locator('.venus-files[data-source="0"]');
  await panel.waitFor();
  if ((await panel.locator('tr', { hasText: NAME }).count()) === 0) {
    await panel.getByRole('button', { name: /上传/ }).click();
    const upload = await openedDialog(page);
    await upload
      .getByTestId('file-input')
      .setInputFiles({ name: NAME, mimeType: 'application/octet-stream', buffer: docx });
    await upload.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => panel.locator('tr', { hasText: NAME }).count()).toBe(1);
  }
  await panel.locator('tr', { hasText: NAME }).getByRole('button', { name: '预览' }).click();
  const dialog = await openedDialog(page);
  await expect.poll(() => dialog.getByTestId('docx-view').textContent()).toContain('委托合同');
  return dialog;
}

async function visit() {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await signInAs(page, PERSON);
  return { context, page };
}

describe('the preview on a server without LibreOffice', () => {
  it('reports LibreOffice in the health check as an optional component that is off', async () => {
    const health = await (await fetch(`${server.url}/venus-api/health`)).json();
    expect(health).toMatchObject({ code: 200, data: { database: 'up', optional: { libreoffice: 'off' } } });
  });

  it('says beside the preview that conversion is unavailable, with no link to press', async () => {
    const { context, page } = await visit();
    const dialog = await previewOfDocx(page);
    await expect
      .poll(() => dialog.getByTestId('converter-missing').textContent())
      .toBe('服务器未安装 LibreOffice，Office 文件暂不能转换为 PDF 预览');
    expect(await dialog.getByRole('button', { name: '转换为 PDF' }).count()).toBe(0);
    await screenshot(page, 'files-12-no-libreoffice');
    await context.close();
  });

  it('shows the server’s reason and closes the confirm when LibreOffice went away after the page asked', async () => {
    const { context, page } = await visit();
    // The page asked while LibreOffice was there; it has been removed since.
    await page.route('**/venus-api/hankun/filePreview/converter*', (route) =>
      route.fulfill({ json: { code: 200, msg: 'success', data: { available: true } } }),
    );
    const dialog = await previewOfDocx(page);
    await page.unroute('**/venus-api/hankun/filePreview/converter*');
    await dialog.getByRole('button', { name: '转换为 PDF' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect
      .poll(() => page.locator('.ant-message').textContent())
      .toContain('服务器未安装 LibreOffice，无法转换 PDF');
    await expect.poll(() => confirm.count()).toBe(0);
    // Asked again, the server says it cannot convert: the note replaces the link.
    await expect.poll(() => dialog.getByTestId('converter-missing').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: '转换为 PDF' }).count()).toBe(0);
    await screenshot(page, 'files-13-conversion-refused');
    await context.close();
  });
});
