import { LOGIN_LIMITS } from '@venus/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginGuard } from '../modules/auth/login-guard.ts';
import { MemoryCache } from '../platform/cache/memory-cache.ts';

/**
 * ASVS 6.3.1 / issue 8 item 4: at most 100 failed password guesses per hour against one account,
 * whatever the addresses they come from. The per-username lockout is what holds the line, so an
 * attacker is simulated against the guard over simulated hours: a guess a second, every one from
 * a new address, every captcha solved (the worst case: a captcha farm), stopped only by the lock.
 * A guess counts when the password is actually checked, as in AuthService.login.
 */

const HOUR = 3_600_000;
const ACCOUNT_LIMIT_PER_HOUR = 100;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The moments at which the password of `userName` was really checked, over `hours`. */
async function attack(guard: LoginGuard, userName: string, hours: number): Promise<number[]> {
  const guesses: number[] = [];
  const start = Date.now();
  for (let second = 0; second < hours * 3600; second += 1) {
    vi.setSystemTime(start + second * 1000);
    if (await guard.isLocked(userName)) continue;
    guesses.push(Date.now());
    await guard.recordFailure(userName, `10.${(second >> 16) & 255}.${(second >> 8) & 255}.${second & 255}`);
  }
  return guesses;
}

/** The most guesses inside any one hour, sliding. */
function busiestHour(moments: number[]): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < moments.length; last += 1) {
    while (moments[last]! - moments[first]! >= HOUR) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

describe('failed sign-ins per account', () => {
  it('lets no more than 100 guesses an hour through, from however many addresses', async () => {
    const guesses = await attack(new LoginGuard(new MemoryCache()), 'wangjianguo', 3);
    const perHour = busiestHour(guesses);
    expect(perHour).toBeLessThanOrEqual(ACCOUNT_LIMIT_PER_HOUR);
    // What the limits give exactly: 5 guesses, then 10 minutes locked, six times an hour.
    expect(perHour).toBe(LOGIN_LIMITS.lockAfterFailures * Math.ceil(60 / LOGIN_LIMITS.lockMinutes));
  });

  it('counts unknown usernames and differently cased ones as the same account', async () => {
    const guard = new LoginGuard(new MemoryCache());
    for (const name of ['WangJianguo', 'wangjianguo', 'WANGJIANGUO', 'wangJianguo', 'wangjianguO']) {
      await guard.recordFailure(name, '10.0.0.1');
    }
    expect(await guard.isLocked('wangjianguo')).toBe(true);
    expect(await guard.isLocked('nobody-at-all')).toBe(false);
  });

  it('opens the account again once the lock has run out', async () => {
    const guard = new LoginGuard(new MemoryCache());
    for (let i = 0; i < LOGIN_LIMITS.lockAfterFailures; i += 1)
      await guard.recordFailure('lihuimin', `10.0.0.${i}`);
    expect(await guard.isLocked('lihuimin')).toBe(true);
    vi.setSystemTime(Date.now() + LOGIN_LIMITS.lockMinutes * 60_000 - 1000);
    expect(await guard.isLocked('lihuimin')).toBe(true);
    vi.setSystemTime(Date.now() + 1000);
    expect(await guard.isLocked('lihuimin')).toBe(false);
  });
});
