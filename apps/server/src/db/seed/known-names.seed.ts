import type { Executor } from '../../platform/db/database.ts';
import { knownNames } from '../schema.ts';

/**
 * The demo firm's own additions to the well-known-names dictionary (decision 0036), beside the
 * companies migration 0029 seeds from public lists: the names two demo clients trade under.
 */
export async function seedKnownNames(tx: Executor): Promise<void> {
  await tx.insert(knownNames).values([
    {
      names: ['深圳前海鼎盛投资管理有限公司', '鼎盛资本', 'Dingsheng Capital'],
      formerNames: ['深圳鼎盛投资咨询有限公司'],
      source: 'firm',
      remark: '客户对外使用的品牌名；2019 年更名前的名称见曾用名',
    },
    {
      names: ['上海星河云计算有限公司', '星河云', 'Xinghe Cloud'],
      source: 'firm',
      remark: '客户官网及合同中使用的简称',
    },
  ]);
}
