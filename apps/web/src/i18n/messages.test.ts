import { sharedMessages } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import cn from './cn.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { leafKeys, type MessageTree, mergeMessages } from './merge-messages.ts';

describe('web messages', () => {
  it('has every cn key in en and the other way round', () => {
    expect(leafKeys(en).sort()).toEqual(leafKeys(cn).sort());
  });

  it('never redefines a shared message', () => {
    const shared = new Set(leafKeys(sharedMessages.cn as MessageTree));
    expect(leafKeys(cn).filter((key) => shared.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = (tree: MessageTree) => leafKeys(tree).filter((key) => lookup(tree, key) === '');
    expect(empty(cn)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
});

describe('mergeMessages', () => {
  it('merges nested trees', () => {
    expect(mergeMessages({ a: { b: 'x' } }, { a: { c: 'y' } })).toEqual({ a: { b: 'x', c: 'y' } });
  });
});

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
