import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language, SendVerificationCodeInput, VerificationPurpose } from '@venus/shared';
import { ResultCode, translate, VERIFICATION_CODE_LIMITS } from '@venus/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Cache } from '../../platform/cache/cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, badRequest, forbidden } from '../../platform/http/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

/** Who a code is mailed to; read through the users module, which owns the account. */
export interface CodeRecipient {
  email: string;
  nickName: string;
  nameEn: string;
}

export interface VerificationCodeDeps {
  recipientOf(userId: number): Promise<CodeRecipient>;
  /** Seconds a code stays valid (system config `sys.verificationCode.ttlSeconds`). */
  ttlSeconds(): Promise<number>;
}

interface StoredCode {
  salt: string;
  hash: string;
}

/** What the cache holds once a code has taken too many wrong entries. */
const DEAD = 'dead';
const FIELD = 'verificationCode';

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

/** "a***@firm.cn": the audit trail shows where a code went without copying the address. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * E-mailed verification codes (spec §4, §9; decision 0006). A code is six random digits, kept
 * only as a salted hash in the cache (Redis when configured), valid for a configured time,
 * usable once, dead after five wrong entries, and bound to the user and the purpose it was sent
 * for. A second send within 60 seconds is refused, as the button counts down.
 */
export class VerificationCodesService {
  constructor(
    private readonly db: Database,
    private readonly cache: Cache,
    private readonly mailer: Mailer,
    private readonly deps: VerificationCodeDeps,
  ) {}

  private keys(userId: number, purpose: VerificationPurpose) {
    const id = `${purpose}:${userId}`;
    return {
      code: `vcode:${id}`,
      tries: `vcode-tries:${id}`,
      cooldown: `vcode-cooldown:${id}`,
      sentAt: `vcode-sent:${id}`,
    };
  }

  /** Spec §7 "Send an email verification code": to the caller's own address, in their language. */
  async send(ctx: SignedInContext, input: SendVerificationCodeInput): Promise<{ resendSeconds: number }> {
    const userId = ctx.actor.userId;
    if (input.userId !== undefined && input.userId !== userId) throw forbidden();
    const recipient = await this.deps.recipientOf(userId);
    if (!recipient.email) throw badRequest('verificationCode.noEmail');
    const keys = this.keys(userId, input.purpose);
    const { resendSeconds } = VERIFICATION_CODE_LIMITS;
    // The counter is atomic (Redis INCR), so two quick presses cannot both send.
    if ((await this.cache.increment(keys.cooldown, resendSeconds)) > 1) {
      const sentAt = Number(await this.cache.get(keys.sentAt)) || Date.now();
      const seconds = Math.min(
        resendSeconds,
        Math.max(1, Math.ceil(resendSeconds - (Date.now() - sentAt) / 1000)),
      );
      throw new AppError(ResultCode.TOO_MANY_REQUESTS, 'verificationCode.tooSoon', { seconds }, undefined, {
        resendSeconds: seconds,
      });
    }
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LIMITS.digits)).padStart(
      VERIFICATION_CODE_LIMITS.digits,
      '0',
    );
    const ttl = await this.deps.ttlSeconds();
    const salt = randomBytes(16).toString('base64url');
    const stored: StoredCode = { salt, hash: digest(salt, code).toString('base64url') };
    await this.cache.set(keys.sentAt, String(Date.now()), resendSeconds);
    await this.cache.delete(keys.tries);
    await this.cache.set(keys.code, JSON.stringify(stored), ttl);
    try {
      await this.mailer.send(this.mailOf(ctx.lang, recipient, input.purpose, code, ttl));
    } catch (cause) {
      // An unsent code must not block a retry for a minute, nor stay usable.
      await Promise.all([this.cache.delete(keys.code), this.cache.delete(keys.cooldown)]);
      throw Object.assign(new AppError(ResultCode.ERROR, 'verificationCode.sendFailed'), { cause });
    }
    await this.db.transaction((tx) =>
      recordAudit(tx, ctx, {
        action: 'sendVerificationCode',
        entity: 'verificationCode',
        entityId: userId,
        after: { purpose: input.purpose, to: maskEmail(recipient.email) },
      }),
    );
    return { resendSeconds };
  }

  /**
   * Uses up the user's code for a purpose, or throws: no code or expired, wrong (counted), or
   * dead after too many wrong entries. A right code is removed, so it works once.
   */
  async consume(userId: number, purpose: VerificationPurpose, code: string): Promise<void> {
    const keys = this.keys(userId, purpose);
    const raw = await this.cache.get(keys.code);
    if (raw === DEAD) throw badRequest('verificationCode.tooManyTries', {}, FIELD);
    if (!raw) throw badRequest('verificationCode.expired', {}, FIELD);
    const stored = JSON.parse(raw) as StoredCode;
    const expected = Buffer.from(stored.hash, 'base64url');
    if (!timingSafeEqual(expected, digest(stored.salt, code))) {
      const ttl = await this.deps.ttlSeconds();
      const tries = await this.cache.increment(keys.tries, ttl);
      if (tries >= VERIFICATION_CODE_LIMITS.maxTries) {
        await this.cache.set(keys.code, DEAD, ttl);
        throw badRequest('verificationCode.tooManyTries', {}, FIELD);
      }
      throw badRequest('verificationCode.wrong', {}, FIELD);
    }
    // Taken atomically: of two requests racing with the same code, only one gets it.
    if ((await this.cache.take(keys.code)) !== raw) throw badRequest('verificationCode.expired', {}, FIELD);
    await this.cache.delete(keys.tries);
  }

  private mailOf(
    lang: Language,
    recipient: CodeRecipient,
    purpose: VerificationPurpose,
    code: string,
    ttl: number,
  ) {
    const purposeText = translate(lang, `verificationCode.purpose.${purpose}`);
    const name = lang === 'en' && recipient.nameEn ? recipient.nameEn : recipient.nickName;
    return {
      to: recipient.email,
      subject: translate(lang, 'verificationCode.mailSubject', { purpose: purposeText }),
      text: translate(lang, 'verificationCode.mailBody', {
        name,
        purpose: purposeText,
        code,
        minutes: Math.max(1, Math.round(ttl / 60)),
      }),
    };
  }
}
