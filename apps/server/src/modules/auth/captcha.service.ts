import { LOGIN_LIMITS } from '@venus/shared';
import svgCaptcha from 'svg-captcha';
import type { Cache } from '../../platform/cache/cache.ts';

export type CaptchaCheck = 'ok' | 'missing' | 'expired' | 'wrong';

/** Image captcha: the answer is kept server-side for two minutes and can be tried once. */
export class CaptchaService {
  constructor(private readonly cache: Cache) {}

  async create(): Promise<{ uuid: string; img: string }> {
    const captcha = svgCaptcha.create({
      size: 4,
      noise: 2,
      ignoreChars: '0oO1iIlL',
      color: true,
      width: 120,
      height: 40,
    });
    const uuid = crypto.randomUUID();
    await this.cache.set(`captcha:${uuid}`, captcha.text.toLowerCase(), LOGIN_LIMITS.captchaTtlSeconds);
    return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
  }

  async check(uuid: string, answer: string): Promise<CaptchaCheck> {
    if (!uuid || !answer) return 'missing';
    const expected = await this.cache.take(`captcha:${uuid}`);
    if (expected === null) return 'expired';
    return expected === answer.trim().toLowerCase() ? 'ok' : 'wrong';
  }

  /** Test support: the answer for a uuid without consuming it. */
  async peek(uuid: string): Promise<string | null> {
    return this.cache.get(`captcha:${uuid}`);
  }
}
