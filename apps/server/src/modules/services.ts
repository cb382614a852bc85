import {
  CASE_FILE_SOURCE,
  type CaseTimeRefusal,
  type CaseWorklogSums,
  CLIENT_FILE_SOURCE,
  WORKLOG_PERMISSIONS,
} from '@venus/shared';
import type { AppDeps } from '../app.ts';
import type { PrincipalLoader } from '../platform/auth/auth.plugin.ts';
import { SecretBox } from '../platform/auth/secret-box.ts';
import { SESSION_ENDED_TOPIC, SessionService } from '../platform/auth/session.service.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { MfaService } from './account-security/mfa.service.ts';
import { PasswordChangeService } from './account-security/password-change.service.ts';
import { PrivacyPasswordService } from './account-security/privacy-password.service.ts';
import { createApprovals, departmentHeadFinder, requestViewer } from './approvals/approvals.composition.ts';
import { AuditService } from './audit/audit.service.ts';
import { AuthService } from './auth/auth.service.ts';
import { CaptchaService } from './auth/captcha.service.ts';
import { LoginGuard } from './auth/login-guard.ts';
import { LoginLogService } from './auth/login-log.service.ts';
import { MfaChallenges } from './auth/mfa-challenges.ts';
import { AgreedRates } from './billing/arrangements/agreed-rates.ts';
import { billingOf } from './billing/billing.wiring.ts';
import { createClients } from './clients/clients.composition.ts';
import { ConflictIndex } from './conflicts/conflict-index.service.ts';
import { clientIndexEntry } from './conflicts/index-entries.ts';
import { KnownNamesService } from './conflicts/known-names/known-names.service.ts';
import { createCustomRequests } from './custom-requests/custom-requests.composition.ts';
import { DictionariesService } from './dictionaries/dictionaries.service.ts';
import { createExpenses, wireExpenses } from './expenses/expenses.composition.ts';
import { createFiles } from './files/files.composition.ts';
import { filesArchivedCheck } from './files/files-archived-check.ts';
import { HolidaysService } from './holidays/holidays.service.ts';
import { HomeLayoutService } from './home-layout/home-layout.service.ts';
import { I18nBundlesService } from './i18n-bundles/i18n-bundles.service.ts';
import { createLeave } from './leave/leave.composition.ts';
import { LiveMessagesService } from './live-messages/live-messages.service.ts';
import { LiveSocketHub } from './live-messages/live-socket-hub.ts';
import { createMeetings, meetingCollaborators } from './meetings/meetings.composition.ts';
import { MenusService } from './menus/menus.service.ts';
import { createNotices, noticeCollaborators } from './notices/notices.composition.ts';
import { OrganizationService } from './organization/organization.service.ts';
import { createPeople, peopleCollaborators, staffLevelOn } from './people/people.composition.ts';
import { createProjects } from './projects/projects.composition.ts';
import { createReports } from './reports/reports.composition.ts';
import { RolesService } from './roles/roles.service.ts';
import { createSeals } from './seals/seals.composition.ts';
import { SearchHistoryService } from './search-history/search-history.service.ts';
import { SeatsService } from './seats/seats.service.ts';
import { shareDirectoryOf } from './shares/share-directory.ts';
import { SharesService } from './shares/shares.service.ts';
import { ShortcutsService } from './shortcuts/shortcuts.service.ts';
import { SystemConfigService } from './system-config/system-config.service.ts';
import { TimeoutLogService } from './timeout-log/timeout-log.service.ts';
import { UserSettingsService } from './user-settings/user-settings.service.ts';
import { RoleMembersService } from './users/role-members.service.ts';
import { UserNames } from './users/user-names.ts';
import { profileCollaborators } from './users/user-profile.collaborators.ts';
import { UserProfileService } from './users/user-profile.service.ts';
import { UsersService } from './users/users.service.ts';
import { UserApprovers } from './users/users-approvers.ts';
import type { UserDirectory } from './users/users-directory.ts';
import { UserLifecycleService } from './users/users-lifecycle.service.ts';
import { UserSearchService } from './users/users-search.service.ts';
import { UserSeating } from './users/users-seating.ts';
import { UserSheetService } from './users/users-sheet.service.ts';
import { VerificationCodesService } from './verification-codes/verification-codes.service.ts';
import { VersionsService } from './versions/versions.service.ts';
import { VisitHistoryService } from './visit-history/visit-history.service.ts';
import { createWorklogs } from './worklogs/worklogs.composition.ts';

