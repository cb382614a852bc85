import { type DynamicFormItem, FormItemType } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { filledValues } from './request-values.ts';

describe('a filed request read back', () => {
  it('names the chosen options, shows follow-ups of a chosen option only, and leaves titles out', () => {
    const items: DynamicFormItem[] = [
      { id: 'head', name: '用印信息', type: FormItemType.TITLE },
      { id: 'reason', name: '事由', type: FormItemType.TEXT, value: '签约' },
      {
        id: 'seal',
        name: '印章',
        type: FormItemType.SELECT,
        value: 'contract',
        children: [
          { id: 'firm', name: '所章', type: 0, children: [{ id: 'why', name: '原因', type: 0, value: 'x' }] },
          {
            id: 'contract',
            name: '合同章',
            type: 0,
            children: [{ id: 'copies', name: '份数', type: 0, value: '2' }],
          },
        ],
      },
      {
        id: 'kinds',
        name: '文件',
        type: FormItemType.CHECKBOX,
        value: ['a', 'b'],
        children: [
          { id: 'a', name: '合同', type: 0 },
          { id: 'b', name: '函件', type: 0 },
        ],
      },
      { id: 'note', name: '备注', type: FormItemType.TEXT },
    ];
    expect(filledValues(items)).toEqual([
      { key: 'reason', name: '事由', text: '签约' },
      { key: 'seal', name: '印章', text: '合同章' },
      { key: 'copies', name: '份数', text: '2' },
      { key: 'kinds', name: '文件', text: '合同、函件' },
      { key: 'note', name: '备注', text: '' },
    ]);
  });
});
