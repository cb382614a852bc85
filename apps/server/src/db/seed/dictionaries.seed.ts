import type { Executor } from '../../platform/db/database.ts';
import { dictData, dictTypes } from '../schema.ts';

export interface DictItemSeed {
  value: string;
  label: string;
  labelEn: string;
  remark?: string;
}

export interface DictSeed {
  dictType: string;
  dictName: string;
  /** Shown in English mode (issue 27 item 4): every seeded name a person reads has both. */
  dictNameEn: string;
  remark: string;
  items: readonly DictItemSeed[];
  /** The value pre-selected in forms, if any. */
  defaultValue?: string;
}

type Labels = readonly [label: string, labelEn: string];
type CodedLabels = readonly [value: string, label: string, labelEn: string];

/** Options valued '1', '2', … in the order given. */
export function numbered(labels: readonly Labels[]): DictItemSeed[] {
  return labels.map(([label, labelEn], index) => ({ value: String(index + 1), label, labelEn }));
}

/** Options whose value is a natural code (Y/N, currency codes, UTBMS codes). */
export function coded(entries: readonly CodedLabels[], remark?: string): DictItemSeed[] {
  return entries.map(([value, label, labelEn]) => ({ value, label, labelEn, ...(remark ? { remark } : {}) }));
}

export const SYSTEM_DICTIONARIES: readonly DictSeed[] = [
  {
    dictType: 'sys_normal_disable',
    dictName: '系统开关',
    dictNameEn: 'System switch',
    remark: 'Normal / disabled status',
    items: coded([
      ['0', '正常', 'Normal'],
      ['1', '停用', 'Disabled'],
    ]),
    defaultValue: '0',
  },
  {
    dictType: 'sys_user_sex',
    dictName: '用户性别',
    dictNameEn: 'Gender',
    remark: 'Gender',
    items: coded([
      ['0', '男', 'Male'],
      ['1', '女', 'Female'],
      ['2', '未知', 'Unknown'],
    ]),
  },
  {
    dictType: 'sys_yes_no',
    dictName: '系统是否',
    dictNameEn: 'Yes / no',
    remark: 'Yes / no',
    items: coded([
      ['Y', '是', 'Yes'],
      ['N', '否', 'No'],
    ]),
    defaultValue: 'Y',
  },
  {
    dictType: 'sys_show_hide',
    dictName: '菜单状态',
    dictNameEn: 'Menu visibility',
    remark: 'Menu shown / hidden',
    items: coded([
      ['0', '显示', 'Show'],
      ['1', '隐藏', 'Hide'],
    ]),
    defaultValue: '0',
  },
  {
    dictType: 'sys_common_status',
    dictName: '系统状态',
    dictNameEn: 'Outcome',
    remark: 'Outcome of a sign-in or operation',
    items: coded([
      ['0', '成功', 'Success'],
      ['1', '失败', 'Failure'],
    ]),
  },
  {
    // Values are the audit log's action codes, so the log page can label them.
    dictType: 'sys_oper_type',
    dictName: '操作类型',
    dictNameEn: 'Operation type',
    remark: 'Audit log action',
    items: coded([
      ['create', '新增', 'Create'],
      ['update', '修改', 'Update'],
      ['delete', '删除', 'Delete'],
      ['login', '登录', 'Sign in'],
      ['logout', '退出', 'Sign out'],
    ]),
  },
  {
    // Label is the API path, value its timeout in ms (spec: 30 s default, overridable per URL).
    // Values must differ: a dictionary's values are unique.
    dictType: 'interface_timeout',
    dictName: '接口超时时间',
    dictNameEn: 'API timeout',
    remark: 'Request timeout per API path (ms)',
    items: [
      { value: '120000', label: '/hankun/project/export', labelEn: '/hankun/project/export' },
      { value: '90000', label: '/hankun/bill/export', labelEn: '/hankun/bill/export' },
      {
        value: '60000',
        label: '/hankun/report/projectIncomeList',
        labelEn: '/hankun/report/projectIncomeList',
      },
    ],
  },
];

/** Inserts the dictionary types and their options; an option's sort is its position. */
export async function seedDictionaries(tx: Executor, dictionaries: readonly DictSeed[]): Promise<void> {
  await tx.insert(dictTypes).values(
    dictionaries.map(({ dictType, dictName, dictNameEn, remark }) => ({
      dictType,
      dictName,
      dictNameEn,
      remark,
    })),
  );
  await tx.insert(dictData).values(
    dictionaries.flatMap(({ dictType, items, defaultValue }) =>
      items.map((item, index) => ({
        dictType,
        dictSort: index + 1,
        dictLabel: item.label,
        dictLabelEn: item.labelEn,
        dictValue: item.value,
        isDefault: item.value === defaultValue ? 'Y' : 'N',
        remark: item.remark ?? '',
      })),
    ),
  );
}
