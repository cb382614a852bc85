import type { MonthList } from '@venus/shared';
import { Alert, App, Select, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useCloseMonth } from './month-end-api.ts';

/** The open months that have ended, newest first: what a close may reach. */
export const closableMonths = (months: MonthList) =>
  months.rows.filter((row) => !row.closed && row.month <= months.closableTo).map((row) => row.month);

/**
 * 结账: closes every open month up to the one chosen (decision 0054). Said plainly before it is
 * done, because it cannot be undone: the figures of those months are fixed for good.
 */
export function MonthCloseDialog({
  open,
  months,
  onClose,
}: {
  open: boolean;
  months: MonthList;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const choices = closableMonths(months);
  const [month, setMonth] = useState<string | undefined>(undefined);
  const chosen = month ?? choices[0];
  // Every open month up to the chosen one closes with it.
  const oldest = choices.at(-1);
  const close = useCloseMonth();
  const labelId = useId();
  const confirm = async () => {
    if (!chosen) return;
    const done = await close.mutateAsync(chosen);
    void message.success(t('monthEndView.closedDone', { months: done.months.join('、') }));
    onClose();
  };
  return (
    <VenusDialog
      open={open}
      title={t('monthEndView.closeTitle')}
      onCancel={onClose}
      afterClose={() => setMonth(undefined)}
      onConfirm={confirm}
      confirmText={t('monthEndView.close')}
      confirmLoading={close.isPending}
      confirmDisabled={!chosen}
      danger
    >
      {chosen ? (
        <Space direction="vertical" size="middle" className="venus-month-end__close">
          <div className="venus-month-end__field">
            <Typography.Text id={labelId}>{t('monthEndView.closeUpTo')}</Typography.Text>
            <Select
              value={chosen}
              onChange={setMonth}
              options={choices.map((value) => ({ value, label: value }))}
              aria-labelledby={labelId}
              className="venus-month-end__select"
            />
          </div>
          <Alert
            type="warning"
            showIcon
            message={
              oldest === chosen
                ? t('monthEndView.closeWarningOne', { month: chosen })
                : t('monthEndView.closeWarning', { from: oldest, to: chosen })
            }
          />
        </Space>
      ) : (
        <Alert
          type="info"
          showIcon
          message={t('monthEndView.nothingToClose', { month: months.closableTo })}
        />
      )}
    </VenusDialog>
  );
}
