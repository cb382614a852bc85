import { type BillDetail, CONFIG_DEFAULTS } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { sampleBill } from './bill-document.fixtures.ts';
import { billDocumentOf, firmFromConfig } from './bill-document.mapper.ts';
import { exportLedes1998b } from './ledes-1998b.ts';
import { validateLedes1998b } from './ledes-1998b.validator.ts';

const sample = sampleBill({ language: 'cn' });

/** The sample as the bills service details it, with one line a whole credit gave back. */
function detail(): BillDetail {
  const lines = sample.lines.map((line, index) => ({
    lineId: line.lineId,
    kind: line.kind,
    orderNum: index,
    lineDate: line.date,
    timekeeperId: line.timekeeper?.userId ?? null,
    timekeeperName: line.timekeeper?.nameCn ?? '',
    description: line.description,
    taskCode: line.taskCode,
    activityCode: line.activityCode,
    expenseCode: line.expenseCode,
    units: line.units,
    unitCost: line.unitCost,
    adjustment: line.adjustment,
    adjustmentKind: line.adjustmentKind,
    adjustmentReason: line.adjustmentReason,
    amount: line.amount,
    taxRate: line.taxRate,
    netAmount: line.netAmount,
    taxAmount: line.taxAmount,
    grossAmount: line.grossAmount,
    worklogId: null,
    expenseLineId: null,
    milestoneId: null,
    outcomeAmount: null,
    contingencyRate: null,
    contingencyBasis: '',
    released: false,
  }));
  const released = { ...lines[0]!, lineId: 9999, description: 'given back', released: true };
  return {
    billId: 1,
    number: sample.billNumber,
    projectId: sample.matter.projectId,
    caseNumber: sample.matter.caseNumber,
    caseName: sample.matter.name,
    clientId: sample.client.clientId,
    clientName: sample.client.nameCn,
    officeId: 1,
    partnerId: 2,
    status: 'issued',
    billDate: sample.billDate,
    dueDate: sample.dueDate,
    currency: 'CNY',
    feeTotal: sample.totals.fees,
    disbursementTotal: sample.totals.disbursements,
    taxTotal: sample.totals.tax,
    total: sample.totals.total,
    totalCny: sample.totals.total,
    balance: sample.totals.total,
    createdBy: 2,
    createdByName: '郭静',
    createdAt: '2026-11-05T01:00:00.000Z',
    billingContactId: 3,
    billingContactName: sample.billingContact.name,
    billingContactEmail: sample.billingContact.email,
    invoiceTitleId: 4,
    invoiceTitle: sample.invoiceTitle,
    periodFrom: sample.periodFrom,
    periodTo: sample.periodTo,
    paymentTermsDays: 30,
    language: 'cn',
    taxMode: 'exclusive',
    exchangeRate: '1',
    groupBy: 'timekeeper',
    narrative: sample.narrative,
    creditedTotal: '0',
    paidTotal: '0',
    writtenOffTotal: '0',
    instanceId: null,
    returnComment: '',
    issuedAt: '2026-11-05T01:00:00.000Z',
    pdfFileId: null,
    lines: [...lines, released],
    creditNotes: [],
    writeOffs: [],
    allocations: [],
  };
}

const keepers = new Map(
  sample.lines.flatMap((line) =>
    line.timekeeper ? [[line.timekeeper.userId, line.timekeeper] as const] : [],
  ),
);

describe('bill detail → bill document', () => {
  it('carries the lines a bill charges, its totals and addressee, and leaves released lines out', () => {
    const document = billDocumentOf(detail(), {
      firm: sample.firm,
      office: sample.office,
      client: sample.client,
      timekeepers: keepers,
    });
    expect(document).toEqual(sample);
  });

  it('prints a timekeeper it was not told about with the name the bill holds, classified other', () => {
    const document = billDocumentOf(detail(), {
      firm: sample.firm,
      office: sample.office,
      client: sample.client,
      timekeepers: new Map(),
    });
    expect(document.lines[0]!.timekeeper).toEqual({
      userId: 11,
      nameCn: '孙悦',
      nameEn: '孙悦',
      levelCn: '',
      levelEn: '',
      classification: 'OT',
    });
    expect(
      validateLedes1998b(
        exportLedes1998b(document, { lawFirmId: 'HK', clientId: 'C1', lawFirmMatterId: 'M1' }),
        { allowUnicode: true },
      ),
    ).toEqual([]);
  });

  it('takes the letterhead and bank details from the billing system config', () => {
    const firm = firmFromConfig((key) => ({ ...CONFIG_DEFAULTS, 'billing.bank.swift': 'CMBCCNBS' })[key]);
    expect(firm).toMatchObject({ nameCn: '汉坤律师事务所', nameEn: 'Hankun Law Offices', swift: 'CMBCCNBS' });
  });
});
