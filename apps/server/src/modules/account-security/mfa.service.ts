import type {
  ConfirmMfaInput,
  DisableMfaInput,
  MfaEnrolment,
  MfaRecoveryCodes,
  MfaSignInStep,
  MfaStatus,
} from '@venus/shared';
import { ResultCode } from '@venus/shared';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, RequestContext, SignedInContext } from '../../platform/auth/request-context.ts';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import type { Cache } from '../../platform/cache/cache.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError, badRequest, conflict } from '../../platform/http/app-error.ts';
import type { CodeOutcome, EnrolOutcome, SecondFactor, SignInPerson } from '../auth/second-factor.ts';
import { userMfa } from './account-security.tables.ts';
import {
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUriOf,
  recoveryCodeHash,
  stepOfCode,
} from './mfa-codes.ts';

type MfaRow = typeof userMfa.$inferSelect;

/** Wrong codes allowed when turning the factor off from a live session, before a pause. */
const MAX_WRONG = 5;
const PAUSE_MINUTES = 10;

export interface MfaCollaborators {
  /** `sys.account.mfaRequiredRoles`: role keys whose holders must use the second factor. */
  requiredRoles(): Promise<string>;
  /** The role keys a person holds now. */
  roleKeysOf(userId: number): Promise<string[]>;
  /** The user name of a current user; throws not-found otherwise. */
  userNameOf(userId: number): Promise<string>;
  /** Refuses when the caller may not manage that user's account (only admins manage admins). */
  assertMayManage(tx: Executor, ctx: RequestContext, userId: number): Promise<void>;
  endSessionsOf(tx: Executor, userId: number): Promise<void>;
}

/** The audit trail's view of a row: never the secret, never a recovery code or its hash. */
const snapshotOf = (row: MfaRow | undefined) =>
  row
    ? {
        enabled: row.confirmedAt !== null,
        pending: row.confirmedAt === null,
        recoveryCodesLeft: row.recoveryCodeHashes.length,
      }
    : null;

/** The secret is sealed for its own row: a copy pasted onto another user's row will not open. */
const boxContext = (userId: number) => `sys_user_mfa:${userId}`;

/** Audit rows written during sign-in name the person signing in, who has no session yet. */
const asPerson = (ctx: RequestContext, person: SignInPerson): RequestContext =>
  ctx.actor ? ctx : { ...ctx, actor: { userId: person.userId, userName: person.userName } as Actor };

const personOf = (ctx: SignedInContext): SignInPerson => ({
  userId: ctx.actor.userId,
  userName: ctx.actor.userName,
});

/**
 * The TOTP second factor (issue 8 item 4, decision 0002): enrolment from the personal settings
 * or, when a role requires it, at sign-in; codes checked with one step of drift either side and
 * never twice (the last used step is kept); ten recovery codes kept as hashes, each used once;
 * an administrator's reset for a lost phone. Every change is audited without the secret.
 */
export class MfaService implements SecondFactor {
  constructor(
    private readonly db: Database,
    private readonly box: SecretBox,
    private readonly cache: Cache,
    private readonly deps: MfaCollaborators,
  ) {}

  private async find(userId: number, db: Executor = this.db): Promise<MfaRow | undefined> {
    const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
    return row;
  }

  private async requiredRoleKeys(): Promise<string[]> {
    return (await this.deps.requiredRoles())
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
  }

  private async isRequiredFor(roleKeys: readonly string[]): Promise<boolean> {
    const required = await this.requiredRoleKeys();
    return roleKeys.some((key) => required.includes(key));
  }

  async getStatus(ctx: SignedInContext): Promise<MfaStatus> {
    const row = await this.find(ctx.actor.userId);
    const enabled = Boolean(row?.confirmedAt);
    return {
      enabled,
      required: await this.isRequiredFor(ctx.actor.roles),
      recoveryCodesLeft: enabled ? (row?.recoveryCodeHashes.length ?? 0) : 0,
      confirmedAt: row?.confirmedAt?.toISOString() ?? null,
    };
  }

