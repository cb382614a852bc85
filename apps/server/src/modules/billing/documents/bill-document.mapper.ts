import type {
  BillDetail,
  BillDocument,
  BillDocumentFirm,
  BillDocumentTimekeeper,
  ConfigKey,
} from '@venus/shared';

/** The letterhead and bank details from the `billing.*` system config values. */
export function firmFromConfig(config: (key: ConfigKey) => string): BillDocumentFirm {
  return {
    nameCn: config('billing.firm.nameCn'),
    nameEn: config('billing.firm.nameEn'),
    addressCn: config('billing.firm.addressCn'),
    addressEn: config('billing.firm.addressEn'),
    taxNumber: config('billing.firm.taxNumber'),
    bankNameCn: config('billing.bank.nameCn'),
    bankNameEn: config('billing.bank.nameEn'),
    bankAccountName: config('billing.bank.accountName'),
    bankAccount: config('billing.bank.account'),
    swift: config('billing.bank.swift'),
  };
}

/** What a bill's detail does not carry: who the firm, office, client and timekeepers are. */
export interface BillDocumentSources {
  firm: BillDocumentFirm;
  office: BillDocument['office'];
  client: BillDocument['client'];
  /** By user id; a timekeeper missing here prints with the name the bill holds. */
  timekeepers: ReadonlyMap<number, BillDocumentTimekeeper>;
}

/**
 * A bill's detail (the bills service's view) as the document the PDF, the mail and LEDES are
 * made from. Lines given back by a whole credit note (`released`) are not part of what the bill
 * charges and are left out.
 */
export function billDocumentOf(bill: BillDetail, sources: BillDocumentSources): BillDocument {
  return {
    firm: sources.firm,
    office: sources.office,
    billNumber: bill.number,
    billDate: bill.billDate,
    dueDate: bill.dueDate,
    periodFrom: bill.periodFrom,
    periodTo: bill.periodTo,
    paymentTermsDays: bill.paymentTermsDays,
    client: sources.client,
    billingContact: { name: bill.billingContactName, email: bill.billingContactEmail },
    invoiceTitle: bill.invoiceTitle,
    matter: { projectId: bill.projectId, caseNumber: bill.caseNumber ?? '', name: bill.caseName },
    currency: bill.currency,
    taxMode: bill.taxMode,
    language: bill.language,
    groupBy: bill.groupBy,
    lines: bill.lines
      .filter((line) => !line.released)
      .map((line) => ({
        lineId: line.lineId,
        kind: line.kind,
        date: line.lineDate,
        timekeeper: line.timekeeperId
          ? (sources.timekeepers.get(line.timekeeperId) ?? {
              userId: line.timekeeperId,
              nameCn: line.timekeeperName,
              nameEn: line.timekeeperName,
              levelCn: '',
              levelEn: '',
              classification: 'OT',
            })
          : null,
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
      })),
    totals: {
      fees: bill.feeTotal,
      disbursements: bill.disbursementTotal,
      tax: bill.taxTotal,
      total: bill.total,
    },
    narrative: bill.narrative,
  };
}
