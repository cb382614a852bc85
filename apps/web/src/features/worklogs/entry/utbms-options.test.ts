import type { DictOption } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { utbmsOptions } from './utbms-options.ts';

const option = (dictValue: string): DictOption => ({
  dictCode: 0,
  dictSort: 0,
  dictLabel: dictValue,
  dictLabelEn: dictValue,
  dictValue,
  dictType: 'x',
  isDefault: 'N',
  remark: '',
  disabled: false,
});
const values = (options: DictOption[]) => options.map((item) => item.dictValue);

describe('UTBMS codes', () => {
  const mixed = [option('L110'), option('L120'), option('A101'), option('A103')];

  it('offers only task codes as tasks, even from a dictionary holding both kinds', () => {
    expect(values(utbmsOptions('task', [], mixed))).toEqual(['L110', 'L120']);
  });

  it('offers the activity dictionary and the A-codes of the task dictionary once each', () => {
    expect(values(utbmsOptions('activity', [option('A101'), option('A102')], mixed))).toEqual([
      'A101',
      'A102',
      'A103',
    ]);
  });
});