  /** Personal settings: a new secret to scan; the factor is in use only once a code confirms it. */
  start(ctx: SignedInContext): Promise<MfaEnrolment> {
    return this.beginEnrolment(ctx, personOf(ctx));
  }

  /** Personal settings: the first code turns the factor on and answers the recovery codes, once. */
  async confirm(ctx: SignedInContext, input: ConfirmMfaInput): Promise<MfaRecoveryCodes> {
    const outcome = await this.confirmEnrolment(ctx, personOf(ctx), input.code);
    if (!outcome.ok) throw badRequest('mfa.wrongCode', {}, 'code');
    return { recoveryCodes: outcome.recoveryCodes };
  }

  /**
   * Turns the factor off with a current code or a recovery code, unless a role requires it.
   * Wrong codes pause the form after five, against guessing from a borrowed session.
   */
  async disable(ctx: SignedInContext, input: DisableMfaInput): Promise<void> {
    const userId = ctx.actor.userId;
    const row = await this.find(userId);
    if (!row?.confirmedAt) throw badRequest('mfa.notEnabled');
    if (await this.isRequiredFor(ctx.actor.roles)) throw badRequest('mfa.requiredByRole');
    const failures = `mfa-wrong:${userId}`;
    if (Number(await this.cache.get(failures)) >= MAX_WRONG)
      throw new AppError(ResultCode.TOO_MANY_REQUESTS, 'mfa.tooManyTries', { minutes: PAUSE_MINUTES });
    const outcome = await this.checkCode(ctx, personOf(ctx), input.code);
    if (!outcome.ok) {
      await this.cache.increment(failures, PAUSE_MINUTES * 60);
      throw badRequest(outcome.reason === 'used' ? 'mfa.codeUsed' : 'mfa.wrongCode', {}, 'code');
    }
    await this.cache.delete(failures);
    await this.db.transaction(async (tx) => {
      const [removed] = await tx.delete(userMfa).where(eq(userMfa.userId, userId)).returning();
      if (removed)
        await recordAudit(tx, ctx, {
          action: 'delete',
          entity: 'mfa',
          entityId: userId,
          before: snapshotOf(removed),
        });
    });
  }

  /**
   * An administrator clears a person's factor (a lost phone, no recovery code left) and ends
   * their sessions: whoever holds them signs in again, enrolling anew if a role requires it.
   */
  async reset(ctx: SignedInContext, userId: number): Promise<void> {
    await this.deps.userNameOf(userId);
    await this.db.transaction(async (tx) => {
      await this.deps.assertMayManage(tx, ctx, userId);
      const [removed] = await tx.delete(userMfa).where(eq(userMfa.userId, userId)).returning();
      if (!removed) throw badRequest('mfa.notEnabled');
      await this.deps.endSessionsOf(tx, userId);
      await recordAudit(tx, ctx, {
        action: 'delete',
        entity: 'mfa',
        entityId: userId,
        before: snapshotOf(removed),
        after: { resetBy: ctx.actor.userName },
      });
    });
  }

  // ── Shared by the personal settings and the second step of signing in ──

  async stepAtSignIn(userId: number): Promise<MfaSignInStep | null> {
    const row = await this.find(userId);
    if (row?.confirmedAt) return 'verify';
    // Most firms require it of nobody: then the roles need not be read at every sign-in.
    if ((await this.requiredRoleKeys()).length === 0) return null;
    return (await this.isRequiredFor(await this.deps.roleKeysOf(userId))) ? 'enrol' : null;
  }

