import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/** The home page is always routed, whether or not the server lists it. */
export const HOME_COMPONENT = 'index';

/**
 * Component strings the server's menus may name, mapped to the pages that render them.
 * A menu naming anything else is skipped (see shell/route-tree.ts).
 */
const settingQuickStart = lazy(() =>
  import('../features/home/setting-quick-start-page.tsx').then((m) => ({ default: m.SettingQuickStartPage })),
);

const pages: Record<string, Page> = {
  'home/settingQuickStart': settingQuickStart,
  // The same page as the quick-start menu row names it (decision 0009: it carries the tile grants).
  'home/settingQuickStart/index': settingQuickStart,
  'home/settingWorkbench': lazy(() =>
    import('../features/home/setting-workbench-page.tsx').then((m) => ({ default: m.SettingWorkbenchPage })),
  ),
  'user/userHistory/index': lazy(() =>
    import('../features/visit-history/visit-history-page.tsx').then((m) => ({ default: m.VisitHistoryPage })),
  ),
  'user/profile/index': lazy(() =>
    import('../features/user-profile/user-profile-page.tsx').then((m) => ({ default: m.UserProfilePage })),
  ),
  'user/setting/index': lazy(() =>
    import('../features/user-settings/user-settings-page.tsx').then((m) => ({ default: m.UserSettingsPage })),
  ),
  'user/loginHistory/index': lazy(() =>
    import('../features/account-security/sign-in-history-page.tsx').then((m) => ({
      default: m.SignInHistoryPage,
    })),
  ),
  [HOME_COMPONENT]: lazy(() =>
    import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })),
  ),
  'monitor/operlog/index': lazy(() =>
    import('../features/monitor/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })),
  ),
  'monitor/logininfor/index': lazy(() =>
    import('../features/monitor/login-log-page.tsx').then((m) => ({ default: m.LoginLogPage })),
  ),
  'monitor/timeoutLog/index': lazy(() =>
    import('../features/monitor/timeout-log-page.tsx').then((m) => ({ default: m.TimeoutLogPage })),
  ),
  'monitor/message/index': lazy(() =>
    import('../features/notices/send-notice-page.tsx').then((m) => ({ default: m.SendNoticePage })),
  ),
  'system/user/index': lazy(() =>
    import('../features/users/users-page.tsx').then((m) => ({ default: m.UsersPage })),
  ),
  'system/version/index': lazy(() =>
    import('../features/versions/versions-page.tsx').then((m) => ({ default: m.VersionsPage })),
  ),
  'hr/holiday/index': lazy(() =>
    import('../features/holidays/holidays-page.tsx').then((m) => ({ default: m.HolidaysPage })),
  ),
  'system/dict/index': lazy(() =>
    import('../features/dictionaries/dictionaries-page.tsx').then((m) => ({ default: m.DictionariesPage })),
  ),
  'system/config/index': lazy(() =>
    import('../features/system-config/system-config-page.tsx').then((m) => ({ default: m.SystemConfigPage })),
  ),
  'process/workflow/index': lazy(() =>
    import('../features/approvals/designer/workflow-designer-page.tsx').then((m) => ({
      default: m.WorkflowDesignerPage,
    })),
  ),
  'process/todo/index': lazy(() =>
    import('../features/approvals/task-centre-page.tsx').then((m) => ({ default: m.TaskCentrePage })),
  ),
  'system/i18n/index': lazy(() =>
    import('../features/i18n-bundles/i18n-bundles-page.tsx').then((m) => ({ default: m.I18nBundlesPage })),
  ),
};

export function isRegisteredPage(component: string): boolean {
  return Object.hasOwn(pages, component);
}

export function findPage(component: string): Page | undefined {
  return isRegisteredPage(component) ? pages[component] : undefined;
}
