import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { dictionariesRoutes } from './dictionaries/dictionaries.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { menusRoutes } from './menus/menus.routes.ts';
import { organizationRoutes } from './organization/organization.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { searchHistoryRoutes } from './search-history/search-history.routes.ts';
import type { Services } from './services.ts';
import { systemConfigRoutes } from './system-config/system-config.routes.ts';
import { userSettingsRoutes } from './user-settings/user-settings.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every module's routes, under the API prefix. */
export function registerRoutes(
  api: FastifyInstance,
  services: Services,
  options: { secureCookies: boolean },
): void {
  healthRoutes(api, services.db);
  authRoutes(api, { ...services, secureCookies: options.secureCookies });
  usersRoutes(api, services.users);
  menusRoutes(api, services.menus, services.roles);
  rolesRoutes(api, services.roles);
  organizationRoutes(api, services.organization);
  dictionariesRoutes(api, services.dictionaries);
  systemConfigRoutes(api, services.config);
  auditRoutes(api, services.audit);
  userSettingsRoutes(api, services.userSettings);
  searchHistoryRoutes(api, services.searchHistory);
}
