import type PDFDocument from 'pdfkit';

type Pdf = InstanceType<typeof PDFDocument>;

export interface PdfColumn {
  key: string;
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A row of a table: cells by column key; a `group` heading or a `note` (an adjustment's reason
 * under its line) spans the whole width; a `subtotal` is bold.
 */
export type PdfRow =
  | { kind: 'cells'; cells: Record<string, string>; bold?: boolean }
  | { kind: 'group' | 'note'; text: string };

export const TABLE_FONT_SIZE = 8.5;
const PADDING = 3;
const HEADER_FILL = '#eef1f5';
const RULE = '#d5d9e0';

/** The lowest y a row may reach: the footer (page numbers) keeps the space under it. */
export function contentBottom(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom - 18;
}

function rowHeight(doc: Pdf, columns: PdfColumn[], row: PdfRow, width: number): number {
  if (row.kind !== 'cells') {
    doc.font(row.kind === 'group' ? 'bold' : 'regular').fontSize(row.kind === 'note' ? 7.5 : TABLE_FONT_SIZE);
    return doc.heightOfString(row.text, { width: width - 2 * PADDING }) + 2 * PADDING;
  }
  doc.font(row.bold ? 'bold' : 'regular').fontSize(TABLE_FONT_SIZE);
  let tallest = 0;
  for (const column of columns) {
    const text = row.cells[column.key] ?? '';
    tallest = Math.max(tallest, doc.heightOfString(text || ' ', { width: column.width - 2 * PADDING }));
  }
  return tallest + 2 * PADDING;
}

function drawCells(doc: Pdf, columns: PdfColumn[], cells: Record<string, string>, y: number, bold: boolean) {
  let x = doc.page.margins.left;
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(TABLE_FONT_SIZE)
    .fillColor('#1f2329');
  for (const column of columns) {
    doc.text(cells[column.key] ?? '', x + PADDING, y + PADDING, {
      width: column.width - 2 * PADDING,
      align: column.align ?? 'left',
    });
    x += column.width;
  }
}

function drawHeader(doc: Pdf, columns: PdfColumn[], width: number): number {
  const y = doc.y;
  const header = Object.fromEntries(columns.map((column) => [column.key, column.header]));
  const height = rowHeight(doc, columns, { kind: 'cells', cells: header, bold: true }, width);
  doc.rect(doc.page.margins.left, y, width, height).fill(HEADER_FILL);
  drawCells(doc, columns, header, y, true);
  doc.y = y + height;
  return height;
}

/**
 * Draws a table from the current y, moving to a new page whenever the next row would not fit,
 * and repeating the column header at the top of every page it continues on.
 */
export function drawTable(doc: Pdf, columns: PdfColumn[], rows: PdfRow[]): void {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const headerHeight = rowHeight(doc, columns, { kind: 'cells', cells: {}, bold: true }, width);
  const firstRow = rows[0] ? rowHeight(doc, columns, rows[0], width) : 0;
  if (doc.y + headerHeight + firstRow > contentBottom(doc)) doc.addPage();
  drawHeader(doc, columns, width);
  for (const [index, row] of rows.entries()) {
    const height = rowHeight(doc, columns, row, width);
    if (doc.y + height > contentBottom(doc)) {
      doc.addPage();
      drawHeader(doc, columns, width);
    }
    const y = doc.y;
    if (row.kind === 'cells') drawCells(doc, columns, row.cells, y, row.bold ?? false);
    else if (row.kind === 'group') {
      doc.font('bold').fontSize(TABLE_FONT_SIZE).fillColor('#1f2329');
      doc.text(row.text, left + PADDING, y + PADDING, { width: width - 2 * PADDING });
    } else {
      doc.font('regular').fontSize(7.5).fillColor('#5c6370');
      doc.text(row.text, left + PADDING, y + PADDING, { width: width - 2 * PADDING });
    }
    // A line and the note under it read as one: the rule goes under the note.
    if (rows[index + 1]?.kind !== 'note') {
      doc
        .moveTo(left, y + height)
        .lineTo(left + width, y + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
    doc.y = y + height;
  }
  doc.x = left;
  doc.fillColor('#1f2329');
}
