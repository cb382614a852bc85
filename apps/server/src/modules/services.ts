import type { AppDeps } from '../app.ts';
import type { PrincipalLoader } from '../platform/auth/auth.plugin.ts';
import { SessionService } from '../platform/auth/session.service.ts';
import { AuditService } from './audit/audit.service.ts';
import { AuthService } from './auth/auth.service.ts';
import { CaptchaService } from './auth/captcha.service.ts';
import { LoginGuard } from './auth/login-guard.ts';
import { LoginLogService } from './auth/login-log.service.ts';
import { DictionariesService } from './dictionaries/dictionaries.service.ts';
import { MenusService } from './menus/menus.service.ts';
import { OrganizationService } from './organization/organization.service.ts';
import { RolesService } from './roles/roles.service.ts';
import { SearchHistoryService } from './search-history/search-history.service.ts';
import { SystemConfigService } from './system-config/system-config.service.ts';
import { UserSettingsService } from './user-settings/user-settings.service.ts';
import { UsersService } from './users/users.service.ts';

/** The composition root: every service, built once per app with its collaborators. */
export function createServices({ db, cache }: Pick<AppDeps, 'db' | 'cache'>) {
  const config = new SystemConfigService(db);
  const sessions = new SessionService(db, async () => ({
    idleMinutes: await config.getNumber('sys.session.idleMinutes'),
    absoluteHours: await config.getNumber('sys.session.absoluteHours'),
  }));
  const menus = new MenusService(db);
  // Menus and users own the tables these checks read; the other modules ask through their services.
  const roles = new RolesService(db, {
    existingMenuIds: (menuIds, tx) => menus.existingMenuIds(menuIds, tx),
    isRoleAssigned: (roleId, tx) => users.isRoleAssigned(roleId, tx),
  });
  const users = new UsersService(db, roles, menus, sessions);
  const organization = new OrganizationService(db, {
    isDeptInUse: (deptId, tx) => users.isDeptInUse(deptId, tx),
  });
  const dictionaries = new DictionariesService(db);
  const captcha = new CaptchaService(cache);
  const loginLog = new LoginLogService(db);
  const auth = new AuthService(db, {
    users,
    menus,
    sessions,
    config,
    captcha,
    guard: new LoginGuard(cache),
    loginLog,
  });
  const loadPrincipal: PrincipalLoader = (userId) => users.loadPrincipal(userId);
  return {
    db,
    config,
    sessions,
    menus,
    roles,
    users,
    organization,
    dictionaries,
    captcha,
    loginLog,
    auth,
    audit: new AuditService(db),
    userSettings: new UserSettingsService(db),
    searchHistory: new SearchHistoryService(db),
    loadPrincipal,
  };
}

export type Services = ReturnType<typeof createServices>;
