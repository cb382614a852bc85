import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shownPage } from './browser.ts';

/**
 * Presses 导出 on a list as a person does, reads the confirmation (spec §5: it states how many
 * records go out), confirms, and opens the workbook the browser downloaded.
 */
export async function exportWorkbook(
  page: Page,
  options: { within?: Locator; confirmSays?: string } = {},
): Promise<{ fileName: string; sheet: ExcelJS.Worksheet }> {
  await (options.within ?? shownPage(page)).getByRole('button', { name: '导出' }).click();
  const confirm = page.getByRole('dialog', { name: '导出 Excel' });
  if (options.confirmSays) await expect.poll(() => confirm.textContent()).toContain(options.confirmSays);
  const downloading = page.waitForEvent('download');
  await confirm.getByRole('button', { name: /^导\s?出$/ }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  return { fileName: download.suggestedFilename(), sheet: workbook.worksheets[0]! };
}

/** Every row of a sheet as the text of its cells, the header first. */
export function sheetRows(sheet: ExcelJS.Worksheet): string[][] {
  return Array.from({ length: sheet.rowCount }, (_, index) =>
    (sheet.getRow(index + 1).values as unknown[]).slice(1).map(String),
  );
}
