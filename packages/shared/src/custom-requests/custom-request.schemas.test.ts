import { describe, expect, it } from 'vitest';
import { type DynamicFormItem, FormItemType } from '../dynamic-form/dynamic-form.schemas.ts';
import {
  businessTypeOfForm,
  formKeyOfBusinessType,
  formStructureIssues,
  requestFormSchema,
} from './custom-request.schemas.ts';
import { factsOfRequest } from './custom-request-facts.rules.ts';

const text: DynamicFormItem = { id: 'reason', name: '事由', type: FormItemType.TEXT };

describe('a request form', () => {
  it('is its own approval business type', () => {
    expect(businessTypeOfForm('seal-use')).toBe('custom:seal-use');
    expect(formKeyOfBusinessType('custom:seal-use')).toBe('seal-use');
    expect(formKeyOfBusinessType('leave')).toBeNull();
  });

  it('refuses item ids used twice, also among nested options', () => {
    const items: DynamicFormItem[] = [
      text,
      {
        id: 'kind',
        name: '类型',
        type: FormItemType.SELECT,
        children: [{ id: 'reason', name: '重复', type: 0 }],
      },
    ];
    expect(formStructureIssues(items).map((issue) => issue.message)).toEqual([
      'customRequests.duplicateItemId',
    ]);
  });

  it('refuses a choice without options and a form of titles only', () => {
    expect(
      formStructureIssues([
        { id: 't', name: '标题', type: FormItemType.TITLE },
        { id: 'r', name: '选项', type: FormItemType.RADIO, children: [] },
      ]).map((issue) => issue.message),
    ).toEqual(['customRequests.noOptions']);
    expect(
      formStructureIssues([{ id: 't', name: '标题', type: FormItemType.TITLE }]).map(
        (issue) => issue.message,
      ),
    ).toEqual(['customRequests.noItems']);
  });

  it('takes a lower-case key that fits in a business type', () => {
    const base = { name: '用印申请', items: [text] };
    expect(requestFormSchema.safeParse({ ...base, formKey: 'seal-use' }).success).toBe(true);
    expect(requestFormSchema.safeParse({ ...base, formKey: 'Seal Use' }).success).toBe(false);
  });
});

describe('the facts a request gives its workflow', () => {
  it('keeps scalar values under ids that can name a fact', () => {
    expect(
      factsOfRequest({ amount: '6000.00', kind: 'b', days: 3, 'bad-id': 'x', files: [{ id: 1 }], note: '' }),
    ).toEqual({ amount: '6000.00', kind: 'b', days: 3 });
  });
});
