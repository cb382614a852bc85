import { type BillDocument, capitalAmount, formatMoney } from '@venus/shared';
import PDFDocument from 'pdfkit';
import { registerBillFonts } from './bill-pdf-fonts.ts';
import {
  adjustmentRows,
  disbursementLines,
  disbursementRows,
  feeLines,
  feeRows,
  formatDate,
  type Label,
  labelled,
  labelsFor,
  taxRows,
} from './bill-pdf-rows.ts';
import { contentBottom, drawTable, type PdfColumn } from './bill-pdf-table.ts';

type Pdf = InstanceType<typeof PDFDocument>;

const MARGIN = 48;
const INK = '#1f2329';
const MUTED = '#5c6370';
const ACCENT = '#1d3a6e';

function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

function sectionTitle(doc: Pdf, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(11).fillColor(ACCENT).text(text, MARGIN, doc.y);
  doc.moveDown(0.3);
  doc.fillColor(INK);
}

function letterhead(doc: Pdf, bill: BillDocument, t: Label): void {
  const { firm } = bill;
  const cn = bill.language === 'cn';
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(ACCENT)
    .text(cn ? firm.nameCn : firm.nameEn, MARGIN, top, { width: 300 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(cn ? firm.nameEn : firm.nameCn, { width: 300 });
  const address = cn ? firm.addressCn : firm.addressEn;
  const office = cn ? bill.office.nameCn : bill.office.nameEn;
  for (const line of [office, bill.office.address || address, bill.office.phone]) {
    if (line) doc.text(line, { width: 300 });
  }
  if (firm.taxNumber) doc.text(labelled(bill.language, t('taxNumber'), firm.taxNumber), { width: 300 });
  const leftBottom = doc.y;

  doc.font('bold').fontSize(20).fillColor(INK).text(t('title'), MARGIN, top, { width, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(INK);
  const facts: [string, string][] = [
    [t('number'), bill.billNumber ?? t('draft')],
    [t('billDate'), formatDate(bill.language, bill.billDate)],
    [t('dueDate'), formatDate(bill.language, bill.dueDate)],
  ];
  for (const [label, value] of facts) {
    doc.text(labelled(bill.language, label, value), MARGIN, doc.y, { width, align: 'right' });
  }
  doc.y = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1.2)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(0.8);
}

function addressee(doc: Pdf, bill: BillDocument, t: Label): void {
  const cn = bill.language === 'cn';
  const half = (doc.page.width - 2 * MARGIN) / 2 - 8;
  const top = doc.y;
  doc.font('regular').fontSize(8).fillColor(MUTED).text(t('to'), MARGIN, top, { width: half });
  doc.font('bold').fontSize(10).fillColor(INK);
  const clientName = (cn ? bill.client.nameCn : bill.client.nameEn) || bill.client.nameCn;
  doc.text(clientName, { width: half });
  doc.font('regular').fontSize(9);
  if (bill.client.address) doc.text(bill.client.address, { width: half });
  if (bill.invoiceTitle && bill.invoiceTitle !== clientName) {
    doc.text(labelled(bill.language, t('invoiceTitle'), bill.invoiceTitle), { width: half });
  }
  if (bill.billingContact.name) {
    doc.text(labelled(bill.language, t('attention'), bill.billingContact.name), { width: half });
  }
  if (bill.billingContact.email) doc.fillColor(MUTED).text(bill.billingContact.email, { width: half });
  const leftBottom = doc.y;

  const right = MARGIN + half + 16;
  const period =
    bill.periodFrom || bill.periodTo
      ? `${formatDate(bill.language, bill.periodFrom)}${cn ? ' 至 ' : ' – '}${formatDate(bill.language, bill.periodTo)}`
      : '';
  const facts: [string, string][] = [
    [t('caseNumber'), bill.matter.caseNumber],
    [t('caseName'), bill.matter.name],
    [t('period'), period],
    [t('currency'), bill.currency],
    [t('taxMode'), t(bill.taxMode === 'exclusive' ? 'taxExclusive' : 'taxInclusive')],
  ];
  doc.y = top;
  for (const [label, value] of facts) {
    if (!value) continue;
    const y = doc.y;
    doc.font('regular').fontSize(8).fillColor(MUTED).text(label, right, y, { width: 70 });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(INK)
      .text(value, right + 72, y, { width: half - 72 });
  }
  doc.y = Math.max(leftBottom, doc.y);
  doc.x = MARGIN;
  if (bill.narrative) {
    doc.moveDown(0.8);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(INK)
      .text(bill.narrative, MARGIN, doc.y, { width: 2 * half + 16 });
  }
}

function feeTable(doc: Pdf, bill: BillDocument, t: Label): void {
  if (feeLines(bill).length === 0) return;
  sectionTitle(doc, t('fees'));
  const columns: PdfColumn[] = [
    { key: 'date', header: t('date'), width: 60 },
    { key: 'timekeeper', header: t('timekeeper'), width: 78 },
    { key: 'description', header: t('description'), width: 183 },
    { key: 'hours', header: t('hours'), width: 40, align: 'right' },
    { key: 'rate', header: t('rate'), width: 58, align: 'right' },
    { key: 'amount', header: `${t('amount')} (${bill.currency})`, width: 80, align: 'right' },
  ];
  drawTable(doc, columns, feeRows(bill, t));
}

function disbursementTable(doc: Pdf, bill: BillDocument, t: Label): void {
  if (disbursementLines(bill).length === 0) return;
  sectionTitle(doc, t('disbursements'));
  const columns: PdfColumn[] = [
    { key: 'date', header: t('date'), width: 60 },
    { key: 'description', header: t('description'), width: 301 },
    { key: 'code', header: t('code'), width: 58 },
    { key: 'amount', header: `${t('amount')} (${bill.currency})`, width: 80, align: 'right' },
  ];
  drawTable(doc, columns, disbursementRows(bill, t));
}

function adjustmentTable(doc: Pdf, bill: BillDocument, t: Label): void {
  const rows = adjustmentRows(bill, t);
  if (rows.length === 0) return;
  sectionTitle(doc, t('adjustments'));
  const columns: PdfColumn[] = [
    { key: 'item', header: t('item'), width: 170 },
    { key: 'kind', header: t('kind'), width: 64 },
    { key: 'reason', header: t('reason'), width: 185 },
    { key: 'amount', header: `${t('amount')} (${bill.currency})`, width: 80, align: 'right' },
  ];
  drawTable(doc, columns, rows);
}

function taxTable(doc: Pdf, bill: BillDocument, t: Label): void {
  sectionTitle(doc, t('taxSummary'));
  const columns: PdfColumn[] = [
    { key: 'rate', header: t('taxRate'), width: 139 },
    { key: 'net', header: t('net'), width: 120, align: 'right' },
    { key: 'tax', header: t('tax'), width: 120, align: 'right' },
    { key: 'amount', header: `${t('amount')} (${bill.currency})`, width: 120, align: 'right' },
  ];
  drawTable(doc, columns, taxRows(bill));
}

function totals(doc: Pdf, bill: BillDocument, t: Label): void {
  ensureSpace(doc, 130);
  doc.moveDown(1);
  const width = doc.page.width - 2 * MARGIN;
  const money = (value: string) => `${bill.currency} ${formatMoney(value)}`;
  const rows: [string, string, boolean][] =
    bill.taxMode === 'exclusive'
      ? [
          [t('feeTotal'), money(bill.totals.fees), false],
          [t('disbursementTotal'), money(bill.totals.disbursements), false],
          [t('taxTotalExclusive'), money(bill.totals.tax), false],
          [t('total'), money(bill.totals.total), true],
        ]
      : [
          [t('feeTotal'), money(bill.totals.fees), false],
          [t('disbursementTotal'), money(bill.totals.disbursements), false],
          [t('total'), money(bill.totals.total), true],
          [t('taxTotalInclusive'), money(bill.totals.tax), false],
        ];
  for (const [label, value, strong] of rows) {
    const y = doc.y;
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK);
    doc.text(label, MARGIN + width - 300, y, { width: 160, align: 'right' });
    doc.text(value, MARGIN + width - 140, y, { width: 140, align: 'right' });
  }
  // The 大写 figure is what Chinese clients and banks check; English CNY bills carry it too.
  if (bill.currency === 'CNY' || bill.language === 'cn') {
    const capital = `${bill.currency === 'CNY' ? '人民币' : ''}${capitalAmount(bill.totals.total, bill.currency)}`;
    doc.moveDown(0.3);
    doc.font('regular').fontSize(9.5).fillColor(INK);
    doc.text(labelled(bill.language, t('capital'), capital), MARGIN, doc.y, { width, align: 'right' });
  }
}

function paymentDetails(doc: Pdf, bill: BillDocument, t: Label): void {
  const { firm } = bill;
  sectionTitle(doc, t('bank'));
  const facts: [string, string][] = [
    [t('accountName'), firm.bankAccountName || (bill.language === 'cn' ? firm.nameCn : firm.nameEn)],
    [
      t('bankName'),
      bill.language === 'cn' ? firm.bankNameCn || firm.bankNameEn : firm.bankNameEn || firm.bankNameCn,
    ],
    [t('account'), firm.bankAccount],
    [t('swift'), firm.swift],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    const y = doc.y;
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(label, MARGIN, y, { width: 90 });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(INK)
      .text(value, MARGIN + 92, y, { width: 400 });
  }
  doc.moveDown(0.6);
  const terms = bill.dueDate
    ? t('paymentTerms', { days: bill.paymentTermsDays, dueDate: formatDate(bill.language, bill.dueDate) })
    : t('paymentTermsNoDue', { days: bill.paymentTermsDays });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(terms, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
}

/** Page numbers and the bill number at the foot of every page, written once the count is known. */
function footers(doc: Pdf, bill: BillDocument, t: Label): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const bottomMargin = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make PDFKit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottomMargin + 6;
    const width = doc.page.width - 2 * MARGIN;
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(
      `${bill.language === 'cn' ? bill.firm.nameCn : bill.firm.nameEn}  ${bill.billNumber ?? ''}`,
      MARGIN,
      y,
      {
        width,
        lineBreak: false,
      },
    );
    doc.text(t('page', { page: index + 1, pages: range.count }), MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** The bill as a PDF (A4) in its language, from its document (decision 0030, issue 19 item 3). */
export function renderBillPdf(bill: BillDocument): Promise<Buffer> {
  const t = labelsFor(bill.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${t('title')} ${bill.billNumber ?? ''}`.trim(),
      Author: bill.language === 'cn' ? bill.firm.nameCn : bill.firm.nameEn,
      Subject: bill.matter.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerBillFonts(doc);
  letterhead(doc, bill, t);
  addressee(doc, bill, t);
  feeTable(doc, bill, t);
  disbursementTable(doc, bill, t);
  adjustmentTable(doc, bill, t);
  taxTable(doc, bill, t);
  totals(doc, bill, t);
  paymentDetails(doc, bill, t);
  footers(doc, bill, t);
  doc.end();
  return done;
}
