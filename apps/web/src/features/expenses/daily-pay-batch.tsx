import { PayCircleOutlined } from '@ant-design/icons';
import { type ExpenseClaimRow, formatMoney, sumDecimals } from '@venus/shared';
import { App, Button, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { ExpenseDecisionDialog } from './expense-decision-dialog.tsx';
import { usePayDailyBatch } from './expenses-api.ts';

interface DailyPayBatch {
  rowSelection?: TableProps<ExpenseClaimRow>['rowSelection'];
  button: ReactNode;
  dialog: ReactNode;
}

/**
 * 全部日常报销's monthly batch (decision 0050): finance ticks the approved daily expenses of
 * others (the month filter narrows the list) and pays them at once with one date, method and
 * reference. The server pays all or none and names any it refuses; the ticks stay for another try.
 */
export function useDailyPayBatch(enabled: boolean): DailyPayBatch {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const userId = useUserInfo().data?.user.userId;
  const [selected, setSelected] = useState<readonly ExpenseClaimRow[]>([]);
  const [paying, setPaying] = useState(false);
  const payBatch = usePayDailyBatch();
  if (!enabled) return { button: null, dialog: null };
  const total = formatMoney(sumDecimals(selected.map((row) => row.total)));
  return {
    rowSelection: {
      selectedRowKeys: selected.map((row) => row.claimId),
      preserveSelectedRowKeys: true,
      onChange: (_, rows) => setSelected(rows.filter(Boolean)),
      getCheckboxProps: (row) => ({
        disabled: row.status !== 'approved' || row.applicantId === userId,
        'aria-label': row.title,
      }),
    },
    button: (
      <Button
        type="primary"
        icon={<PayCircleOutlined />}
        disabled={selected.length === 0}
        title={t('dailyExpensesUi.batchHint')}
        onClick={() => setPaying(true)}
      >
        {t('dailyExpensesUi.payBatch', { count: selected.length })}
      </Button>
    ),
    dialog: (
      <ExpenseDecisionDialog
        decision={paying ? 'pay' : null}
        title={t('dailyExpensesUi.payBatchTitle', { count: selected.length, total })}
        saving={payBatch.isPending}
        onConfirm={async (_, values) => {
          const { paid } = await payBatch.mutateAsync({
            claimIds: selected.map((row) => row.claimId),
            paidDate: values.paidDate ?? '',
            method: values.method ?? 'bankTransfer',
            reference: values.reference ?? '',
          });
          void message.success(t('dailyExpensesUi.batchPaid', { count: paid }));
          setSelected([]);
        }}
        onClose={() => setPaying(false)}
      />
    ),
  };
}
