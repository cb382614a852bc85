import type { Cache } from './cache.ts';

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  private claims = 0;

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds: number) {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  async take(key: string) {
    const value = this.live(key)?.value ?? null;
    this.entries.delete(key);
    return value;
  }

  async increment(key: string, ttlSeconds: number) {
    const entry = this.live(key);
    const next = Number(entry?.value ?? 0) + 1;
    this.entries.set(key, {
      value: String(next),
      expiresAt: entry?.expiresAt ?? Date.now() + ttlSeconds * 1000,
    });
    return next;
  }

  async claim(key: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    this.entries.set(key, { value: '1', expiresAt: Date.now() + ttlSeconds * 1000 });
    // Nonces are written once and never read again: sweep now and then, or they pile up.
    if (++this.claims % 1000 === 0) this.sweep();
    return true;
  }

  private sweep() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async delete(key: string) {
    this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }
}
