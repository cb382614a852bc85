import { SettingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { arrangeQuickStarts, type QuickStartTile, quickStartHref } from '@venus/shared';
import { Button, Card, Empty, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { quickStartDialogOf } from './quick-start-dialogs.ts';
import { tileLook } from './quick-start-icons.tsx';
import { useCanOpen } from './use-granted-pages.ts';

/**
 * Spec §2 quick-start shortcuts, shown by permission in the person's chosen order. A tile whose
 * page or dialog this build does not have yet is shown, disabled, with a "not yet available" tip
 * (decision 0009): it never leads to a missing page.
 */
export function QuickStartCard({ saved }: { saved: readonly string[] | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: info } = useUserInfo();
  const canOpen = useCanOpen();
  const tiles = arrangeQuickStarts(info?.permissions ?? [], saved);

  const actionOf = (tile: QuickStartTile): (() => void) | null => {
    if (tile.target.kind === 'dialog') return quickStartDialogOf(tile.id) ?? null;
    const href = quickStartHref(tile, t(`quickStart.tiles.${tile.id}`));
    return href && canOpen(href) ? () => void navigate(href) : null;
  };

  return (
    <Card
      variant="borderless"
      className="venus-home__card"
      title={
        <span className="venus-home__card-title">
          <ThunderboltOutlined /> {t('quickStart.cardTitle')}
        </span>
      }
      extra={
        <Link to="/home/settingQuickStart">
          <Button type="text" size="small" icon={<SettingOutlined />} aria-label={t('quickStart.customise')}>
            <span className="venus-home__extra-label">{t('quickStart.customise')}</span>
          </Button>
        </Link>
      }
    >
      {tiles.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quickStart.none')} />
      ) : (
        <div className="venus-quick-grid" data-testid="quick-start">
          {tiles.map((tile) => {
            const { Icon, colour } = tileLook(tile.id);
            const action = actionOf(tile);
            const title = t(`quickStart.tiles.${tile.id}`);
            const button = (
              <button
                key={tile.id}
                type="button"
                className="venus-quick-tile"
                disabled={!action}
                aria-disabled={!action}
                onClick={action ?? undefined}
                data-tile={tile.id}
              >
                <span className="venus-quick-tile__icon" style={{ color: colour, background: `${colour}14` }}>
                  <Icon />
                </span>
                <span className="venus-quick-tile__name">{title}</span>
              </button>
            );
            return action ? (
              <div key={tile.id}>{button}</div>
            ) : (
              <Tooltip key={tile.id} title={t('quickStart.notYetAvailable')}>
                <div>{button}</div>
              </Tooltip>
            );
          })}
        </div>
      )}
    </Card>
  );
}
