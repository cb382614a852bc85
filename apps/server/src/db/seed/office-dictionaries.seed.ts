import { coded, type DictItemSeed, type DictSeed, numbered } from './dictionaries.seed.ts';

const withRemarks = (items: DictItemSeed[], remarks: readonly string[]) =>
  items.map((item, index) => ({ ...item, remark: remarks[index] ?? '' }));

/** Option lists of time, money, leave and seals. */
export const OFFICE_DICTIONARIES: readonly DictSeed[] = [
  {
    dictType: 'hk_currency',
    dictName: '币种',
    dictNameEn: 'Currency',
    remark: 'Currency (ISO 4217 code)',
    items: coded([
      ['CNY', '人民币', 'Chinese yuan'],
      ['HKD', '港币', 'Hong Kong dollar'],
      ['USD', '美元', 'US dollar'],
      ['EUR', '欧元', 'Euro'],
      ['GBP', '英镑', 'Pound sterling'],
      ['JPY', '日元', 'Japanese yen'],
    ]),
    defaultValue: 'CNY',
  },
  {
    dictType: 'hk_fee_type',
    dictName: '收费方式',
    dictNameEn: 'Fee arrangement',
    remark: 'Fee arrangement',
    items: numbered([
      ['计时收费', 'Hourly'],
      ['固定收费', 'Fixed fee'],
      ['封顶收费', 'Capped fee'],
      ['风险代理', 'Contingency'],
      ['常年顾问费', 'Retainer'],
    ]),
    defaultValue: '1',
  },
  {
    dictType: 'hk_worklog_activity',
    dictName: '工作类型',
    dictNameEn: 'Work type',
    remark: 'Kind of work in a time entry',
    items: numbered([
      ['会议', 'Meeting'],
      ['电话沟通', 'Call'],
      ['起草文件', 'Drafting'],
      ['审阅文件', 'Document review'],
      ['法律研究', 'Legal research'],
      ['尽职调查', 'Due diligence'],
      ['谈判', 'Negotiation'],
      ['出庭', 'Court appearance'],
      ['差旅', 'Travel'],
      ['所内事务', 'Internal work'],
    ]),
  },
  {
    dictType: 'hr_leave_type',
    dictName: '请假类型',
    dictNameEn: 'Leave type',
    remark: 'Leave type',
    items: numbered([
      ['年假', 'Annual leave'],
      ['病假', 'Sick leave'],
      ['事假', 'Personal leave'],
      ['婚假', 'Marriage leave'],
      ['产假', 'Maternity leave'],
      ['陪产假', 'Paternity leave'],
      ['丧假', 'Bereavement leave'],
    ]),
    defaultValue: '1',
  },
  {
    dictType: 'hk_expense_type',
    dictName: '费用类型',
    dictNameEn: 'Expense type',
    remark: 'Expense type',
    // Each type's UTBMS expense code (E101…) in its remark: a billed line carries it into LEDES
    // (decision 0032). Values stay numbered: the case picker filters by `expType` number (spec).
    items: withRemarks(
      numbered([
        ['交通', 'Travel'],
        ['住宿', 'Accommodation'],
        ['餐费', 'Meals'],
        ['快递', 'Courier'],
        ['复印打印', 'Copying'],
        ['诉讼费', 'Court fees'],
        ['差旅补助', 'Per diem'],
        ['其他', 'Other'],
      ]),
      ['E109', 'E110', 'E111', 'E107', 'E101', 'E112', 'E110', 'E124'],
    ),
  },
  {
    dictType: 'hk_invoice_type',
    dictName: '发票类型',
    dictNameEn: 'Invoice type',
    remark: 'Invoice type',
    items: numbered([
      ['增值税专用发票', 'VAT special invoice'],
      ['增值税普通发票', 'VAT general invoice'],
      ['形式发票', 'Proforma invoice'],
    ]),
  },
  {
    dictType: 'hk_payment_method',
    dictName: '付款方式',
    dictNameEn: 'Payment method',
    remark: 'Payment method',
    items: numbered([
      ['银行转账', 'Bank transfer'],
      ['支票', 'Cheque'],
      ['现金', 'Cash'],
    ]),
    defaultValue: '1',
  },
  {
    dictType: 'hk_seal_type',
    dictName: '印章类型',
    dictNameEn: 'Seal type',
    remark: 'Seal (company chop) type',
    items: numbered([
      ['公章', 'Firm seal'],
      ['合同章', 'Contract seal'],
      ['财务章', 'Finance seal'],
      ['律师事务所函件章', 'Letter seal'],
    ]),
  },
];
