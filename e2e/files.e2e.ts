import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot as fullPageShot, journeyBrowser, openedDialog, openVisit, shownPage } from './browser.ts';
import { signInAs } from './task-centre.ts';

// zhulihua keeps her own files on her profile page (the file panel's first host). No other
// journey signs her in, so her list starts empty.
const browser = journeyBrowser();
const PERSON = 'zhulihua';
const FIXTURES = path.resolve(import.meta.dirname, '../apps/server/src/modules/files/fixtures');
const docx = fs.readFileSync(path.join(FIXTURES, 'contract.docx'));
const xlsx = fs.readFileSync(path.join(FIXTURES, 'fees.xlsx'));
const pdf = (body: string) => Buffer.from(`%PDF-1.4\n%${body}\n%%EOF\n`);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const LONG_NAME = `${'合'.repeat(84)}.pdf`; // 256 UTF-8 bytes

/** Calls carry a ?timestamp= query, so a glob on the path alone would not match. */
const isAddChunk = (url: URL) => url.pathname.endsWith('/files/addChunk');
const panel = (page: Page) => shownPage(page).locator('.venus-files');
const rowOf = (page: Page, name: string) => panel(page).locator('tr', { hasText: name });

/** The panel sits low on the page: back at the top, the fixed header is not drawn mid-page. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, name);
}

async function openProfile(page: Page): Promise<void> {
  await page.goto('/user/profile');
  await panel(page).waitFor();
}

async function openUpload(page: Page) {
  await panel(page)
    .getByRole('button', { name: /上传|Upload/ })
    .click();
  return openedDialog(page);
}

/** The admin's API session, to lower the chunk threshold for the chunked upload and restore it. */
async function chunkConfig(request: APIRequestContext) {
  await request.post('/venus-api/login', { data: { username: 'admin', password: 'Venus@2026!' } });
  const list = await (await request.get('/venus-api/system/config/list?configKey=file-chunk')).json();
  const row = (
    list.rows as { configId: number; configKey: string; configName: string; configValue: string }[]
  ).find((r) => r.configKey === 'file-chunk')!;
  const set = async (value: string) => {
    const body = await (
      await request.put('/venus-api/system/config', {
        data: {
          configId: row.configId,
          configName: row.configName,
          configKey: row.configKey,
          configValue: value,
        },
      })
    ).json();
    expect(body.code, body.msg).toBe(200);
  };
  return { original: row.configValue, set };
}

let restoreChunks: (() => Promise<void>) | null = null;
afterAll(async () => {
  await restoreChunks?.();
});

