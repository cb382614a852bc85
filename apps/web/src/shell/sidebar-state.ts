/** Spec §4 Sidebar: open or closed, remembered in a cookie (`1` open, `0` closed). */
const COOKIE = 'sidebarStatus';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function readSidebarCollapsed(): boolean {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  return match?.split('=')[1] === '0';
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference; a cookie library would be overkill.
  document.cookie = `${COOKIE}=${collapsed ? '0' : '1'}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