  /** A new secret, replacing any enrolment not yet confirmed; refused while one is in use. */
  async beginEnrolment(ctx: RequestContext, person: SignInPerson): Promise<MfaEnrolment> {
    const { userId } = person;
    const secret = newTotpSecret();
    const sealed = await this.box.seal(secret, boxContext(userId));
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(userMfa).where(eq(userMfa.userId, userId)).for('update');
      if (before?.confirmedAt) throw conflict('mfa.alreadyEnabled');
      const now = new Date();
      const fresh = {
        secret: sealed,
        confirmedAt: null,
        recoveryCodeHashes: [],
        lastUsedStep: null,
        updatedAt: now,
      };
      const [after] = await tx
        .insert(userMfa)
        .values({ userId, ...fresh, createdAt: now })
        .onConflictDoUpdate({ target: userMfa.userId, set: fresh })
        .returning();
      await recordAudit(tx, asPerson(ctx, person), {
        action: before ? 'update' : 'create',
        entity: 'mfa',
        entityId: userId,
        before: snapshotOf(before),
        after: snapshotOf(after),
      });
    });
    return { secret, otpauthUri: otpauthUriOf(secret, person.userName) };
  }

  /** The first right code confirms the pending secret; the recovery codes are made and answered once. */
  async confirmEnrolment(ctx: RequestContext, person: SignInPerson, code: string): Promise<EnrolOutcome> {
    const { userId } = person;
    const row = await this.find(userId);
    if (!row) throw badRequest('mfa.notStarted');
    if (row.confirmedAt) throw conflict('mfa.alreadyEnabled');
    const step = await stepOfCode(await this.box.open(row.secret, boxContext(userId)), code);
    if (step === null) return { ok: false, reason: 'wrong' };
    const recoveryCodes = newRecoveryCodes();
    const hashes = recoveryCodes.map((each) => recoveryCodeHash(userId, each)!);
    await this.db.transaction(async (tx) => {
      // Only the secret that was checked: a second start in between made it stale.
      const [after] = await tx
        .update(userMfa)
        .set({
          confirmedAt: new Date(),
          recoveryCodeHashes: hashes,
          lastUsedStep: step,
          updatedAt: new Date(),
        })
        .where(and(eq(userMfa.userId, userId), isNull(userMfa.confirmedAt), eq(userMfa.secret, row.secret)))
        .returning();
      if (!after) throw badRequest('mfa.notStarted');
      await recordAudit(tx, asPerson(ctx, person), {
        action: 'update',
        entity: 'mfa',
        entityId: userId,
        before: snapshotOf(row),
        after: snapshotOf(after),
      });
    });
    return { ok: true, recoveryCodes };
  }

  /**
   * Checks and uses up a code: an authenticator code of this step or the one either side, not
   * older than or equal to the last step used; or an unused recovery code, which is struck off.
   */
  async checkCode(ctx: RequestContext, person: SignInPerson, code: string): Promise<CodeOutcome> {
    const { userId } = person;
    const row = await this.find(userId);
    if (!row?.confirmedAt) return { ok: false, reason: 'wrong' };
    if (isTotpCode(code)) {
      const step = await stepOfCode(await this.box.open(row.secret, boxContext(userId)), code);
      if (step === null) return { ok: false, reason: 'wrong' };
      // One statement decides, so two requests racing with the same code cannot both pass.
      const [used] = await this.db
        .update(userMfa)
        .set({ lastUsedStep: step, updatedAt: new Date() })
        .where(
          and(
            eq(userMfa.userId, userId),
            isNotNull(userMfa.confirmedAt),
            or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step)),
          ),
        )
        .returning({ userId: userMfa.userId });
      return used ? { ok: true } : { ok: false, reason: 'used' };
    }
    const hash = recoveryCodeHash(userId, code);
    if (!hash) return { ok: false, reason: 'wrong' };
    return this.db.transaction(async (tx) => {
      const [after] = await tx
        .update(userMfa)
        .set({
          recoveryCodeHashes: sql`array_remove(${userMfa.recoveryCodeHashes}, ${hash})`,
          updatedAt: new Date(),
        })
        .where(and(eq(userMfa.userId, userId), sql`${hash} = any(${userMfa.recoveryCodeHashes})`))
        .returning();
      if (!after) return { ok: false, reason: 'wrong' } as const;
      await recordAudit(tx, asPerson(ctx, person), {
        action: 'update',
        entity: 'mfa',
        entityId: userId,
        before: snapshotOf(row),
        after: { ...snapshotOf(after), recoveryCodeUsed: true },
      });
      return { ok: true } as const;
    });
  }
}
