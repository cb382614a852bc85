import { type DynamicFormItem, FormItemType } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { changeDynamicForm, checkDynamicForm, itemsBelow } from './dynamic-form-logic.ts';

const required = { patterns: [{ required: true }] };
const form = (): DynamicFormItem[] => [
  {
    id: 'title',
    name: '基本信息',
    type: FormItemType.TITLE,
    children: [
      { id: 'subject', name: '事由', type: FormItemType.TEXT, value: '', setting: required },
      {
        id: 'phone',
        name: '电话',
        type: FormItemType.TEXT,
        value: '',
        setting: { patterns: [{ pattern: '^\\d{11}$', message: '请输入11位手机号' }] },
      },
    ],
  },
  {
    id: 'kind',
    name: '类型',
    type: FormItemType.SELECT,
    value: '',
    children: [
      {
        id: 'court',
        name: '诉讼',
        type: FormItemType.TEXT,
        children: [{ id: 'courtName', name: '法院', type: FormItemType.TEXT, value: '', setting: required }],
      },
      { id: 'other', name: '其他', type: FormItemType.TEXT },
    ],
  },
];

describe('dynamic form', () => {
  it('reports required items left empty and pattern messages as the author wrote them', () => {
    let items = form();
    items = changeDynamicForm(items, {}, 'phone', '123').items;
    const check = checkDynamicForm(items);
    expect(check).toEqual({
      ok: false,
      issues: { subject: 'validation.required', phone: '请输入11位手机号' },
    });
  });

  it('asks the follow-up of a chosen option only while it is chosen', () => {
    let { items } = changeDynamicForm(form(), {}, 'subject', '合同审查');
    items = changeDynamicForm(items, {}, 'kind', 'court').items;
    expect(checkDynamicForm(items)).toEqual({ ok: false, issues: { courtName: 'validation.required' } });
    items = changeDynamicForm(items, {}, 'courtName', '北京市第一中级人民法院').items;
    const check = checkDynamicForm(items);
    expect(check).toEqual({
      ok: true,
      values: { subject: '合同审查', phone: '', kind: 'court', courtName: '北京市第一中级人民法院' },
    });
  });

  it("clears the follow-up answers when the select changes, and their issue with the select's own", () => {
    let { items } = changeDynamicForm(form(), {}, 'kind', 'court');
    items = changeDynamicForm(items, {}, 'courtName', '海淀法院').items;
    const changed = changeDynamicForm(items, { kind: 'validation.oneOf' }, 'kind', 'other');
    const court = changed.items[1]?.children?.[0]?.children?.[0];
    expect(court?.value).toBe('');
    expect(changed.issues).toEqual({});
  });

  it("shows a title's sub-items and a chosen option's follow-ups below the item", () => {
    const items = form();
    expect(itemsBelow(items[0]!).map((item) => item.id)).toEqual(['subject', 'phone']);
    expect(itemsBelow(items[1]!)).toEqual([]);
    const chosen = changeDynamicForm(items, {}, 'kind', 'court').items;
    expect(itemsBelow(chosen[1]!).map((item) => item.id)).toEqual(['courtName']);
  });
});
