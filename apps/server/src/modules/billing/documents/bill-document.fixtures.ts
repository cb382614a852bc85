import {
  type BillAdjustmentKind,
  type BillDocument,
  type BillDocumentLine,
  type BillDocumentTimekeeper,
  type BillLineKind,
  decimalText,
  toDecimal,
} from '@venus/shared';

/** Test bills: lines priced by the decision's rules (per-line rounding, tax exclusive). */
const KEEPERS: BillDocumentTimekeeper[] = [
  {
    userId: 11,
    nameCn: '孙悦',
    nameEn: 'Sun Yue',
    levelCn: '合伙人',
    levelEn: 'Partner',
    classification: 'PT',
  },
  {
    userId: 12,
    nameCn: '李明',
    nameEn: 'Li Ming',
    levelCn: '资深律师',
    levelEn: 'Senior Associate',
    classification: 'AS',
  },
  {
    userId: 13,
    nameCn: '王芳',
    nameEn: 'Wang Fang',
    levelCn: '律师助理',
    levelEn: 'Paralegal',
    classification: 'LA',
  },
];
const TASKS = ['L110', 'L120', 'L210', 'L310'];
const ACTIVITIES = ['A101', 'A103', 'A104', 'A106'];

interface LineInput {
  kind: BillLineKind;
  date?: string | null;
  keeper?: BillDocumentTimekeeper | null;
  description: string;
  taskCode?: string;
  activityCode?: string;
  expenseCode?: string;
  units: string;
  unitCost: string;
  adjustment?: string;
  adjustmentKind?: BillAdjustmentKind | null;
  adjustmentReason?: string;
  taxRate?: string;
}

let nextLineId = 1;

export function priceLine(input: LineInput): BillDocumentLine {
  const adjustment = toDecimal(input.adjustment ?? '0');
  const amount = toDecimal(input.units).times(toDecimal(input.unitCost)).toDecimalPlaces(2).plus(adjustment);
  const taxRate = input.taxRate ?? '0.06';
  const tax = amount.times(toDecimal(taxRate)).toDecimalPlaces(2);
  return {
    lineId: nextLineId++,
    kind: input.kind,
    date: input.date ?? null,
    timekeeper: input.keeper ?? null,
    description: input.description,
    taskCode: input.taskCode ?? '',
    activityCode: input.activityCode ?? '',
    expenseCode: input.expenseCode ?? '',
    units: input.units,
    unitCost: input.unitCost,
    adjustment: decimalText(adjustment, 2),
    adjustmentKind: input.adjustmentKind ?? null,
    adjustmentReason: input.adjustmentReason ?? '',
    amount: decimalText(amount, 2),
    taxRate,
    netAmount: decimalText(amount, 2),
    taxAmount: decimalText(tax, 2),
    grossAmount: decimalText(amount.plus(tax), 2),
  };
}

function timeLine(index: number): BillDocumentLine {
  const keeper = KEEPERS[index % KEEPERS.length]!;
  const rate = ['3500.00', '2200.00', '900.00'][index % KEEPERS.length]!;
  const day = String((index % 28) + 1).padStart(2, '0');
  return priceLine({
    kind: 'time',
    date: `2026-10-${day}`,
    keeper,
    description: `审阅并修改股权转让协议第 ${index + 1} 稿，与客户电话沟通交割条件 / Review SPA draft ${index + 1}`,
    taskCode: TASKS[index % TASKS.length]!,
    activityCode: ACTIVITIES[index % ACTIVITIES.length]!,
    units: ['1.50', '0.75', '2.00', '3.25'][index % 4]!,
    unitCost: rate,
  });
}

export interface SampleBillOptions {
  language?: 'cn' | 'en';
  currency?: string;
  groupBy?: BillDocument['groupBy'];
  timeLines?: number;
}

