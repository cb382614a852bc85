/**
 * Work on one key (a request's approval instance) one at a time within this process, first come
 * first served, while other keys go freely. Fifty clicks on one approval then wait in memory for
 * their turn, holding no connection and sending PostgreSQL nothing, instead of polling its lock;
 * the row lock still decides between processes (retryWhileLocked).
 */
export class LocalTurns<K> {
  private readonly tails = new Map<K, Promise<unknown>>();

  run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(work);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