describe('attachments on a record', () => {
  it('refuses a bad name and an empty file, flags a duplicate and a type, uploads the rest', async () => {
    const { page } = await openVisit(browser);
    await signInAs(page, PERSON);
    await openProfile(page);
    await screenshot(page, 'files-01-empty-panel');
    const dialog = await openUpload(page);
    await dialog.getByTestId('file-input').setInputFiles([
      { name: LONG_NAME, mimeType: 'application/pdf', buffer: pdf('long') },
      { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
      { name: '委托合同.docx', mimeType: 'application/octet-stream', buffer: docx },
      { name: '委托合同.docx', mimeType: 'application/octet-stream', buffer: docx },
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      { name: '律师费.xlsx', mimeType: 'application/octet-stream', buffer: xlsx },
    ]);
    // Refused at selection, each named in 【】.
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain(`【${LONG_NAME}】`);
    await expect
      .poll(() => page.locator('.ant-message').textContent())
      .toContain('文件为空，无法上传：【empty.pdf】');
    const items = dialog.locator('.venus-files-upload__list .ant-list-item');
    await expect.poll(() => items.count()).toBe(4);
    await expect.poll(() => dialog.locator('[data-tip-type="2"]').count()).toBe(2);
    await expect
      .poll(() => dialog.locator('[data-tip-type="1"]').textContent())
      .toContain('该类型的文件不允许上传');
    await expect.poll(() => dialog.textContent()).toContain('本次选择中有同名文件');
    await screenshot(page, 'files-02-upload-tips');

    // Removing one twin clears the other's tip.
    await dialog.getByRole('button', { name: '移除 委托合同.docx' }).first().click();
    await expect.poll(() => dialog.locator('[data-tip-type="2"]').count()).toBe(0);
    await dialog.getByLabel('备注').fill('签约材料');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    // tool.exe is skipped after the confirm.
    const confirm = page.locator('.ant-modal-confirm');
    await expect.poll(() => confirm.textContent()).toContain('部分文件类型不允许上传');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/files/add') && r.status() === 200),
      confirm.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await expect.poll(() => rowOf(page, '委托合同.docx').count()).toBe(1);
    await expect.poll(() => rowOf(page, '律师费.xlsx').count()).toBe(1);
    await expect.poll(() => panel(page).locator('tr', { hasText: 'tool.exe' }).count()).toBe(0);
    await expect.poll(() => rowOf(page, '律师费.xlsx').textContent()).toContain('签约材料');
    await screenshot(page, 'files-03-listed');
  });

  it('previews a docx and an xlsx, converts the docx to PDF and downloads a file intact', async () => {
    const { page } = await openVisit(browser);
    await signInAs(page, PERSON);
    await openProfile(page);

    await rowOf(page, '律师费.xlsx').getByRole('button', { name: '预览' }).click();
    let dialog = await openedDialog(page);
    await expect.poll(() => dialog.getByTestId('xlsx-view').textContent()).toContain('fee');
    await expect.poll(() => dialog.getByTestId('xlsx-view').textContent()).toContain('100');
    await screenshot(page, 'files-04-xlsx-preview');
    // Spec §1 /office/view: the same sheet on a browser tab of its own.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('button', { name: '在新标签页打开' }).click(),
    ]);
    await tab.waitForURL('**/office/view?**');
    await expect.poll(() => shownPage(tab).getByTestId('xlsx-view').textContent()).toContain('fee');
    await screenshot(tab, 'files-04b-office-view-tab');
    await tab.close();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await rowOf(page, '委托合同.docx').getByRole('button', { name: '预览' }).click();
    dialog = await openedDialog(page);
    await expect.poll(() => dialog.getByTestId('docx-view').textContent()).toContain('委托合同');
    await screenshot(page, 'files-05-docx-preview');

    // The conversion link shows only while no PDF exists; it confirms with the spec's words.
    await dialog.getByRole('button', { name: '转换为 PDF' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect.poll(() => confirm.textContent()).toContain('确定要转换PDF版本');
    await expect.poll(() => confirm.locator('.ant-modal-confirm-title').textContent()).toBe('警告');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect
      .poll(() => page.locator('.ant-message').textContent())
      .toContain('请求发送成功，如果文件页数较多，请稍后点击预览查看');
    // When LibreOffice reports back, the preview opens on the PDF.
    await expect
      .poll(() => dialog.getByTestId('pdf-view').locator('canvas').count(), { timeout: 120_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => dialog.getByRole('button', { name: '转换为 PDF' }).count()).toBe(0);
    await screenshot(page, 'files-06-pdf-preview');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rowOf(page, '律师费.xlsx').getByRole('button', { name: '下载' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('律师费.xlsx');
    expect(sha256(fs.readFileSync((await download.path())!))).toBe(sha256(xlsx));
  }, 180_000);

  it('uploads a large file in chunks and, after a broken try, sends only the chunks not yet stored', async () => {
    const admin = await openVisit(browser);
    const config = await chunkConfig(admin.context.request);
    restoreChunks = () => config.set(config.original);
    // Chunks of 0.25 MB above 1 MB: a 1.6 MB file takes 7 chunks.
    await config.set('1-0.25');
    const content = Buffer.concat([pdf('scan'), randomBytes(1.6 * 1024 * 1024)]);
    const name = '卷宗扫描件.pdf';

    const { page } = await openVisit(browser);
    await signInAs(page, PERSON);
    await openProfile(page);
    // The connection drops at the fourth chunk: three are stored.
    let sent = 0;
    await page.route(isAddChunk, (route) => {
      sent += 1;
      return sent === 4 ? route.abort('connectionreset') : route.continue();
    });
    let dialog = await openUpload(page);
    await dialog
      .getByTestId('file-input')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: content });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('上传失败');
    await page.unroute(isAddChunk);

    // A reload, and the same file picked again: the stored chunks answer "exits" and are not sent.
    await page.reload();
    await panel(page).waitFor();
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/files/validateChunk')) answers.push((await response.json()).msg);
    });
    let added = 0;
    page.on('request', (request) => {
      if (request.url().includes('/files/addChunk')) added += 1;
    });
    dialog = await openUpload(page);
    await dialog
      .getByTestId('file-input')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: content });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.locator('[data-chunked="true"]').count()).toBe(1);
    await screenshot(page, 'files-07-chunked-progress');
    await expect.poll(() => rowOf(page, name).count(), { timeout: 30_000 }).toBe(1);
    expect(answers.slice(0, 3)).toEqual(['exits', 'exits', 'exits']);
    expect(added).toBe(4);

    const list = await (
      await page.request.get('/venus-api/hankun/files/list', {
        params: { source: 0, onlyId: await onlyIdOf(page), status: 0 },
      })
    ).json();
    const stored = (list.rows as { name: string; sha256: string; size: number }[]).find(
      (row) => row.name === name,
    )!;
    expect(stored).toMatchObject({ size: content.length, sha256: sha256(content) });
    await config.set(config.original);
    restoreChunks = null;
  }, 120_000);

  it('reads in English and fits a phone', async () => {
    const english = await openVisit(browser);
    await english.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(english.page, PERSON);
    await openProfile(english.page);
    await expect.poll(() => panel(english.page).textContent()).toContain('My files');
    await screenshot(english.page, 'files-08-panel-en');
    const dialog = await openUpload(english.page);
    await dialog.getByTestId('file-input').setInputFiles([
      { name: 'a.pdf', mimeType: 'application/pdf', buffer: pdf('a') },
      { name: 'a.pdf', mimeType: 'application/pdf', buffer: pdf('a') },
    ]);
    await expect.poll(() => dialog.textContent()).toContain('Another selected file has the same name');
    await screenshot(english.page, 'files-09-upload-en');

    const phone = await openVisit(browser, { width: 390, height: 844 });
    await signInAs(phone.page, PERSON);
    await openProfile(phone.page);
    await screenshot(phone.page, 'files-10-panel-phone');
    await rowOf(phone.page, '委托合同.docx').getByRole('button', { name: '预览' }).click();
    const preview = await openedDialog(phone.page);
    await expect
      .poll(() => preview.getByTestId('pdf-view').locator('canvas').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await screenshot(phone.page, 'files-11-preview-phone');
  });
});

async function onlyIdOf(page: Page): Promise<string> {
  const info = await (await page.request.get('/venus-api/getInfo')).json();
  return String(info.user?.userId ?? info.data?.user?.userId);
}
