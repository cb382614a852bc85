import { describe, expect, it } from 'vitest';
import { onHomeRefresh, raiseHomeRefresh } from './home-refresh.ts';

describe('home refresh event', () => {
  it('reaches every subscriber until it unsubscribes', () => {
    const heard: string[] = [];
    const stopA = onHomeRefresh(() => heard.push('a'));
    const stopB = onHomeRefresh(() => heard.push('b'));
    raiseHomeRefresh();
    stopA();
    raiseHomeRefresh();
    stopB();
    raiseHomeRefresh();
    expect(heard).toEqual(['a', 'b', 'b']);
  });
});
