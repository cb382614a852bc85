import type { FastifyInstance } from 'fastify';
import { accountSecurityRoutes } from './account-security/account-security.routes.ts';
import { mfaRoutes } from './account-security/mfa.routes.ts';
import { approvalsRoutes } from './approvals/approvals.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { registerBillingRoutes } from './billing/register-billing-routes.ts';
import { clientsRoutes } from './clients/clients.routes.ts';
import { customRequestsRoutes } from './custom-requests/custom-requests.routes.ts';
import { dictionariesRoutes } from './dictionaries/dictionaries.routes.ts';
import { registerExpensesRoutes } from './expenses/register-expenses-routes.ts';
import { registerFileRoutes } from './files/register-files.ts';
import { healthRoutes } from './health/health.routes.ts';
import { holidaysRoutes } from './holidays/holidays.routes.ts';
import { homeLayoutRoutes } from './home-layout/home-layout.routes.ts';
import { i18nBundlesRoutes } from './i18n-bundles/i18n-bundles.routes.ts';
import { leaveRoutes } from './leave/leave.routes.ts';
import { overtimeRoutes } from './leave/overtime.routes.ts';
import { liveMessagesRoutes } from './live-messages/live-messages.routes.ts';
import { menusRoutes } from './menus/menus.routes.ts';
import { organizationRoutes } from './organization/organization.routes.ts';
import { caseCallsRoutes } from './projects/case-calls.routes.ts';
import { caseWorkflowRoutes } from './projects/case-workflow.routes.ts';
import { closingInfoRoutes } from './projects/closing-info.routes.ts';
import { projectsRoutes } from './projects/projects.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { searchHistoryRoutes } from './search-history/search-history.routes.ts';
import { seatsRoutes } from './seats/seats.routes.ts';
import { serverClockRoutes } from './server-clock/server-clock.routes.ts';
import type { Services } from './services.ts';
import { sharesRoutes } from './shares/shares.routes.ts';
import { shortcutsRoutes } from './shortcuts/shortcuts.routes.ts';
import { systemConfigRoutes } from './system-config/system-config.routes.ts';
import { timeoutLogRoutes } from './timeout-log/timeout-log.routes.ts';
import { userSettingsRoutes } from './user-settings/user-settings.routes.ts';
import { roleMembersRoutes } from './users/role-members.routes.ts';
import { userProfileRoutes } from './users/user-profile.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { userAdminRoutes } from './users/users-admin.routes.ts';
import { verificationCodesRoutes } from './verification-codes/verification-codes.routes.ts';
import { versionsRoutes } from './versions/versions.routes.ts';
import { visitHistoryRoutes } from './visit-history/visit-history.routes.ts';
import { worklogReviewRoutes } from './worklogs/worklog-review.routes.ts';
import { worklogTimersRoutes } from './worklogs/worklog-timers.routes.ts';
import { worklogsRoutes } from './worklogs/worklogs.routes.ts';

/** Every module's routes, under the API prefix. */
export function registerRoutes(
  api: FastifyInstance,
  services: Services,
  options: { secureCookies: boolean },
): void {
  healthRoutes(api, services.db, { libreoffice: () => services.filePreviews.canConvert() });
  authRoutes(api, { ...services, secureCookies: options.secureCookies });
  // Before usersRoutes: `/system/user/profile` is the caller's own, not a user id.
  userProfileRoutes(api, services.userProfile);
  usersRoutes(api, services.users);
  userAdminRoutes(api, services);
  roleMembersRoutes(api, services.roleMembers);
  seatsRoutes(api, services.seats);
  menusRoutes(api, services.menus, services.roles);
  rolesRoutes(api, services.roles);
  organizationRoutes(api, services.organization);
  dictionariesRoutes(api, services.dictionaries);
  systemConfigRoutes(api, services.config);
  auditRoutes(api, services.audit);
  userSettingsRoutes(api, services.userSettings);
  searchHistoryRoutes(api, services.searchHistory);
  homeLayoutRoutes(api, services.homeLayout);
  shortcutsRoutes(api, services.shortcuts);
  sharesRoutes(api, services.shares);
  visitHistoryRoutes(api, services.visitHistory);
  verificationCodesRoutes(api, services.verificationCodes);
  accountSecurityRoutes(api, services);
  mfaRoutes(api, services);
  serverClockRoutes(api);
  versionsRoutes(api, services.versions);
  i18nBundlesRoutes(api, services.i18nBundles);
  timeoutLogRoutes(api, services.timeoutLog);
  liveMessagesRoutes(api, services);
  approvalsRoutes(api, services);
  customRequestsRoutes(api, services);
  holidaysRoutes(api, services.holidays);
  registerFileRoutes(api, services);
  leaveRoutes(api, services.leave, services.leaveBalances);
  overtimeRoutes(api, services.overtime);
  clientsRoutes(api, services);
  projectsRoutes(api, { ...services, maxExportRows: () => services.config.getNumber('sys.export.maxRows') });
  caseWorkflowRoutes(api, services);
  caseCallsRoutes(api, services);
  closingInfoRoutes(api, services.closingInfo);
  worklogsRoutes(api, services);
  worklogReviewRoutes(api, services);
  worklogTimersRoutes(api, services.worklogTimers);
  registerBillingRoutes(api, services);
  registerExpensesRoutes(api, services);
}
