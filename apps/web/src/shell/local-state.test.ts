import { describe, expect, it } from 'vitest';
import { clearStorage } from './local-state.ts';

/** A real Storage contract over a Map, since the unit tests run without a browser. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('clearStorage', () => {
  it('empties everything but the language', () => {
    const storage = new MemoryStorage();
    storage.setItem('lang', 'en');
    storage.setItem('venus.tabs', '{"tabs":[]}');
    storage.setItem('pageSize:/monitor/operlog', '50');
    clearStorage(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('lang')).toBe('en');
  });

  it('does not invent a language that was never chosen', () => {
    const storage = new MemoryStorage();
    storage.setItem('venus.tabs', 'x');
    clearStorage(storage);
    expect(storage.length).toBe(0);
  });
});
