import { LOGIN_LIMITS } from '@venus/shared';
import type { Cache } from '../../platform/cache/cache.ts';

/**
 * Counts failed sign-ins per username and per IP. After 3 the captcha is required; after 5 for
 * a username it is locked for 10 minutes. Unknown usernames are counted and locked exactly like
 * real ones, so neither the message nor the behaviour reveals which usernames exist.
 */
export class LoginGuard {
  constructor(private readonly cache: Cache) {}

  private userKey = (userName: string) => `login:fail:user:${userName.toLowerCase()}`;
  private ipKey = (ip: string) => `login:fail:ip:${ip}`;
  private lockKey = (userName: string) => `login:lock:${userName.toLowerCase()}`;
  private readonly window = LOGIN_LIMITS.lockMinutes * 60;

  async isLocked(userName: string): Promise<boolean> {
    return (await this.cache.get(this.lockKey(userName))) !== null;
  }

  async needsCaptcha(userName: string, ip: string, alwaysRequired: boolean): Promise<boolean> {
    if (alwaysRequired) return true;
    const [byUser, byIp] = await Promise.all([
      this.cache.get(this.userKey(userName)),
      this.cache.get(this.ipKey(ip)),
    ]);
    return Math.max(Number(byUser ?? 0), Number(byIp ?? 0)) >= LOGIN_LIMITS.captchaAfterFailures;
  }

  /** Records a failure; returns true when it has just locked the username. */
  async recordFailure(userName: string, ip: string): Promise<boolean> {
    const [byUser] = await Promise.all([
      this.cache.increment(this.userKey(userName), this.window),
      this.cache.increment(this.ipKey(ip), this.window),
    ]);
    if (byUser >= LOGIN_LIMITS.lockAfterFailures) {
      await this.cache.set(this.lockKey(userName), '1', this.window);
      await this.cache.delete(this.userKey(userName));
      return true;
    }
    return false;
  }

  async recordSuccess(userName: string, ip: string): Promise<void> {
    await Promise.all([this.cache.delete(this.userKey(userName)), this.cache.delete(this.ipKey(ip))]);
  }
}
