import type { PageEntry } from '../shell/route-tree.ts';

/**
 * Pages every signed-in person has without a menu row (RuoYi's "constant routes"): they open from
 * the user menu or the home page. A page whose component is not registered yet is left out.
 */
export const CONSTANT_PAGES: readonly { path: string; component: string; titleKey: string }[] = [
  { path: '/user/profile', component: 'user/profile/index', titleKey: 'pages.userProfile' },
  { path: '/user/setting', component: 'user/setting/index', titleKey: 'pages.userSetting' },
  { path: '/user/userHistory', component: 'user/userHistory/index', titleKey: 'pages.userHistory' },
  // The caller's own sign-ins, guarded by the privacy password (decision 0006).
  {
    path: '/user/loginHistory',
    component: 'user/loginHistory/index',
    titleKey: 'accountSecurity.signInHistory',
  },
  {
    path: '/home/settingQuickStart',
    component: 'home/settingQuickStart',
    titleKey: 'pages.settingQuickStart',
  },
  { path: '/home/settingWorkbench', component: 'home/settingWorkbench', titleKey: 'pages.settingWorkbench' },
  // Everyone may be asked to approve something: the task centre needs no menu grant.
  { path: '/process/todo', component: 'process/todo/index', titleKey: 'pages.taskCentre' },
];

/** The granted pages plus the constant ones this client can render, titled in the current language. */
export function withConstantPages(
  pages: readonly PageEntry[],
  isRegistered: (component: string) => boolean,
  translate: (key: string) => string,
): PageEntry[] {
  const granted = new Set(pages.map((page) => page.path));
  const constant = CONSTANT_PAGES.filter(
    (page) => isRegistered(page.component) && !granted.has(page.path),
  ).map((page) => ({ path: page.path, component: page.component, title: translate(page.titleKey) }));
  return [...pages, ...constant];
}
