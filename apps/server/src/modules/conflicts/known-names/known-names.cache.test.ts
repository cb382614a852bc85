import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../platform/cache/memory-cache.ts';
import type { PreparedName } from '../conflict.types.ts';
import { normaliseName } from '../normalise/name.ts';
import { gramsOf } from '../similarity.ts';
import type { KnownNameGroup } from './known-name-book.ts';
import { KnownNamesCache } from './known-names.cache.ts';

const query = (raw: string): PreparedName => {
  const name = normaliseName(raw)!;
  return { raw, field: 'name', name, grams: gramsOf(name.compact) };
};
const others = async (cache: KnownNamesCache, raw: string) =>
  (await cache.book()).alternativesOf(query(raw)).map((a) => a.name.raw);

describe('the well-known-names book every check reads', () => {
  it('is read from the table once, until a change; another server instance sees the change too', async () => {
    const shared = new MemoryCache();
    let table: KnownNameGroup[] = [{ groupId: 1, names: ['中国工商银行股份有限公司', '工行'] }];
    let reads = 0;
    const load = async () => {
      reads += 1;
      return table;
    };
    const here = new KnownNamesCache(shared, load);
    const there = new KnownNamesCache(shared, load);
    expect(await others(here, '工行')).toEqual(['中国工商银行股份有限公司']);
    await here.book();
    expect(reads).toBe(1);

    table = [{ groupId: 1, names: ['中国工商银行股份有限公司', '工行', 'ICBC'] }];
    await there.book();
    expect(reads).toBe(2);
    await here.changed();
    expect(await others(here, 'ICBC')).toEqual(['中国工商银行股份有限公司', '工行']);
    expect(await others(there, 'ICBC')).toEqual(['中国工商银行股份有限公司', '工行']);
    expect(reads).toBe(4);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = new KnownNamesCache(new MemoryCache(), async () => {
      if (fail) throw new Error('database away');
      return [{ groupId: 1, names: ['中国银行股份有限公司', '中行'] }];
    });
    await expect(cache.book()).rejects.toThrow('database away');
    fail = false;
    expect(await others(cache, '中行')).toEqual(['中国银行股份有限公司']);
  });
});
