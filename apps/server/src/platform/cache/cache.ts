/**
 * Short-lived shared state (captchas, sign-in failure counters, lockouts). In-process by default;
 * Redis when REDIS_URL is set, so several server instances see the same counters.
 */
export interface Cache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Reads and deletes in one step, so a captcha answer can be used once only. */
  take(key: string): Promise<string | null>;
  /** Increments a counter, starting its time-to-live on first use; returns the new value. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** Stores the key only if absent (a request nonce); true when this call stored it. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