/** A bill with time (one line discounted), a milestone, two disbursements and a bill-level discount. */
export function sampleBill(options: SampleBillOptions = {}): BillDocument {
  const count = options.timeLines ?? 6;
  const lines: BillDocumentLine[] = Array.from({ length: count }, (_, index) => timeLine(index));
  if (lines[1]) {
    lines[1] = priceLine({
      ...lines[1],
      keeper: lines[1].timekeeper,
      adjustment: '-330.00',
      adjustmentKind: 'discount',
      adjustmentReason: '首次合作优惠 / first-matter courtesy',
    });
  }
  lines.push(
    priceLine({
      kind: 'milestone',
      date: '2026-10-31',
      description: '尽职调查报告交付 / Due diligence report delivered',
      taskCode: 'L120',
      units: '1',
      unitCost: '50000.00',
    }),
    priceLine({
      kind: 'disbursement',
      date: '2026-10-12',
      description: '上海往返高铁票 / Rail fare Beijing-Shanghai',
      expenseCode: 'E110',
      units: '1',
      unitCost: '1106.00',
    }),
    priceLine({
      kind: 'disbursement',
      date: '2026-10-20',
      description: '工商档案调取费 / Company registry search',
      expenseCode: 'E101',
      units: '1',
      unitCost: '200.00',
      taxRate: '0',
    }),
    priceLine({
      kind: 'feeAdjustment',
      description: '年度框架协议折扣 / Annual framework discount',
      units: '1',
      unitCost: '0',
      adjustment: '-1000.00',
      adjustmentKind: 'discount',
      adjustmentReason: '框架协议第 4.2 条 / framework agreement clause 4.2',
    }),
  );
  const sumOf = (kinds: BillLineKind[], field: 'netAmount' | 'taxAmount' | 'grossAmount') =>
    lines
      .filter((line) => kinds.includes(line.kind))
      .reduce((total, line) => total.plus(toDecimal(line[field])), toDecimal(0));
  const fees = sumOf(['time', 'milestone', 'contingency', 'manualFee', 'feeAdjustment'], 'netAmount');
  const disbursements = sumOf(['disbursement', 'expenseAdjustment'], 'netAmount');
  const tax = lines.reduce((total, line) => total.plus(toDecimal(line.taxAmount)), toDecimal(0));
  return {
    firm: {
      nameCn: '汉坤律师事务所',
      nameEn: 'Hankun Law Offices',
      addressCn: '北京市东城区东长安街1号东方广场C1座9层',
      addressEn: '9/F, Office Tower C1, Oriental Plaza, 1 East Chang An Ave, Beijing',
      taxNumber: '31110000E00017891P',
      bankNameCn: '招商银行北京分行东方广场支行',
      bankNameEn: 'China Merchants Bank, Beijing Oriental Plaza Sub-branch',
      bankAccountName: '汉坤律师事务所',
      bankAccount: '1109 0123 4567 890',
      swift: 'CMBCCNBS',
    },
    office: {
      code: 'BJ',
      nameCn: '北京办公室',
      nameEn: 'Beijing Office',
      address: '',
      phone: '+86 10 8525 5500',
    },
    billNumber: '2026BJ-B00042',
    billDate: '2026-11-05',
    dueDate: '2026-12-05',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    paymentTermsDays: 30,
    client: {
      clientId: 501,
      nameCn: '星河科技（上海）有限公司',
      nameEn: 'Xinghe Technology (Shanghai) Co., Ltd.',
      address: '上海市浦东新区世纪大道100号',
    },
    billingContact: { name: '陈静', email: 'chenjing@xinghe.example.cn' },
    invoiceTitle: '星河科技（上海）有限公司',
    matter: {
      projectId: 9001,
      caseNumber: '2026BJ0123',
      name: '星河科技B轮融资 / Xinghe Series B financing',
    },
    currency: options.currency ?? 'CNY',
    taxMode: 'exclusive',
    language: options.language ?? 'cn',
    groupBy: options.groupBy ?? 'timekeeper',
    lines,
    totals: {
      fees: decimalText(fees, 2),
      disbursements: decimalText(disbursements, 2),
      tax: decimalText(tax, 2),
      total: decimalText(fees.plus(disbursements).plus(tax), 2),
    },
    narrative: '本期工作包括交易文件起草、尽职调查及交割准备。',
  };
}
