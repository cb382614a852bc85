import { createHash, randomBytes } from 'node:crypto';
import type {
  ClosePrivacyPasswordInput,
  PrivacyStatus,
  PrivacyUnlock,
  SavePrivacyPasswordInput,
  VerifyPrivacyInput,
} from '@venus/shared';
import { ResultCode } from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hasher.ts';
import type { Actor, SignedInContext } from '../../platform/auth/request-context.ts';
import type { Cache } from '../../platform/cache/cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { PrivacyGate } from '../../platform/http/privacy-gate.ts';
import type { VerificationCodesService } from '../verification-codes/verification-codes.service.ts';
import { userPrivacy } from './account-security.tables.ts';

/** Wrong privacy passwords allowed per user before a pause, against guessing from a live session. */
const MAX_WRONG = 5;
const PAUSE_MINUTES = 10;

interface UnlockEntry {
  userId: number;
  sessionId: number;
  /** The privacy password's `updatedAt`: a change or close makes the entry worthless. */
  stamp: number;
}

const tokenKey = (token: string) => `privacy-unlock:${createHash('sha256').update(token).digest('hex')}`;

/**
 * The privacy password (spec §2 "change or close a second privacy password", §8 code 10016;
 * decision 0006). Setting, changing and closing it each need an e-mailed code. A correct
 * password at the prompt yields a short-lived random unlock token, bound to the session, which
 * the client sends in the passwd header; the password itself crosses the wire only at the prompt.
 */
export class PrivacyPasswordService implements PrivacyGate {
  constructor(
    private readonly db: Database,
    private readonly cache: Cache,
    private readonly codes: VerificationCodesService,
    private readonly unlockMinutes: () => Promise<number>,
  ) {}

  private async find(userId: number) {
    const [row] = await this.db.select().from(userPrivacy).where(eq(userPrivacy.userId, userId));
    return row ?? null;
  }

  /** Whether this person has set one: staff records' sensitive fields need one set (decision 0059). */
  async isSet(userId: number): Promise<boolean> {
    return (await this.find(userId)) !== null;
  }

  async getStatus(ctx: SignedInContext): Promise<PrivacyStatus> {
    return { enabled: (await this.find(ctx.actor.userId)) !== null };
  }

  /** Sets the privacy password, or changes it when one is set; outstanding unlocks end. */
  async save(ctx: SignedInContext, input: SavePrivacyPasswordInput): Promise<void> {
    const userId = ctx.actor.userId;
    await this.codes.consume(userId, 'privacy', input.verificationCode);
    const passwordHash = await hashPassword(input.passwd);
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(userPrivacy)
        .where(eq(userPrivacy.userId, userId))
        .for('update');
      const now = new Date();
      const [after] = await tx
        .insert(userPrivacy)
        .values({ userId, passwordHash, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: userPrivacy.userId, set: { passwordHash, updatedAt: now } })
        .returning();
      await recordAudit(tx, ctx, {
        action: before ? 'update' : 'create',
        entity: 'privacyPassword',
        entityId: userId,
        before,
        after,
      });
    });
  }

  /** Closes the privacy password: protected pages open without a prompt again. */
  async close(ctx: SignedInContext, input: ClosePrivacyPasswordInput): Promise<void> {
    const userId = ctx.actor.userId;
    if (!(await this.find(userId))) throw badRequest('privacy.notSet');
    await this.codes.consume(userId, 'privacy', input.verificationCode);
    await this.db.transaction(async (tx) => {
      const [removed] = await tx.delete(userPrivacy).where(eq(userPrivacy.userId, userId)).returning();
      if (removed)
        await recordAudit(tx, ctx, {
          action: 'delete',
          entity: 'privacyPassword',
          entityId: userId,
          before: removed,
        });
    });
  }

  /** Spec §3 Privacy code form: a right password unlocks this session for a while. */
  async verify(ctx: SignedInContext, input: VerifyPrivacyInput): Promise<PrivacyUnlock> {
    const { userId, sessionId } = ctx.actor;
    const row = await this.find(userId);
    if (!row) throw badRequest('privacy.notSet');
    const failures = `privacy-wrong:${userId}`;
    if (Number(await this.cache.get(failures)) >= MAX_WRONG)
      throw new AppError(ResultCode.TOO_MANY_REQUESTS, 'privacy.tooManyTries', { minutes: PAUSE_MINUTES });
    if (!(await verifyPassword(row.passwordHash, input.passwd))) {
      await this.cache.increment(failures, PAUSE_MINUTES * 60);
      throw badRequest('privacy.wrong', {}, 'passwd');
    }
    await this.cache.delete(failures);
    const minutes = await this.unlockMinutes();
    const token = randomBytes(32).toString('base64url');
    const entry: UnlockEntry = { userId, sessionId, stamp: row.updatedAt.getTime() };
    await this.cache.set(tokenKey(token), JSON.stringify(entry), Math.round(minutes * 60));
    return {
      token,
      expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
      passwd2: input.passwd2,
    };
  }

  /** The gate of routes marked `privacy`: open when no privacy password is set or the token holds. */
  async isUnlocked(actor: Actor, token: string | undefined): Promise<boolean> {
    const row = await this.find(actor.userId);
    if (!row) return true;
    if (!token) return false;
    const raw = await this.cache.get(tokenKey(token));
    if (!raw) return false;
    const entry = JSON.parse(raw) as UnlockEntry;
    return (
      entry.userId === actor.userId &&
      entry.sessionId === actor.sessionId &&
      entry.stamp === row.updatedAt.getTime()
    );
  }
}
