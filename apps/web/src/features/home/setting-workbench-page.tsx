import { WORKBENCH_CARDS, type WorkbenchCard } from '@venus/shared';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHomeLayout, useSetQuickShow } from './home-api.ts';
import { OrderedChoiceList } from './ordered-choice-list.tsx';
import { useOrderedChoice } from './use-ordered-choice.ts';
import './settings-pages.css';

/** /home/settingWorkbench: which cards the home page shows, in what order. */
export function SettingWorkbenchPage() {
  const { t } = useTranslation();
  const layout = useHomeLayout();
  const save = useSetQuickShow();
  const choice = useOrderedChoice(WORKBENCH_CARDS, layout.data?.workbench ?? null, layout.isSuccess);

  return (
    <Card variant="borderless" title={t('workbench.settingTitle')} className="venus-home-settings">
      <Typography.Paragraph type="secondary">{t('workbench.settingHint')}</Typography.Paragraph>
      <OrderedChoiceList
        choices={choice.order.map((id) => ({ id, label: t(`workbench.cards.${id}`) }))}
        shown={choice.shown}
        onToggle={choice.toggle}
        onMove={choice.move}
      />
      <Flex gap={8} justify="end" className="venus-home-settings__actions">
        <Button onClick={() => save.mutate({ workbench: null })} loading={save.isPending}>
          {t('workbench.restoreDefault')}
        </Button>
        <Button
          type="primary"
          onClick={() => save.mutate({ workbench: choice.chosen as WorkbenchCard[] })}
          loading={save.isPending}
        >
          {t('workbench.save')}
        </Button>
      </Flex>
    </Card>
  );
}
