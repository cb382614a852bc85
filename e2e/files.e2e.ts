import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { restartableServer } from '../apps/server/test/restartable-server.ts';
import { screenshot as fullPageShot, journeyBrowser, openedDialog, openVisit, shownPage } from './browser.ts';
import { pageApi, signInApi, signInAs } from './signed-api.ts';
import { journeyWorld } from './world.ts';

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
/** The profile holds two panels: her own files (source 0) and the firm's templates (source 90). */
const panel = (page: Page) => shownPage(page).locator('.venus-files[data-source="0"]');
const templates = (page: Page) => shownPage(page).locator('.venus-files[data-source="90"]');
const downloadList = (page: Page) => page.getByTestId('download-progress');
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

async function openUpload(page: Page, on = panel(page)) {
  await on.getByRole('button', { name: /上传|Upload/ }).click();
  return openedDialog(page);
}

/** Uploads files through the panel's dialog as a person does, and waits for the list to show them. */
async function uploadThrough(
  page: Page,
  on: ReturnType<typeof panel>,
  files: { name: string; buffer: Buffer }[],
) {
  const dialog = await openUpload(page, on);
  await dialog
    .getByTestId('file-input')
    .setInputFiles(files.map((file) => ({ ...file, mimeType: 'application/octet-stream' })));
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/files/add') && r.status() === 200),
    dialog.getByRole('button', { name: /确\s*定/ }).click(),
  ]);
  for (const file of files) await expect.poll(() => on.locator('tr', { hasText: file.name }).count()).toBe(1);
}

/** The current files of her own record, as the API lists them. */
async function ownFiles(page: Page) {
  const list = await (
    await page.request.get('/venus-api/hankun/files/list', {
      params: { source: 0, onlyId: await onlyIdOf(page), status: 0 },
    })
  ).json();
  return list.rows as { id: number; name: string; path: string; sha256: string; size: number }[];
}

/** Lowers the chunk threshold through the admin's API session (system config file-chunk). */
async function setChunkConfig(request: APIRequestContext, value: string): Promise<void> {
  const api = await signInApi(request, 'admin');
  const list = await (await api.fetch('/system/config/list', { params: { configKey: 'file-chunk' } })).json();
  const row = (
    list.rows as { configId: number; configKey: string; configName: string; configValue: string }[]
  ).find((r) => r.configKey === 'file-chunk')!;
  const body = await (
    await api.fetch('/system/config', {
      method: 'PUT',
      data: {
        configId: row.configId,
        configName: row.configName,
        configKey: row.configKey,
        configValue: value,
      },
    })
  ).json();
  expect(body.code, body.msg).toBe(200);
}

