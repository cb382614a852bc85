import type { LoginInput, RouteItem, UserInfo } from '@venus/shared';
import { DEFAULT_ROLE, isInService, LOGIN_LIMITS, ResultCode, translate } from '@venus/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { decoyHash, verifyPassword } from '../../platform/auth/password-hasher.ts';
import type { RequestContext, SignedInContext } from '../../platform/auth/request-context.ts';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MenusService } from '../menus/menus.service.ts';
import type { SystemConfigService } from '../system-config/system-config.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { LoginGuard } from './login-guard.ts';
import type { LoginLogService } from './login-log.service.ts';

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

  /** Spec §7 POST /login: checks lockout, captcha and password, then opens a new session. */
  async login(ctx: RequestContext, input: LoginInput): Promise<{ token: string }> {
    const { guard, captcha, users, sessions } = this.deps;
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
    if (!user || !valid) {
      const locked = await guard.recordFailure(input.username, ctx.ip);
      if (locked)
        throw await this.refuse(ctx, input.username, 'auth.locked', { minutes: LOGIN_LIMITS.lockMinutes });
      throw await this.refuse(ctx, input.username, 'auth.badCredentials');
    }
    if (!isInService(user.status)) throw await this.refuse(ctx, input.username, 'auth.disabled');
    await guard.recordSuccess(input.username, ctx.ip);
    const token = await this.db.transaction(async (tx) => {
      const created = await sessions.create(tx, user.userId, ctx.ip, ctx.userAgent);
      const actorCtx = { ...ctx, actor: { userId: user.userId, userName: user.userName } } as RequestContext;
      await recordAudit(tx, actorCtx, { action: 'login', entity: 'session', entityId: user.userId });
      return created;
    });
    const msg = translate(ctx.lang, 'auth.loginSuccess');
    await this.deps.loginLog.record({
      userName: user.userName,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      success: true,
      msg,
    });
    return { token };
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
