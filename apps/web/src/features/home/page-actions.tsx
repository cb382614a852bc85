import { ShareAltOutlined, StarOutlined } from '@ant-design/icons';
import { pageQueryOf } from '@venus/shared';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../app/session/redirect.ts';
import { useTabs } from '../../shell/tabs/use-tabs.ts';
import { openShareDialog, ShareDialog } from '../shares/index.ts';
import { openShortcutDialog, ShortcutDialog } from '../shortcuts/index.ts';
import { useVisitRecorder } from '../visit-history/index.ts';

/**
 * Header actions on the page shown now: save it as a shortcut (its query as the search form)
 * and share it. Mounted once with the header, it also hosts the two global dialogs and records
 * the visit history.
 */
export function PageActions() {
  const { t } = useTranslation();
  const { route } = useTabs();
  useVisitRecorder();
  const page = route && route.path !== HOME_PATH ? route : null;
  const title = page ? (page.params?.title ?? page.meta?.title ?? '') : '';
  const query = page ? pageQueryOf(page.query) : {};

  return (
    <>
      {page ? (
        <>
          <Tooltip title={t('shortcuts.addTitle')}>
            <Button
              type="text"
              className="venus-header__action"
              icon={<StarOutlined />}
              aria-label={t('shortcuts.addTitle')}
              onClick={() =>
                openShortcutDialog({ path: page.path, type: page.name, searchContent: query, title })
              }
            />
          </Tooltip>
          <Tooltip title={t('shares.addTitle')}>
            <Button
              type="text"
              className="venus-header__action"
              icon={<ShareAltOutlined />}
              aria-label={t('shares.addTitle')}
              onClick={() => openShareDialog({ path: page.path, query, title })}
            />
          </Tooltip>
        </>
      ) : null}
      <ShortcutDialog />
      <ShareDialog />
    </>
  );
}
