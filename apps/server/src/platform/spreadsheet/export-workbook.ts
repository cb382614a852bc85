import { PassThrough } from 'node:stream';
import type { Language } from '@venus/shared';
import { ResultCode } from '@venus/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { type CellValue, headerOf, type SheetColumn } from './sheet-columns.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows read from the database per query while streaming, so memory stays flat at any size. */
export const EXPORT_PAGE_SIZE = 500;

export interface PageOfRows<Row> {
  rows: Row[];
  total: number;
}

export interface WorkbookExport<Row> {
  /** The file name without extension, in the caller's language. */
  fileName: string;
  sheetName: string;
  columns: readonly SheetColumn<Row>[];
  lang: Language;
  /** The most rows one export may hold (config `sys.export.maxRows`); more is refused up front. */
  maxRows: number;
  /** One page of the rows (1-based); the first page also tells how many there are in all. */
  fetchPage: (pageNum: number, pageSize: number) => Promise<PageOfRows<Row>>;
  /** A report's totals, written last in bold, so the sheet ends as the screen's sum bar does. */
  totalsRow?: () => Promise<Row>;
}

/** `attachment` with an ASCII fallback and the real name in UTF-8 (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function exportRefused(total: number, max: number): AppError {
  return new AppError(ResultCode.BAD_REQUEST, 'spreadsheet.tooMany', { total, max }, undefined, {
    total,
    maxRows: max,
  });
}

/**
 * Streams an .xlsx to the reply: header row in the caller's language, then the rows page by
 * page. The count is checked before anything is sent, so a refusal is an ordinary envelope.
 */
export async function sendWorkbook<Row>(
  reply: FastifyReply,
  job: WorkbookExport<Row>,
): Promise<FastifyReply> {
  const first = await job.fetchPage(1, EXPORT_PAGE_SIZE);
  if (first.total > job.maxRows) throw exportRefused(first.total, job.maxRows);
  // The read's audit row (the route's `auditRead`), once the workbook is sure to go.
  await reply.server.accessAudit.recordRead(reply.request, {
    name: `${job.fileName}.xlsx`,
    rows: first.total,
  });

  const stream = new PassThrough();
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentHeader(`${job.fileName}.xlsx`))
    .header('cache-control', 'no-store')
    .send(stream);
  writeRows(stream, job, first.rows).catch((err: unknown) => {
    reply.log.error({ err }, 'spreadsheet export failed');
    stream.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply;
}

async function writeRows<Row>(
  stream: PassThrough,
  job: WorkbookExport<Row>,
  firstPage: Row[],
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(job.sheetName.slice(0, 31) || 'Sheet1');
  const exported = job.columns.filter((column) => column.cell);
  sheet.columns = exported.map((column) => ({
    header: headerOf(column, job.lang),
    key: column.key,
    width: column.width ?? 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let page = firstPage;
  let pageNum = 1;
  let written = 0;
  while (page.length > 0 && written < job.maxRows) {
    for (const row of page) {
      const values: CellValue[] = exported.map((column) => column.cell!(row));
      sheet.addRow(values).commit();
      written += 1;
    }
    if (page.length < EXPORT_PAGE_SIZE) break;
    pageNum += 1;
    page = (await job.fetchPage(pageNum, EXPORT_PAGE_SIZE)).rows;
  }
  if (job.totalsRow) {
    const totals = await job.totalsRow();
    const row = sheet.addRow(exported.map((column) => column.cell!(totals)));
    row.font = { bold: true };
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** An empty sheet with just the header row: what an import expects. */
export function sendTemplate(
  reply: FastifyReply,
  job: Pick<WorkbookExport<never>, 'fileName' | 'sheetName' | 'lang'> & { columns: readonly SheetColumn[] },
): Promise<FastifyReply> {
  const columns = job.columns.map((column) => ({ ...column, cell: () => null }));
  return sendWorkbook(reply, {
    ...job,
    columns,
    maxRows: 0,
    fetchPage: async () => ({ rows: [], total: 0 }),
  });
}
