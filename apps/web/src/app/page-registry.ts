import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/** The home page is always routed, whether or not the server lists it. */
export const HOME_COMPONENT = 'index';

/**
 * Component strings the server's menus may name, mapped to the pages that render them.
 * A menu naming anything else is skipped (see shell/route-tree.ts).
 */
const pages: Record<string, Page> = {
  [HOME_COMPONENT]: lazy(() =>
    import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })),
  ),
  'monitor/operlog/index': lazy(() =>
    import('../features/monitor/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })),
  ),
  'monitor/logininfor/index': lazy(() =>
    import('../features/monitor/login-log-page.tsx').then((m) => ({ default: m.LoginLogPage })),
  ),
};

export function isRegisteredPage(component: string): boolean {
  return Object.hasOwn(pages, component);
}

export function findPage(component: string): Page | undefined {
  return isRegisteredPage(component) ? pages[component] : undefined;
}