/** The composition root: every service, built once per app with its collaborators. */
export function createServices({
  db,
  cache,
  config: appConfig,
  events,
  mailer,
  warn = () => {},
}: Pick<AppDeps, 'db' | 'cache' | 'config'> & {
  events: EventBus;
  mailer: Mailer;
  /** Where failures nobody waits for (a notice not delivered) are reported. */
  warn?: (error: unknown, message: string) => void;
}) {
  const config = new SystemConfigService(db);
  const sessions = new SessionService(
    db,
    async () => ({
      idleMinutes: await config.getNumber('sys.session.idleMinutes'),
      absoluteHours: await config.getNumber('sys.session.absoluteHours'),
      signRequests: (await config.getValue('sys.security.signRequests')) !== 'false',
      encryptBodies: (await config.getValue('sys.security.encryptBodies')) === 'true',
    }),
    // Every instance closes the live sockets of an ended session at once.
    (ended) => void events.publish(SESSION_ENDED_TOPIC, ended).catch(() => {}),
  );
  const menus = new MenusService(db);
  // Menus and users own the tables these checks read; the other modules ask through their services.
  const roles = new RolesService(db, {
    existingMenuIds: (menuIds, tx) => menus.existingMenuIds(menuIds, tx),
    isRoleAssigned: (roleId, tx) => users.isRoleAssigned(roleId, tx),
  });
  const users = new UsersService(db, roles, sessions);
  const organization = new OrganizationService(db, {
    isDeptInUse: (deptId, tx) => users.isDeptInUse(deptId, tx),
  });
  const dictionaries = new DictionariesService(db);
  const captcha = new CaptchaService(cache);
  const loginLog = new LoginLogService(db);
  // The TOTP second factor (decision 0002); its secrets are sealed with a key kept beside the data.
  const mfa = new MfaService(db, SecretBox.inDataDir(appConfig.dataDir), cache, {
    requiredRoles: () => config.getValue('sys.account.mfaRequiredRoles'),
    roleKeysOf: async (userId) => (await users.loadPrincipal(userId))?.roles ?? [],
    userNameOf: async (userId) => (await users.getProfile(userId)).userName,
    assertMayManage: (tx, ctx, userId) => users.assertMayManage(tx, ctx, userId, []),
    endSessionsOf: (tx, userId) => sessions.revokeAllForUser(tx, userId),
  });
  const auth = new AuthService(db, {
    users,
    menus,
    sessions,
    config,
    captcha,
    guard: new LoginGuard(cache),
    loginLog,
    mfa,
    challenges: new MfaChallenges(cache),
  });
  const verificationCodes = new VerificationCodesService(db, cache, mailer, {
    recipientOf: (userId) => users.getProfile(userId),
    ttlSeconds: () => config.getNumber('sys.verificationCode.ttlSeconds'),
  });
  const privacy = new PrivacyPasswordService(db, cache, verificationCodes, () =>
    config.getNumber('sys.privacy.unlockMinutes'),
  );
  const loadPrincipal: PrincipalLoader = (userId) => users.loadPrincipal(userId);
  // Names of departments and roles for the user sheet, search and directory, asked of their owners.
  const userDirectory: UserDirectory = {
    units: () => organization.findDepts({}),
    roles: async () => (await roles.findRoles({ pageNum: 1, pageSize: 10_000 })).rows,
  };
  const liveMessages = new LiveMessagesService(db, events, users);
  const userApprovers = new UserApprovers(db, (roleKey, tx) => roles.activeRoleIdsByKey(roleKey, tx));
  const approvals = createApprovals({
    db,
    mailer,
    warn,
    webAddress: () => config.getValue('sys.web.url'),
    sendToUser: (userId, message) => liveMessages.sendToUser(userId, message),
    directory: {
      activeUserIds: (ids, tx) => userApprovers.activeUserIds(ids, tx),
      activeUserIdsWithRole: (roleKey, tx) => userApprovers.activeUserIdsWithRole(roleKey, tx),
      peopleByIds: (ids) => userApprovers.peopleByIds(ids),
      departmentHeadOf: departmentHeadFinder(async (deptId, tx) => {
        try {
          return await organization.getDept(deptId, tx);
        } catch {
          return null;
        }
      }),
    },
  });
  const holidays = new HolidaysService(db);
  const leave = createLeave({
    db,
    engine: approvals.approvalEngine,
    businessTypes: approvals.approvalBusinessTypes,
    holidays,
    policy: {
      defaultAnnualDays: () => config.getNumber('hr.leave.annualDays'),
      carryOverCap: () => config.getNumber('hr.leave.carryOverCap'),
    },
    mayViewRequest: requestViewer(approvals),
    people: (ids) => userApprovers.peopleByIds(ids),
  });
  const attachments = createFiles({
    db,
    dataDir: appConfig.dataDir,
    sofficePath: appConfig.sofficePath,
    readConfig: (key) => config.getValue(key),
    sendToUser: (userId, message) => liveMessages.sendToUser(userId, message),
    warn,
  });
  // Clients (decision 0025). Optional hooks, for the cases module and the conflict index to wire:
  // myCaseClientIds, moveCases, clientNamesChanged, clientRemoved (clients.collaborators.ts).
  // The well-known-names dictionary administrators keep (decision 0036): every check reads it.
  const knownNames = new KnownNamesService(db, cache);
  const conflictIndex = new ConflictIndex(db, () => knownNames.book());
  const clientModule = createClients(db, {
    peopleByIds: (ids, tx) => userApprovers.peopleByIds(ids, tx),
    activeUserIds: (ids, tx) => userApprovers.activeUserIds(ids, tx),
    sendToUser: (userId, message) => liveMessages.sendToUser(userId, message),
    warn,
    // Cases are built below; these run only when a request calls them, after both exist.
    myCaseClientIds: (userId, tx) => caseModule.caseClients.clientIdsOfMyCases(tx ?? db, userId),
    moveCases: (from, to, tx) => caseModule.caseClients.moveCases(tx, from, to),
    moveFiles: async (from, to, ctx, tx) => {
      await attachments.files.moveOwner(tx, ctx, CLIENT_FILE_SOURCE, String(from), String(to));
    },
    clientNamesChanged: (client, tx) => conflictIndex.replace(tx, clientIndexEntry(client)),
    clientRemoved: (clientId, tx) => conflictIndex.remove(tx, 'client', [clientId]),
  });
  attachments.fileSources.register(CLIENT_FILE_SOURCE, clientModule.clientFiles);
  // Cases (decision 0025) ask users, organization, clients and live messages through their services.
  const caseModule = (() => {
    const seating = new UserSeating(db);
    const names = new UserNames(db);
    return createProjects({
      db,
      engine: approvals.approvalEngine,
      businessTypes: approvals.approvalBusinessTypes,
      definitions: approvals.approvalDefinitions,
      taskCentre: approvals.taskCentre,
      conflictIndex,
      collaborators: {
        peopleInService: (ids, tx) => seating.peopleInService(ids, tx),
        peopleByIds: (ids, tx) => names.byIds(ids, tx),
        clientsByIds: (ids, tx) => clientModule.clients.clientsByIds(ids, tx),
        officeCode: async (officeId, tx) => {
          try {
            const dept = await organization.getDept(officeId, tx);
            return dept.kind === 'office' ? dept.code : null;
          } catch {
            return null;
          }
        },
        dictValues: async (dictType, tx) =>
          new Set((await dictionaries.findOptions(dictType, tx)).map((option) => option.dictValue)),
        notify: (userId, message) =>
          liveMessages.sendToUser(userId, { event: 'msg', eventBus: '', ...message }),
        caseFiles: (ctx, projectId, type) =>
          attachments.files.findFiles(ctx, {
            source: CASE_FILE_SOURCE,
            onlyId: String(projectId),
            type,
            // The current versions, as every file panel asks (spec §3 File record).
            status: 0,
          }),
        // Timekeeping is built below; these run only when a request calls them, after both exist.
        worklogSums: (ctx, projectId): Promise<CaseWorklogSums> =>
          worklogModule.worklogSums.caseSums(ctx, projectId),
        timeRefusal: (userId, projectId): Promise<CaseTimeRefusal | null> =>
          worklogModule.worklogs.timeRefusal(userId, projectId),
        // Billing and expenses are built below, from the cases module's own directory.
        billingSums: (projectId) => billingModule.billCaseSums.ofCase(projectId),
        expenseSums: (projectId) => expenseModule.expenseCaseSums.ofCase(projectId),
      },
    });
  })();
  attachments.fileSources.register(CASE_FILE_SOURCE, caseModule.caseFiles);
  caseModule.closingChecks.register(filesArchivedCheck());
  // Timekeeping (issue 10) asks cases, people and the holiday calendar through their services.
  const worklogModule = (() => {
    const names = new UserNames(db);
    return createWorklogs({
      db,
      cases: caseModule.caseDirectory,
      people: {
        byIds: (ids, tx) => names.byIds(ids, tx),
        idsInUnit: (unitId, tx) => names.idsInUnit(unitId, tx),
      },
      calendarBetween: (start, end, tx) => holidays.calendarBetween(start, end, tx),
      // Billing's case level rates and rate card (decision 0030 "Rates"), read through its own class.
      agreedRates: new AgreedRates(db),
      // The level a person held on the work date, from their level history (decision 0059).
      levelOn: staffLevelOn(db),
      closingChecks: caseModule.closingChecks,
      sendToUser: (userId, message) => liveMessages.sendToUser(userId, message),
      // Review, import and reminders (worklog-review.service.ts, worklog-reminders.ts).
      engine: approvals.approvalEngine,
      businessTypes: approvals.approvalBusinessTypes,
      taskCentre: approvals.taskCentre,
      timekeepers: async () => {
        const menuIds = await menus.findMenuIdsWithPermission(WORKLOG_PERMISSIONS.write);
        const roleIds = await roles.findActiveRoleIdsGranting(menuIds);
        const people = await userApprovers.peopleByIds(await userApprovers.activeUserIdsWithRoleIds(roleIds));
        return [...people.values()];
      },
      mailer,
      warn,
      maxImportRows: () => config.getNumber('sys.export.maxRows'),
    });
  })();
  // Expense claims (issue 20, decision 0032) ask cases, the expense-type dictionary, files and approvals.
  const expenseModule = createExpenses(
    wireExpenses({
      db,
      caseDirectory: caseModule.caseDirectory,
      cases: caseModule.cases,
      dictionaries,
      files: attachments.files,
      fileSources: attachments.fileSources,
      peopleByIds: (ids) => userApprovers.peopleByIds(ids),
      readConfig: (key) => config.getValue(key),
      deptOf: (deptId) => organization.getDept(deptId),
      mayViewRequest: requestViewer(approvals),
      closingChecks: caseModule.closingChecks,
      ...approvals,
    }),
  );
  const billingModule = billingOf({
    db,
    mailer,
    warn,
    config,
    organization,
    users,
    userApprovers,
    dictionaries,
    approvals,
    clientModule,
    caseModule,
    worklogModule,
    expenseModule,
    attachments,
    ocrLeaseMs: appConfig.ocrJobLeaseSeconds * 1000,
  });
  const customRequestModule = createCustomRequests(db, {
    businessTypes: approvals.approvalBusinessTypes,
    engine: approvals.approvalEngine,
    taskCentre: approvals.taskCentre,
    definitions: approvals.approvalDefinitions,
    delegations: approvals.approvalDelegations,
    peopleByIds: (ids) => userApprovers.peopleByIds(ids),
  });
  return {
    db,
    knownNames,
    config,
    sessions,
    menus,
    roles,
    users,
    userLifecycle: new UserLifecycleService(db, sessions, users),
    roleMembers: new RoleMembersService(db, users, roles),
    userSearch: new UserSearchService(db, userDirectory),
    seats: (() => {
      // The seat plan asks users and organization, which own those tables (decision 0024).
      const seating = new UserSeating(db);
      return new SeatsService(db, {
        offices: () => organization.findDepts({}),
        peopleInService: (ids, tx) => seating.peopleInService(ids, tx),
        setSeatLabel: (userId, seat, tx) => seating.setSeatLabel(userId, seat, tx),
      });
    })(),
    userSheet: new UserSheetService(db, users, userDirectory, () => config.getNumber('sys.export.maxRows')),
    organization,
    dictionaries,
    captcha,
    loginLog,
    auth,
    audit: new AuditService(db),
    userSettings: new UserSettingsService(db),
    userProfile: new UserProfileService(users, profileCollaborators({ organization, roles, loginLog })),
    searchHistory: new SearchHistoryService(db),
    homeLayout: new HomeLayoutService(db),
    holidays,
    ...leave,
    shortcuts: new ShortcutsService(db),
    shares: new SharesService(db, shareDirectoryOf(users)),
    visitHistory: new VisitHistoryService(db),
    versions: new VersionsService(db),
    i18nBundles: new I18nBundlesService(db, cache),
    timeoutLog: new TimeoutLogService(db, cache),
    liveSockets: new LiveSocketHub(events, sessions),
    liveMessages,
    ...approvals,
    ...customRequestModule,
    ...clientModule,
    ...caseModule,
    ...worklogModule,
    ...billingModule,
    ...expenseModule,
    ...createReports(db, { scopeOf: (ctx, everything) => caseModule.caseDirectory.scopeOf(ctx, everything) }),
    ...createMeetings(db, meetingCollaborators(organization, userApprovers)),
    ...createSeals({
      db,
      organization,
      userApprovers,
      caseDirectory: caseModule.caseDirectory,
      mayViewRequest: requestViewer(approvals),
      ...approvals,
      ...attachments,
    }),
    ...createPeople(db, peopleCollaborators({ db, units: userDirectory.units, dictionaries, privacy })),
    ...createNotices(
      db,
      noticeCollaborators({ organization, people: userApprovers, liveMessages, mailer, warn }),
      attachments.fileSources,
    ),
    conflictIndex,
    ...attachments,
    verificationCodes,
    passwordChange: new PasswordChangeService(users, verificationCodes),
    privacy,
    mfa,
    loadPrincipal,
  };
}

export type Services = ReturnType<typeof createServices>;
