import type { CurrentVersion } from '@venus/shared';
import { WEB_CLIENT_KIND } from '@venus/shared';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import { useIsMobile } from '../../app/use-device.ts';
import { VersionNotice } from './version-notice.tsx';
import { judgeVersion, shouldCheckVersion } from './version-rule.ts';
import { lastCheckedAt, storeCheckedAt, storedVersion, storeVersion } from './version-storage.ts';

const fetchCurrentVersion = () =>
  api.get<CurrentVersion>(`/tools/general/version/${WEB_CLIENT_KIND}`, { errorHandling: 'caller' });

/**
 * Spec §4 Version check: this page load runs the current release, so it is remembered at start;
 * later, whenever the tab becomes visible again (at most every 5 minutes, not on phones), a newer
 * release is announced and the page reloads once the person confirms.
 */
export function useVersionCheck(): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const isMobile = useIsMobile();
  const prompting = useRef(false);

  useEffect(() => {
    fetchCurrentVersion()
      .then(({ ver }) => {
        if (ver) storeVersion(ver);
        storeCheckedAt(Date.now());
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    const onVisibility = async () => {
      if (document.visibilityState !== 'visible' || prompting.current) return;
      const now = Date.now();
      if (!shouldCheckVersion({ now, lastCheckedAt: lastCheckedAt(), isMobile })) return;
      storeCheckedAt(now);
      let current: CurrentVersion;
      try {
        current = await fetchCurrentVersion();
      } catch {
        return;
      }
      const verdict = judgeVersion(storedVersion(), current.ver);
      if (verdict === 'remember' && current.ver) storeVersion(current.ver);
      if (verdict !== 'prompt' || !current.ver) return;
      const ver = current.ver;
      prompting.current = true;
      modal.confirm({
        title: t('versionCheck.title'),
        content: <VersionNotice ver={ver} notes={current.content} />,
        okText: t('versionCheck.reload'),
        cancelText: t('versionCheck.later'),
        // Declining keeps the old version stored, so the notice comes back at the next check.
        onOk: () => {
          storeVersion(ver);
          window.location.reload();
        },
        afterClose: () => {
          prompting.current = false;
        },
      });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [isMobile, modal, t]);
}