/** A picture drawn by the browser itself: a real PNG, large enough to be seen in a screenshot. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff1f0';
    context.fillRect(0, 0, 240, 120);
    context.strokeStyle = '#cf1322';
    context.lineWidth = 6;
    context.beginPath();
    context.arc(120, 60, 50, 0, Math.PI * 2);
    context.stroke();
    context.fillStyle = '#cf1322';
    context.font = 'bold 22px sans-serif';
    context.textAlign = 'center';
    context.fillText('VENUS', 120, 68);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

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
    // Spec §3 Download progress: the shell lists the download by name until it has ended.
    await expect
      .poll(() => downloadList(page).locator('[data-state="done"]').textContent())
      .toContain('律师费.xlsx');

    // Removed meanwhile (from another desk): a JSON body comes instead of the file, and the
    // download item says why with the server's msg.
    const removed = (await ownFiles(page)).find((file) => file.name === '律师费.xlsx')!;
    const api = await pageApi(page);
    expect((await (await api.fetch(`/hankun/files/${removed.id}`, { method: 'DELETE' })).json()).code).toBe(
      200,
    );
    await rowOf(page, '律师费.xlsx').getByRole('button', { name: '下载' }).click();
    const failed = downloadList(page).locator('[data-state="failed"]');
    await expect.poll(() => failed.textContent()).toContain('律师费.xlsx');
    await expect.poll(() => failed.textContent()).toContain('文件不存在');
    await screenshot(page, 'files-07-download-failed');
  }, 180_000);

  it('shows a stored image, and the fallback picture once the server cannot serve it', async () => {
    const { page } = await openVisit(browser);
    await signInAs(page, PERSON);
    await openProfile(page);
    await uploadThrough(page, panel(page), [{ name: '公章.png', buffer: await drawnPng(page) }]);

    await rowOf(page, '公章.png').getByRole('button', { name: '预览' }).click();
    let dialog = await openedDialog(page);
    const image = dialog.locator('img[data-fallback="false"]');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await screenshot(page, 'files-08-image-preview');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The stored picture is lost from the disk: showImage answers download-error.
    const stored = (await ownFiles(page)).find((file) => file.name === '公章.png')!;
    fs.rmSync(path.join(journeyWorld().dataDir, 'files', stored.path));
    await rowOf(page, '公章.png').getByRole('button', { name: '预览' }).click();
    dialog = await openedDialog(page);
    const fallback = dialog.locator('img[data-fallback="true"]');
    await expect.poll(() => fallback.getAttribute('alt')).toBe('图片无法显示：公章.png');
    await expect
      .poll(() => fallback.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'files-09-image-fallback');
  });

  it('says a damaged PDF cannot be shown and offers it for download, instead of a blank dialog', async () => {
    const { page } = await openVisit(browser);
    await signInAs(page, PERSON);
    await openProfile(page);
    // A PDF header and nothing a reader can draw: pdf.js refuses it.
    const damaged = pdf('damaged in transit');
    await uploadThrough(page, panel(page), [{ name: '损坏的判决书.pdf', buffer: damaged }]);
    await rowOf(page, '损坏的判决书.pdf').getByRole('button', { name: '预览' }).click();
    const dialog = await openedDialog(page);
    const unreadable = dialog.getByTestId('file-unreadable');
    await expect.poll(() => unreadable.textContent()).toContain('此文件无法预览');
    await expect.poll(() => dialog.getByTestId('pdf-view').count()).toBe(0);
    await screenshot(page, 'files-10-damaged-pdf');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      unreadable.getByRole('button', { name: /下\s*载/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('损坏的判决书.pdf');
    expect(sha256(fs.readFileSync((await download.path())!))).toBe(sha256(damaged));
  });

  it('keeps the firm templates: an administrator adds one, a lawyer downloads it by its name', async () => {
    const admin = await openVisit(browser);
    await signInAs(admin.page, 'admin');
    await openProfile(admin.page);
    await uploadThrough(admin.page, templates(admin.page), [
      { name: '委托代理合同（模板）.docx', buffer: docx },
    ]);
    await screenshot(admin.page, 'files-10-templates-admin');

    const { page } = await openVisit(browser);
    await signInAs(page, PERSON);
    await openProfile(page);
    const row = templates(page).locator('tr', { hasText: '委托代理合同（模板）.docx' });
    await expect.poll(() => row.count()).toBe(1);
    // Only keepers of templates add, edit or remove them.
    expect(await templates(page).getByRole('button', { name: '上传' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /编辑|删除/ }).count()).toBe(0);
    const [download, request] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest((r) => r.url().includes('/hankun/file/templatesFileDownload')),
      row.getByRole('button', { name: '下载' }).click(),
    ]);
    expect(new URL(request.url()).searchParams.get('fileName')).toBe('委托代理合同（模板）.docx');
    expect(download.suggestedFilename()).toBe('委托代理合同（模板）.docx');
    expect(sha256(fs.readFileSync((await download.path())!))).toBe(sha256(docx));
    await screenshot(page, 'files-11-templates-lawyer');
  });

  it('uploads a large file in chunks through a server killed and restarted mid-way, sending only the missing chunks', async () => {
    const server = await restartableServer();
    try {
      // Chunks of 0.25 MB above 1 MB: a 1.6 MB file takes 7 chunks.
      const admin = await browser.newContext({ baseURL: server.url });
      await setChunkConfig(admin.request, '1-0.25');
      await admin.close();
      const content = Buffer.concat([pdf('scan'), randomBytes(1.6 * 1024 * 1024)]);
      const name = '卷宗扫描件.pdf';

      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1440, height: 900 },
        locale: 'zh-CN',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await signInAs(page, PERSON);
      await openProfile(page);
      // Three chunks are stored; as the fourth leaves the browser the server process is killed.
      let sent = 0;
      await page.route(isAddChunk, async (route) => {
        sent += 1;
        if (sent === 4) await server.kill();
        await route.continue().catch(() => undefined);
      });
      let dialog = await openUpload(page);
      await dialog
        .getByTestId('file-input')
        .setInputFiles({ name, mimeType: 'application/pdf', buffer: content });
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => page.locator('.ant-message').textContent()).toContain('上传失败');
      await page.unroute(isAddChunk);
      // The chunks held: each has its flag beside the upload's partial file (decision 0029).
      const chunkFiles = () =>
        fs
          .readdirSync(path.join(server.dataDir, 'files', 'chunks'), { recursive: true })
          .map(String)
          .filter((file) => /\/\d+\.held$/.test(file))
          .map((file) => Number.parseInt(file.split('/').pop()!, 10))
          .sort();
      expect(chunkFiles()).toEqual([0, 1, 2]);

      // The server starts again on the same data; a reload, the same file picked again: the
      // stored chunks answer "exits" and are not sent again.
      await server.start();
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
      await screenshot(page, 'files-12-chunked-progress');
      await expect.poll(() => rowOf(page, name).count(), { timeout: 30_000 }).toBe(1);
      expect(answers.slice(0, 3)).toEqual(['exits', 'exits', 'exits']);
      expect(added).toBe(4);

      const stored = (await ownFiles(page)).find((row) => row.name === name)!;
      expect(stored).toMatchObject({ size: content.length, sha256: sha256(content) });
      expect(sha256(fs.readFileSync(path.join(server.dataDir, 'files', stored.path)))).toBe(sha256(content));
      // Assembled: no chunk is left behind.
      expect(chunkFiles()).toEqual([]);
      await context.close();
    } finally {
      await server.close();
    }
  }, 240_000);

  it('reads in English and fits a phone', async () => {
    const english = await openVisit(browser);
    await english.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInAs(english.page, PERSON);
    await openProfile(english.page);
    await expect.poll(() => panel(english.page).textContent()).toContain('My files');
    await screenshot(english.page, 'files-13-panel-en');
    const dialog = await openUpload(english.page);
    await dialog.getByTestId('file-input').setInputFiles([
      { name: 'a.pdf', mimeType: 'application/pdf', buffer: pdf('a') },
      { name: 'a.pdf', mimeType: 'application/pdf', buffer: pdf('a') },
    ]);
    await expect.poll(() => dialog.textContent()).toContain('Another selected file has the same name');
    await screenshot(english.page, 'files-14-upload-en');

    const phone = await openVisit(browser, { width: 390, height: 844 });
    await signInAs(phone.page, PERSON);
    await openProfile(phone.page);
    await screenshot(phone.page, 'files-15-panel-phone');
    await rowOf(phone.page, '委托合同.docx').getByRole('button', { name: '预览' }).click();
    const preview = await openedDialog(phone.page);
    await expect
      .poll(() => preview.getByTestId('pdf-view').locator('canvas').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await screenshot(phone.page, 'files-16-preview-phone');
  });
});

async function onlyIdOf(page: Page): Promise<string> {
  const info = await (await page.request.get('/venus-api/getInfo')).json();
  return String(info.user?.userId ?? info.data?.user?.userId);
}
