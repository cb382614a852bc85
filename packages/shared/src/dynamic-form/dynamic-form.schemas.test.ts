import { describe, expect, it } from 'vitest';
import { dynamicFormItemSchema, FORM_ITEM_TYPES, FormItemType } from './dynamic-form.schemas.ts';

describe('dynamic form item (spec §3)', () => {
  it('knows the type codes 0, 1, 2, 3, 4, 9, 10, 11 and 12', () => {
    expect(FORM_ITEM_TYPES).toEqual([0, 1, 2, 3, 4, 9, 10, 11, 12]);
    expect(FormItemType).toMatchObject({ TEXT: 0, SELECT: 3, DATE: 9, USER: 10, PROJECT: 11, TITLE: 12 });
  });

  it('reads id, name, type, value, placeholder, nested children and setting', () => {
    const item = {
      id: 1,
      name: '案件类型',
      type: 3,
      value: 'a',
      placeholder: '请选择',
      children: [{ id: 'a', name: '诉讼', type: 0, children: [{ id: 11, name: '法院', type: 0 }] }],
      setting: { tips: '必选', patterns: [{ required: true }], textarea: false },
    };
    expect(dynamicFormItemSchema.parse(item)).toEqual(item);
  });

  it('refuses an unknown type code', () => {
    expect(dynamicFormItemSchema.safeParse({ id: 1, name: 'x', type: 5 }).success).toBe(false);
  });

  it('refuses a pattern that is not a regular expression', () => {
    const result = dynamicFormItemSchema.safeParse({
      id: 1,
      name: 'x',
      type: 0,
      setting: { patterns: [{ pattern: '(' }] },
    });
    expect(result.success ? null : result.error.issues[0]?.message).toBe('dynamicForm.badPattern');
  });

  it('refuses a malformed nested child', () => {
    expect(
      dynamicFormItemSchema.safeParse({ id: 1, name: 'x', type: 3, children: [{ id: 2, type: 0 }] }).success,
    ).toBe(false);
  });
});
