/** Spec §7: the browser tab's text and icon come from `BrowserTabText1` / `BrowserTabLogo1` (config number 1). */
export const DEFAULT_FAVICON = '/favicon.svg';

/** "page - firm text", or the firm text alone; an empty config text falls back to the app name. */
export function documentTitle(pageTitle: string, tabText: string, appName: string): string {
  const brand = tabText.trim() || appName;
  return pageTitle ? `${pageTitle} - ${brand}` : brand;
}

/**
 * The icon to show: the configured image when it is a web address or a site path, else ours.
 * Anything else (a script URL, a typo) is ignored rather than put into the page.
 */
export function faviconHref(tabLogo: string): string {
  const logo = tabLogo.trim();
  if (/^https?:\/\//i.test(logo) || /^\/(?!\/)/.test(logo) || /^data:image\/[\w.+-]+;base64,/i.test(logo))
    return logo;
  return DEFAULT_FAVICON;
}
