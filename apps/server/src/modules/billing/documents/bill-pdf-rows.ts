import {
  type BillDocument,
  type BillDocumentLine,
  decimalText,
  formatMoney,
  toDecimal,
  translate,
} from '@venus/shared';
import type { PdfRow } from './bill-pdf-table.ts';

/** The kinds of line the fee table lists; bill-level adjustments go to the adjustments table. */
const FEE_KINDS = new Set(['time', 'milestone', 'contingency', 'manualFee']);

export type Label = (key: string, params?: Record<string, unknown>) => string;

export function labelsFor(language: BillDocument['language']): Label {
  return (key, params) => translate(language, `billDocument.${key}`, params);
}

/** "label：value" in Chinese, "label: value" in English. */
export function labelled(language: BillDocument['language'], label: string, value: string): string {
  return `${label}${language === 'cn' ? '：' : ': '}${value}`;
}

/** `2026-11-27` as the bill's language writes a date: 2026年11月27日 or 27 Nov 2026. */
export function formatDate(language: BillDocument['language'], iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  if (language === 'cn') return `${year}年${month}月${day}日`;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${day} ${months[month - 1]} ${year}`;
}

function sum(values: string[]): string {
  return decimalText(
    values.reduce((total, value) => total.plus(toDecimal(value)), toDecimal(0)),
    2,
  );
}

function localName(language: BillDocument['language'], cn: string, en: string): string {
  return language === 'cn' ? cn || en : en || cn;
}

export function feeLines(bill: BillDocument): BillDocumentLine[] {
  return bill.lines.filter((line) => FEE_KINDS.has(line.kind));
}

export function disbursementLines(bill: BillDocument): BillDocumentLine[] {
  return bill.lines.filter((line) => line.kind === 'disbursement');
}

function hasAdjustment(line: BillDocumentLine): boolean {
  return !toDecimal(line.adjustment).isZero();
}

function adjustmentNote(bill: BillDocument, line: BillDocumentLine, t: Label): PdfRow[] {
  if (!hasAdjustment(line)) return [];
  const kind = line.adjustmentKind ? t(`adjustmentKind.${line.adjustmentKind}`) : t('adjustments');
  const amount = `${kind} ${formatMoney(line.adjustment)}`;
  return [
    {
      kind: 'note',
      text: line.adjustmentReason ? labelled(bill.language, amount, line.adjustmentReason) : amount,
    },
  ];
}

function feeRow(bill: BillDocument, line: BillDocumentLine, t: Label): PdfRow[] {
  const keeper = line.timekeeper;
  const isTime = line.kind === 'time';
  const description = isTime
    ? line.description
    : labelled(bill.language, t(`lineKind.${line.kind}`), line.description);
  return [
    {
      kind: 'cells',
      cells: {
        date: line.date ?? '',
        timekeeper: keeper
          ? `${localName(bill.language, keeper.nameCn, keeper.nameEn)}\n${localName(bill.language, keeper.levelCn, keeper.levelEn)}`
          : '',
        description,
        hours: isTime ? decimalText(toDecimal(line.units), 2) : '',
        rate: isTime ? formatMoney(line.unitCost) : '',
        amount: formatMoney(line.amount),
      },
    },
    ...adjustmentNote(bill, line, t),
  ];
}

function groupKey(bill: BillDocument, line: BillDocumentLine, t: Label): string {
  if (bill.groupBy === 'task') return line.taskCode || t('uncoded');
  const keeper = line.timekeeper;
  if (!keeper) return t('noTimekeeper');
  const name = localName(bill.language, keeper.nameCn, keeper.nameEn);
  return `${name}（${localName(bill.language, keeper.levelCn, keeper.levelEn)}）`;
}

/** Fee rows, flat or under a heading per timekeeper or task with its hours and subtotal. */
export function feeRows(bill: BillDocument, t: Label): PdfRow[] {
  const lines = feeLines(bill);
  if (bill.groupBy === 'none') return lines.flatMap((line) => feeRow(bill, line, t));
  const groups = new Map<string, BillDocumentLine[]>();
  for (const line of lines) {
    const key = groupKey(bill, line, t);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups].flatMap(([key, members]) => [
    { kind: 'group' as const, text: key },
    ...members.flatMap((line) => feeRow(bill, line, t)),
    {
      kind: 'cells' as const,
      bold: true,
      cells: {
        description: t('subtotal'),
        hours: members.some((line) => line.kind === 'time')
          ? sum(members.filter((line) => line.kind === 'time').map((line) => line.units))
          : '',
        amount: formatMoney(sum(members.map((line) => line.amount))),
      },
    },
  ]);
}

export function disbursementRows(bill: BillDocument, t: Label): PdfRow[] {
  return disbursementLines(bill).flatMap((line) => [
    {
      kind: 'cells' as const,
      cells: {
        date: line.date ?? '',
        description: line.description,
        code: line.expenseCode,
        amount: formatMoney(line.amount),
      },
    },
    ...adjustmentNote(bill, line, t),
  ]);
}

/** Every adjustment with its reason: those on lines and those on the whole bill. */
export function adjustmentRows(bill: BillDocument, t: Label): PdfRow[] {
  return bill.lines
    .filter(
      (line) => line.kind === 'feeAdjustment' || line.kind === 'expenseAdjustment' || hasAdjustment(line),
    )
    .map((line) => {
      const billLevel = line.kind === 'feeAdjustment' || line.kind === 'expenseAdjustment';
      return {
        kind: 'cells' as const,
        cells: {
          item: billLevel
            ? t(`lineKind.${line.kind}`)
            : `${line.date ? `${line.date} ` : ''}${line.description}`,
          kind: line.adjustmentKind ? t(`adjustmentKind.${line.adjustmentKind}`) : '',
          reason: line.adjustmentReason || (billLevel ? line.description : ''),
          amount: formatMoney(billLevel ? line.amount : line.adjustment),
        },
      };
    });
}

/** Net, tax and gross per tax rate, in the order the rates first appear. */
export function taxRows(bill: BillDocument): PdfRow[] {
  const rates = new Map<string, BillDocumentLine[]>();
  for (const line of bill.lines) {
    const rate = decimalText(toDecimal(line.taxRate).times(100).toDecimalPlaces(2));
    rates.set(rate, [...(rates.get(rate) ?? []), line]);
  }
  return [...rates].map(([rate, lines]) => ({
    kind: 'cells' as const,
    cells: {
      rate: `${rate}%`,
      net: formatMoney(sum(lines.map((line) => line.netAmount))),
      tax: formatMoney(sum(lines.map((line) => line.taxAmount))),
      amount: formatMoney(sum(lines.map((line) => line.grossAmount))),
    },
  }));
}
