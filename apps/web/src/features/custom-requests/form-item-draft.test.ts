import { type DynamicFormItem, FormItemType, formStructureIssues } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, itemOf, newOptionId, optionsNamed } from './form-item-draft.ts';

const seal: DynamicFormItem = {
  id: 'seal',
  name: '印章类型',
  type: FormItemType.SELECT,
  placeholder: '请选择',
  setting: { patterns: [{ required: true }], tips: '合同用合同章' },
  children: [
    { id: 'firm', name: '所章', type: FormItemType.TEXT },
    {
      id: 'contract',
      name: '合同章',
      type: FormItemType.TEXT,
      children: [{ id: 'copies', name: '份数', type: 0 }],
    },
  ],
};

describe('the request form editor', () => {
  it('turns an item into fields and back unchanged, follow-ups of options included', () => {
    expect(itemOf(draftOf(seal))).toEqual(seal);
    const amount: DynamicFormItem = {
      id: 'amount',
      name: '金额',
      type: FormItemType.TEXT,
      setting: { patterns: [{ pattern: '^\\d+$', message: '须为整数' }], textarea: true },
    };
    expect(itemOf(draftOf(amount))).toEqual(amount);
  });

  it('keeps only the settings that fit the type and drops empty texts', () => {
    const draft = {
      ...emptyDraft(1),
      name: ' 标题 ',
      type: FormItemType.TITLE,
      required: true,
      textarea: true,
    };
    expect(itemOf(draft)).toEqual({ id: 'item1', name: '标题', type: FormItemType.TITLE });
  });

  it('names a new option so that no id in the form repeats', () => {
    const taken = new Set(['seal', 'seal-1', 'seal-2']);
    expect(newOptionId('seal', taken)).toBe('seal-3');
    const draft = {
      ...draftOf(seal),
      options: [...draftOf(seal).options, { id: newOptionId('seal', taken), name: '财务章' }],
    };
    expect(formStructureIssues([itemOf(draft)])).toEqual([]);
  });
});

describe('options named in the editor', () => {
  it('keep their ids by name and get fresh ones for new names', () => {
    const before = draftOf(seal).options;
    const taken = new Set(['seal', 'firm', 'contract', 'copies']);
    expect(optionsNamed('seal', ['合同章', ' 财务章 ', ''], before, taken)).toEqual([
      before[1],
      { id: 'seal-1', name: '财务章' },
    ]);
  });
});
