import { describe, expect, it } from 'vitest';
import { ancestorKeys, nextOpenKeys } from './menu-open-keys.ts';
import type { MenuEntry } from './route-tree.ts';

const entry = (key: string, children?: MenuEntry[]): MenuEntry => ({ key, title: key, icon: 1, children });

const menu: MenuEntry[] = [
  entry('/index'),
  entry('/monitor', [entry('/monitor/operlog'), entry('/monitor/logininfor')]),
  entry('/system', [entry('/system/user'), entry('/system/dict', [entry('/system/dict/type')])]),
];

describe('ancestorKeys', () => {
  it('lists the directories above a page', () => {
    expect(ancestorKeys(menu, '/system/dict/type')).toEqual(['/system', '/system/dict']);
  });

  it('is empty for a top-level page or an unknown key', () => {
    expect(ancestorKeys(menu, '/index')).toEqual([]);
    expect(ancestorKeys(menu, '/nowhere')).toEqual([]);
  });
});

describe('nextOpenKeys', () => {
  it('closes the other branch when a directory is opened', () => {
    expect(nextOpenKeys(menu, ['/monitor'], ['/monitor', '/system'])).toEqual(['/system']);
  });

  it('keeps the parents of a nested directory open', () => {
    expect(nextOpenKeys(menu, ['/system'], ['/system', '/system/dict'])).toEqual(['/system', '/system/dict']);
  });

  it('closes a directory when asked', () => {
    expect(nextOpenKeys(menu, ['/system', '/system/dict'], ['/system'])).toEqual(['/system']);
  });
});
