import { describe, expect, it } from 'vitest';
import { type DynamicFormItem, FormItemType } from './dynamic-form.schemas.ts';
import { activeItems, buildDynamicFormSchema, validateDynamicForm } from './form-validation.rules.ts';

const required = { patterns: [{ required: true }] };
const items: DynamicFormItem[] = [
  {
    id: 'h',
    name: '基本信息',
    type: FormItemType.TITLE,
    children: [{ id: 'title', name: '标题', type: FormItemType.TEXT, setting: required }],
  },
  {
    id: 'phone',
    name: '电话',
    type: FormItemType.TEXT,
    setting: { patterns: [{ pattern: '^\\d{11}$', message: '请输入11位手机号' }] },
  },
  {
    id: 'kind',
    name: '案件类型',
    type: FormItemType.SELECT,
    setting: required,
    children: [
      {
        id: 'lit',
        name: '诉讼',
        type: FormItemType.TEXT,
        children: [{ id: 'court', name: '法院', type: FormItemType.TEXT, setting: required }],
      },
      { id: 'ip', name: '知识产权', type: FormItemType.TEXT },
    ],
  },
  {
    id: 'tags',
    name: '标签',
    type: FormItemType.CHECKBOX,
    children: [
      { id: 1, name: 'A', type: 0 },
      { id: 2, name: 'B', type: 0 },
    ],
  },
  { id: 'due', name: '截止日期', type: FormItemType.DATE },
  { id: 'owner', name: '负责人', type: FormItemType.USER },
];

const keys = (list: DynamicFormItem[]) => list.map((item) => String(item.id));

describe('which items count', () => {
  it('takes titles’ sub-items and only the chosen option’s follow-ups', () => {
    expect(keys(activeItems(items, { kind: 'ip' }))).toEqual([
      'title',
      'phone',
      'kind',
      'tags',
      'due',
      'owner',
    ]);
    expect(keys(activeItems(items, { kind: 'lit' }))).toContain('court');
  });
});

describe('validating a dynamic form', () => {
  const valid = {
    title: '合同审查',
    kind: 'ip',
    phone: '13800000000',
    tags: ['1'],
    due: '2026-05-20',
    owner: 7,
  };

  it('accepts a form that keeps every rule', () => {
    expect(validateDynamicForm(items, valid)).toEqual([]);
  });

  it('requires the items whose rules require them', () => {
    expect(validateDynamicForm(items, { ...valid, title: '  ', kind: '' })).toEqual([
      { key: 'title', message: 'validation.required' },
      { key: 'kind', message: 'validation.required' },
    ]);
  });

  it('requires a follow-up only when its option is chosen', () => {
    expect(validateDynamicForm(items, { ...valid, kind: 'lit' })).toEqual([
      { key: 'court', message: 'validation.required' },
    ]);
  });

  it('checks patterns with the author’s message', () => {
    expect(validateDynamicForm(items, { ...valid, phone: '12345' })).toEqual([
      { key: 'phone', message: '请输入11位手机号' },
    ]);
  });

  it('leaves an empty optional item alone even with a pattern', () => {
    expect(validateDynamicForm(items, { ...valid, phone: '' })).toEqual([]);
  });

  it('refuses a choice that is not one of the item’s options', () => {
    expect(validateDynamicForm(items, { ...valid, kind: 'tax', tags: ['1', '9'] })).toEqual([
      { key: 'kind', message: 'validation.oneOf' },
      { key: 'tags', message: 'validation.oneOf' },
    ]);
  });

  it('refuses a malformed date or person', () => {
    expect(validateDynamicForm(items, { ...valid, due: '2026-02-30', owner: { id: 7 } })).toEqual([
      { key: 'due', message: 'dateRange.invalidDate' },
      { key: 'owner', message: 'validation.invalid' },
    ]);
  });
});

describe('buildDynamicFormSchema: server and form validate alike', () => {
  const schema = buildDynamicFormSchema(items);

  it('reports each broken rule on its item', () => {
    const result = schema.safeParse({ kind: 'lit', phone: 'x' });
    expect(
      result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([
      ['title', 'validation.required'],
      ['phone', '请输入11位手机号'],
      ['court', 'validation.required'],
    ]);
  });

  it('answers the active values only, empty ones as their type’s empty value', () => {
    expect(schema.parse({ title: '合同审查', kind: 'ip', court: '残留', stray: 1 })).toEqual({
      title: '合同审查',
      phone: '',
      kind: 'ip',
      tags: [],
      due: '',
      owner: null,
    });
  });
});
