import type {
  LoginAnswer,
  LoginInput,
  LoginMfaAnswer,
  LoginMfaEnrolInput,
  LoginMfaInput,
  MfaEnrolment,
  RouteItem,
  UserInfo,
} from '@venus/shared';
import { DEFAULT_ROLE, isInService, LOGIN_LIMITS, MFA_LIMITS, ResultCode, translate } from '@venus/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { decoyHash, verifyPassword } from '../../platform/auth/password-hasher.ts';
import type { RequestContext, SignedInContext } from '../../platform/auth/request-context.ts';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { MenusService } from '../menus/menus.service.ts';
import type { SystemConfigService } from '../system-config/system-config.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { LoginGuard } from './login-guard.ts';
import type { LoginLogService } from './login-log.service.ts';
import type { MfaChallenges } from './mfa-challenges.ts';
import type { CodeOutcome, EnrolOutcome, SecondFactor, SignInPerson } from './second-factor.ts';

/** A session opened: its token and, with signing on, the key its requests are signed with. */
type SignInAnswer = { token: string; signKey?: string; encryptBodies?: boolean };

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      users: UsersService;
      menus: MenusService;
      sessions: SessionService;
      config: SystemConfigService;
      captcha: CaptchaService;
      guard: LoginGuard;
      loginLog: LoginLogService;
      mfa: SecondFactor;
      challenges: MfaChallenges;
    },
  ) {}

  private async captchaAlwaysOn(): Promise<boolean> {
    return (await this.deps.config.getValue('sys.account.captchaEnabled')) === 'true';
  }

  async needsCaptcha(userName: string, ip: string): Promise<boolean> {
    return this.deps.guard.needsCaptcha(userName, ip, await this.captchaAlwaysOn());
  }

  /** A failed attempt: logged, counted, and answered without saying what exactly was wrong. */
  private async refuse(
    ctx: RequestContext,
    userName: string,
    key: string,
    params: Record<string, unknown> = {},
  ) {
    const msg = translate(ctx.lang, key, params);
    await this.deps.loginLog.record({ userName, ip: ctx.ip, userAgent: ctx.userAgent, success: false, msg });
    const captchaRequired = await this.needsCaptcha(userName, ctx.ip);
    return new AppError(ResultCode.BAD_REQUEST, key, params, undefined, { captchaRequired });
  }

  /**
   * Spec §7 POST /login: checks lockout, captcha and password, then opens a new session; or,
   * when the person uses a second factor or a role requires one, answers a challenge instead
   * (decision 0002). The failure counts are cleared only once the sign-in is complete, so a
   * known password does not buy unlimited guesses at the code.
   */
  async login(ctx: RequestContext, input: LoginInput): Promise<LoginAnswer> {
    const { guard, captcha, users } = this.deps;
    if (await guard.isLocked(input.username)) {
      throw await this.refuse(ctx, input.username, 'auth.locked', { minutes: LOGIN_LIMITS.lockMinutes });
    }
    if (await this.needsCaptcha(input.username, ctx.ip)) {
      const check = await captcha.check(input.uuid, input.code);
      if (check === 'missing') throw await this.refuse(ctx, input.username, 'auth.captchaRequired');
      if (check === 'expired') throw await this.refuse(ctx, input.username, 'auth.captchaExpired');
      if (check === 'wrong') throw await this.refuse(ctx, input.username, 'auth.captchaWrong');
    }
    const user = await users.findForSignIn(input.username);
    // Verify against a decoy for unknown names, so both paths take the same time.
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
    if (!user || !valid) throw await this.countFailure(ctx, input.username, 'auth.badCredentials');
    if (!isInService(user.status)) throw await this.refuse(ctx, input.username, 'auth.disabled');
    const person = { userId: user.userId, userName: user.userName };
    const step = await this.deps.mfa.stepAtSignIn(user.userId);
    if (step) {
      const challenge = await this.deps.challenges.issue({ ...person, step });
      return { mfa: step, challenge, expiresIn: MFA_LIMITS.challengeSeconds };
    }
    return this.openSession(ctx, person);
  }

  /**
   * `POST /login/mfa`: the second step. A wrong or replayed code is a failed sign-in (logged,
   * counted towards the captcha and the lockout); a right one uses the challenge up and opens
   * the session. For a person made to enrol, the code confirms the enrolment and the answer
   * carries the recovery codes, shown once.
   */
  async loginWithCode(ctx: RequestContext, input: LoginMfaInput): Promise<LoginMfaAnswer> {
    const challenge = await this.liveChallenge(ctx, input.challenge);
    const person = { userId: challenge.userId, userName: challenge.userName };
    const outcome: CodeOutcome | EnrolOutcome =
      challenge.step === 'verify'
        ? await this.deps.mfa.checkCode(ctx, person, input.code)
        : await this.deps.mfa.confirmEnrolment(ctx, person, input.code);
    if (!outcome.ok) {
      const key = outcome.reason === 'used' ? 'mfa.codeUsed' : 'mfa.wrongCode';
      throw await this.countFailure(ctx, person.userName, key, input.challenge);
    }
    if (!(await this.deps.challenges.take(input.challenge))) throw badRequest('mfa.challengeExpired');
    const opened = await this.openSession(ctx, person);
    return outcome.recoveryCodes ? { ...opened, recoveryCodes: outcome.recoveryCodes } : opened;
  }

  /** `POST /login/mfa/enrol`: the secret for a person a role makes enrol before a session. */
  async enrolAtSignIn(ctx: RequestContext, input: LoginMfaEnrolInput): Promise<MfaEnrolment> {
    const challenge = await this.liveChallenge(ctx, input.challenge);
    if (challenge.step !== 'enrol') throw badRequest('mfa.challengeExpired');
    return this.deps.mfa.beginEnrolment(ctx, { userId: challenge.userId, userName: challenge.userName });
  }

  /** The challenge, while it lives and its person may still sign in (not locked, still in service). */
  private async liveChallenge(ctx: RequestContext, token: string) {
    const challenge = await this.deps.challenges.peek(token);
    if (!challenge) throw badRequest('mfa.challengeExpired');
    if (await this.deps.guard.isLocked(challenge.userName)) {
      await this.deps.challenges.drop(token);
      throw await this.refuse(ctx, challenge.userName, 'auth.locked', { minutes: LOGIN_LIMITS.lockMinutes });
    }
    if (!(await this.deps.users.loadPrincipal(challenge.userId))) {
      await this.deps.challenges.drop(token);
      throw await this.refuse(ctx, challenge.userName, 'auth.disabled');
    }
    return challenge;
  }

  /** A failed attempt counted towards the lockout; the lock ends a pending challenge too. */
  private async countFailure(ctx: RequestContext, userName: string, key: string, challenge?: string) {
    const locked = await this.deps.guard.recordFailure(userName, ctx.ip);
    if (!locked) return this.refuse(ctx, userName, key);
    if (challenge) await this.deps.challenges.drop(challenge);
    return this.refuse(ctx, userName, 'auth.locked', { minutes: LOGIN_LIMITS.lockMinutes });
  }

  /** The sign-in is complete: counts cleared, a new session, audited and logged. */
  private async openSession(ctx: RequestContext, person: SignInPerson): Promise<SignInAnswer> {
    await this.deps.guard.recordSuccess(person.userName, ctx.ip);
    const issued = await this.deps.sessions.issue(person.userId, ctx.ip, ctx.userAgent);
    const opened = await this.db.transaction(async (tx) => {
      const created = await this.deps.sessions.save(tx, issued);
      const actorCtx = {
        ...ctx,
        actor: { userId: person.userId, userName: person.userName },
      } as RequestContext;
      await recordAudit(tx, actorCtx, { action: 'login', entity: 'session', entityId: person.userId });
      return created;
    });
    const msg = translate(ctx.lang, 'auth.loginSuccess');
    await this.deps.loginLog.record({
      userName: person.userName,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      success: true,
      msg,
    });
    const { token, protection } = opened;
    return protection
      ? { token, signKey: protection.signKey, encryptBodies: protection.encryptBodies }
      : { token };
  }

  async logout(ctx: RequestContext): Promise<void> {
    const actor = ctx.actor;
    if (!actor) return;
    await this.db.transaction(async (tx) => {
      await this.deps.sessions.revoke(tx, actor.sessionId);
      await recordAudit(tx, ctx, { action: 'logout', entity: 'session', entityId: actor.userId });
    });
  }

  async getInfo(ctx: SignedInContext): Promise<UserInfo> {
    const profile = await this.deps.users.getProfile(ctx.actor.userId);
    return {
      user: {
        userId: profile.userId,
        userName: profile.userName,
        nickName: profile.nickName,
        nameEn: profile.nameEn || null,
        avatar: profile.avatar || null,
        userno: profile.userno || null,
        deptId: profile.deptId,
        officeId: profile.officeId,
      },
      roles: ctx.actor.roles.length > 0 ? ctx.actor.roles : [DEFAULT_ROLE],
      permissions: ctx.actor.permissions,
    };
  }

  async getRouters(ctx: SignedInContext): Promise<RouteItem[]> {
    const granted = await this.deps.users.grantedMenuIds(ctx.actor.userId);
    return this.deps.menus.findRouters(ctx.actor, granted, ctx.lang);
  }
}
