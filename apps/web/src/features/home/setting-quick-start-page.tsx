import { permittedQuickStarts } from '@venus/shared';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useHomeLayout, useSetQuickShow } from './home-api.ts';
import { OrderedChoiceList } from './ordered-choice-list.tsx';
import { tileLook } from './quick-start-icons.tsx';
import { useOrderedChoice } from './use-ordered-choice.ts';
import './settings-pages.css';

/** /home/settingQuickStart: which of my permitted quick-start tiles show on home, in what order. */
export function SettingQuickStartPage() {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  const layout = useHomeLayout();
  const save = useSetQuickShow();
  const permitted = useMemo(
    () => permittedQuickStarts(info?.permissions ?? []).map((tile) => tile.id),
    [info],
  );
  const choice = useOrderedChoice(permitted, layout.data?.quickStart ?? null, layout.isSuccess);

  return (
    <Card variant="borderless" title={t('quickStart.settingTitle')} className="venus-home-settings">
      <Typography.Paragraph type="secondary">{t('quickStart.settingHint')}</Typography.Paragraph>
      {permitted.length === 0 ? (
        <Alert type="info" showIcon title={t('quickStart.none')} />
      ) : (
        <OrderedChoiceList
          choices={choice.order.map((id) => {
            const { Icon, colour } = tileLook(id);
            return {
              id,
              label: t(`quickStart.tiles.${id}`),
              icon: (
                <span className="venus-home-settings__icon" style={{ color: colour }}>
                  <Icon />
                </span>
              ),
            };
          })}
          shown={choice.shown}
          onToggle={choice.toggle}
          onMove={choice.move}
        />
      )}
      <Flex gap={8} justify="end" className="venus-home-settings__actions">
        <Button onClick={() => save.mutate({ quickStart: null })} loading={save.isPending}>
          {t('workbench.restoreDefault')}
        </Button>
        <Button
          type="primary"
          onClick={() => save.mutate({ quickStart: choice.chosen })}
          loading={save.isPending}
          disabled={permitted.length === 0}
        >
          {t('workbench.save')}
        </Button>
      </Flex>
    </Card>
  );
}
