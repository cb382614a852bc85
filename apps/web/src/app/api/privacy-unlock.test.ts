import { afterEach, describe, expect, it } from 'vitest';
import {
  currentPrivacyToken,
  requestPrivacyUnlock,
  setPrivacyToken,
  setPrivacyUnlocker,
} from './privacy-unlock.ts';

afterEach(() => {
  setPrivacyUnlocker(undefined);
  setPrivacyToken(null);
});

describe('privacy unlock', () => {
  it('is unavailable before the prompt registers', async () => {
    expect(await requestPrivacyUnlock()).toBe('unavailable');
  });

  it('asks once for calls refused together, and tells each the outcome', async () => {
    let asked = 0;
    let answer: (value: boolean) => void = () => {};
    setPrivacyUnlocker(() => {
      asked += 1;
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const first = requestPrivacyUnlock();
    const second = requestPrivacyUnlock();
    answer(true);
    expect(await Promise.all([first, second])).toEqual(['unlocked', 'unlocked']);
    expect(asked).toBe(1);
  });

  it('asks again after a cancelled prompt', async () => {
    const answers = [false, true];
    setPrivacyUnlocker(async () => answers.shift() ?? false);
    expect(await requestPrivacyUnlock()).toBe('cancelled');
    expect(await requestPrivacyUnlock()).toBe('unlocked');
  });

  it('holds the token until it runs out', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    setPrivacyToken('tok', '2026-05-01T10:30:00Z');
    expect(currentPrivacyToken(now)).toBe('tok');
    expect(currentPrivacyToken(now + 30 * 60_000)).toBeNull();
    expect(currentPrivacyToken(now)).toBeNull();
  });
});
