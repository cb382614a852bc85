import { describe, expect, it } from 'vitest';
import { type DynamicFormItem, FormItemType } from './dynamic-form.schemas.ts';
import {
  changeItemValue,
  clearChildValues,
  emptyValue,
  formValues,
  isRequired,
} from './form-item-values.rules.ts';

const caseType: DynamicFormItem = {
  id: 'kind',
  name: '案件类型',
  type: FormItemType.SELECT,
  value: 'lit',
  children: [
    {
      id: 'lit',
      name: '诉讼',
      type: FormItemType.TEXT,
      children: [{ id: 'court', name: '法院', type: FormItemType.TEXT, value: '北京一中院' }],
    },
    {
      id: 'ip',
      name: '知识产权',
      type: FormItemType.TEXT,
      children: [{ id: 'marks', name: '商标', type: FormItemType.CHECKBOX, value: ['a'] }],
    },
  ],
};
const note: DynamicFormItem = { id: 'note', name: '备注', type: FormItemType.TEXT, value: '加急' };

describe('changing a select (spec §4)', () => {
  it("clears its children's values", () => {
    const [changed] = changeItemValue([caseType], 'kind', 'ip');
    expect(changed?.value).toBe('ip');
    expect(formValues([changed!])).toEqual({ kind: 'ip', court: '', marks: [] });
  });

  it('keeps the children when the same option is chosen again', () => {
    const [same] = changeItemValue([caseType], 'kind', 'lit');
    expect(formValues([same!])).toMatchObject({ court: '北京一中院' });
  });

  it('leaves other items alone', () => {
    const changed = changeItemValue([caseType, note], 'kind', 'ip');
    expect(changed[1]).toBe(note);
  });

  it('changes a nested item without clearing anything else', () => {
    const changed = changeItemValue([caseType], 'court', '上海高院');
    expect(formValues(changed)).toEqual({ kind: 'lit', court: '上海高院', marks: ['a'] });
  });

  it('does not clear the children of a text item that changes', () => {
    const section: DynamicFormItem = {
      ...note,
      children: [{ id: 'sub', name: '子项', type: FormItemType.TEXT, value: 'x' }],
    };
    expect(formValues(changeItemValue([section], 'note', '新'))).toEqual({ note: '新', sub: 'x' });
  });
});

describe('clearing child values', () => {
  it('empties each descendant by its type', () => {
    const title: DynamicFormItem = {
      id: 't',
      name: '当事人',
      type: FormItemType.TITLE,
      children: [
        { id: 'who', name: '当事人', type: FormItemType.USER, value: 7 },
        { id: 'files', name: '材料', type: FormItemType.FILE, value: [{ id: 1, name: 'a.pdf' }] },
      ],
    };
    expect(formValues([clearChildValues(title)])).toEqual({ who: null, files: [] });
  });
});

describe('empty values and required markers', () => {
  it('gives each type its empty value', () => {
    expect(emptyValue(FormItemType.TEXT)).toBe('');
    expect(emptyValue(FormItemType.CHECKBOX)).toEqual([]);
    expect(emptyValue(FormItemType.PROJECT)).toBeNull();
    expect(emptyValue(FormItemType.TITLE)).toBeUndefined();
  });

  it('marks an item required when one of its rules requires it', () => {
    expect(isRequired({ setting: { patterns: [{ pattern: '^\\d+$' }, { required: true }] } })).toBe(true);
    expect(isRequired({ setting: { patterns: [{ required: false }] } })).toBe(false);
    expect(isRequired({})).toBe(false);
  });
});
