import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigValue } from '../../app/api/use-config-value.ts';
import { documentTitle, faviconHref } from './browser-tab.ts';

/** The firm's name for the browser tab (config `BrowserTabText1`), or the app name. */
export function useBrowserTabText(): string {
  const { t } = useTranslation();
  const text = useConfigValue('BrowserTabText1');
  return text.trim() || t('app.name');
}

/** Sets the document title of a page from the firm's tab text. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const tabText = useBrowserTabText();
  useEffect(() => {
    document.title = documentTitle(pageTitle, tabText, t('app.name'));
  }, [pageTitle, tabText, t]);
}

/** Puts the firm's icon (config `BrowserTabLogo1`) on the browser tab while signed in. */
export function useBrowserTabLogo(): void {
  const logo = useConfigValue('BrowserTabLogo1');
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    const href = faviconHref(logo);
    link.href = href;
    link.type = href.endsWith('.svg') ? 'image/svg+xml' : '';
  }, [logo]);
}
