import { type ApprovalStep, businessTypeOfForm, type DynamicFormItem, FormItemType } from '@venus/shared';
import type { Executor } from '../../platform/db/database.ts';
import { approvalDefinitions, requestForms } from '../schema.ts';

const required = { patterns: [{ required: true }] };
const text = (id: string, name: string, extra: Partial<DynamicFormItem> = {}): DynamicFormItem => ({
  id,
  name,
  type: FormItemType.TEXT,
  ...extra,
});
const choice = (
  id: string,
  name: string,
  type: typeof FormItemType.RADIO | typeof FormItemType.SELECT | typeof FormItemType.CHECKBOX,
  options: readonly string[],
  setting = required,
): DynamicFormItem => ({
  id,
  name,
  type,
  setting,
  // Ids are unique across the whole form (decision 0022): an option is named after its item.
  children: options.map((option, index) => ({
    id: `${id}-${index + 1}`,
    name: option,
    type: FormItemType.TEXT,
  })),
});
const wholeNumber = (message: string) => ({
  patterns: [{ required: true }, { pattern: '^[1-9]\\d{0,3}$', message }],
});

const DEPARTMENT_HEAD: ApprovalStep = {
  key: 'head',
  name: '部门负责人审批',
  nameEn: 'Department head',
  taskCode: 31000,
  approvers: { type: 'departmentHead' },
  mode: 'any',
};
const ADMINISTRATION: ApprovalStep = {
  key: 'administration',
  name: '行政部办理',
  nameEn: 'Administration',
  taskCode: 31000,
  approvers: { type: 'role', roleKey: 'administration' },
  mode: 'any',
};
const HR: ApprovalStep = {
  key: 'hr',
  name: '人力资源部办理',
  nameEn: 'HR',
  taskCode: 31000,
  approvers: { type: 'hr' },
  mode: 'any',
};

/**
 * The everyday requests of a Chinese firm's staff (issue 27 item 13), each a request form with
 * its own workflow (decision 0022), so 申请中心 works on the first day. Administrators change the
 * forms under 系统管理 › 申请表单 and the workflows in the designer, which adds versions.
 */
export const SEEDED_REQUEST_FORMS: readonly {
  formKey: string;
  name: string;
  nameEn: string;
  description: string;
  items: DynamicFormItem[];
  steps: ApprovalStep[];
}[] = [
  {
    formKey: 'business-card',
    name: '名片申请',
    nameEn: 'Business cards',
    description: '新印或重印名片，行政部统一印制，一般 5 个工作日内送达。',
    items: [
      text('printedName', '名片姓名', { setting: required, placeholder: '中文姓名 / 英文姓名' }),
      text('title', '职务', { setting: required, placeholder: '如：合伙人、律师、律师助理' }),
      choice('language', '名片版本', FormItemType.RADIO, ['中文', '英文', '中英双面']),
      choice('boxes', '数量', FormItemType.SELECT, ['1 盒（100 张）', '2 盒（200 张）', '3 盒（300 张）']),
      text('mobile', '手机号码', {
        setting: {
          patterns: [{ required: true }, { pattern: '^1\\d{10}$', message: '请输入 11 位手机号码' }],
        },
      }),
      text('note', '备注', { setting: { textarea: true, tips: '新增头衔、资质或办公地址变更请在此说明' } }),
    ],
    steps: [DEPARTMENT_HEAD, ADMINISTRATION],
  },
  {
    formKey: 'vehicle',
    name: '用车申请',
    nameEn: 'Firm car',
    description: '开庭、会见、调查取证等公务用车，请至少提前一个工作日申请。',
    items: [
      { id: 'date', name: '用车日期', type: FormItemType.DATE, setting: required },
      text('time', '出发时间', {
        setting: {
          patterns: [
            { required: true },
            { pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', message: '时间格式为 09:30' },
          ],
        },
        placeholder: '09:30',
      }),
      text('from', '出发地点', { setting: required }),
      text('to', '目的地', { setting: required }),
      text('passengers', '乘车人数', { setting: wholeNumber('乘车人数须为正整数') }),
      { id: 'project', name: '关联案件', type: FormItemType.PROJECT },
      text('reason', '用车事由', { setting: { ...required, textarea: true } }),
    ],
    steps: [DEPARTMENT_HEAD, ADMINISTRATION],
  },
  {
    formKey: 'office-supplies',
    name: '办公用品领用',
    nameEn: 'Office supplies',
    description: '常用办公用品到行政部前台领取；大宗或特殊用品请在备注中说明。',
    items: [
      choice('supplies', '领用物品', FormItemType.CHECKBOX, [
        '签字笔',
        '笔记本',
        '文件夹 / 档案袋',
        'A4 打印纸',
        '订书机 / 订书钉',
        '便利贴',
        '其他',
      ]),
      text('quantity', '数量（件）', { setting: wholeNumber('数量须为正整数') }),
      text('purpose', '用途', { setting: required }),
      text('note', '备注', { setting: { textarea: true } }),
    ],
    steps: [ADMINISTRATION],
  },
  {
    formKey: 'going-out',
    name: '外出登记',
    nameEn: 'Out of office',
    description: '工作时间外出（开庭、会见客户、外出办事）请登记，便于同事联系。',
    items: [
      { id: 'date', name: '外出日期', type: FormItemType.DATE, setting: required },
      text('hours', '外出时段', { setting: required, placeholder: '如：09:00–12:00' }),
      text('place', '外出地点', { setting: required }),
      choice('purpose', '外出事由', FormItemType.SELECT, [
        '开庭',
        '会见客户',
        '调查取证',
        '外出办事',
        '其他',
      ]),
      { id: 'project', name: '关联案件', type: FormItemType.PROJECT },
      text('note', '说明', { setting: { textarea: true } }),
    ],
    steps: [DEPARTMENT_HEAD],
  },
  {
    formKey: 'certificate',
    name: '证明开具',
    nameEn: 'Certificates',
    description: '在职、收入、执业等证明，人力资源部审核后开具并加盖公章。',
    items: [
      choice('kind', '证明类型', FormItemType.SELECT, [
        '在职证明',
        '收入证明',
        '执业证明',
        '实习证明',
        '其他',
      ]),
      text('purpose', '用途', { setting: required, placeholder: '如：办理签证、申请贷款' }),
      text('recipient', '提交单位', {}),
      choice('copies', '份数', FormItemType.SELECT, ['1 份', '2 份', '3 份']),
      choice('delivery', '领取方式', FormItemType.RADIO, ['自取', '快递']),
      text('note', '备注', { setting: { textarea: true } }),
    ],
    steps: [HR],
  },
];

export async function seedRequestForms(tx: Executor): Promise<void> {
  await tx.insert(requestForms).values(
    SEEDED_REQUEST_FORMS.map(({ formKey, name, nameEn, description, items }) => ({
      formKey,
      name,
      nameEn,
      description,
      items,
    })),
  );
  await tx.insert(approvalDefinitions).values(
    SEEDED_REQUEST_FORMS.map(({ formKey, name, nameEn, steps }) => ({
      businessType: businessTypeOfForm(formKey),
      name,
      nameEn,
      steps,
      version: 1,
    })),
  );
}
