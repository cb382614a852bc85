import type { LoanDetail } from '@venus/shared';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import {
  type DecisionValues,
  type ExpenseDecision,
  ExpenseDecisionDialog,
} from '../expenses/expense-decision-dialog.tsx';
import { loanPageActions } from './loan-action-rules.ts';
import { useLoanActions } from './loans-api.ts';
import { openLoanForm } from './open-loan-form.ts';

/** The buttons of a loan's page by its status and the reader; the claims' decision dialog. */
export function LoanActions({
  loan,
  pendingAssigneeIds,
}: {
  loan: LoanDetail;
  pendingAssigneeIds: readonly number[];
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const info = useUserInfo().data;
  const actions = new Set(
    loanPageActions(loan, pendingAssigneeIds, {
      userId: info?.user.userId,
      permissions: info?.permissions ?? [],
    }),
  );
  const run = useLoanActions();
  const [deciding, setDeciding] = useState<ExpenseDecision | null>(null);
  const { loanId } = loan;
  const done = (key: string) => () => void message.success(t(`loansUi.done.${key}`));

  const decide = async (decision: ExpenseDecision, values: DecisionValues) => {
    const comment = values.comment ?? '';
    const paid = {
      paidDate: values.paidDate ?? '',
      method: values.method ?? 'bankTransfer',
      reference: values.reference ?? '',
    };
    if (decision === 'audit') await run.approve.mutateAsync({ loanId, comment });
    if (decision === 'back') await run.sendBack.mutateAsync({ loanId, comment });
    if (decision === 'reject') await run.reject.mutateAsync({ loanId, comment });
    if (decision === 'pay') await run.pay.mutateAsync({ loanId, ...paid });
    if (decision === 'repay')
      await run.repay.mutateAsync({
        loanId,
        amount: values.amount ?? '',
        repaidDate: paid.paidDate,
        method: paid.method,
        reference: paid.reference,
      });
    done(decision)();
  };

  const confirmed = (key: 'submit' | 'cancel' | 'withdraw', go: () => Promise<unknown>, danger = false) => (
    <Popconfirm
      title={t(`loansUi.confirm.${key}`)}
      okText={t(`expensesUi.actions.${key}`)}
      okButtonProps={{ danger }}
      cancelText={t('common.cancel')}
      onConfirm={() => go().then(done(key), () => undefined)}
    >
      <Button type={key === 'submit' ? 'primary' : 'default'} danger={danger}>
        {t(`expensesUi.actions.${key}`)}
      </Button>
    </Popconfirm>
  );
  const dialogButton = (decision: ExpenseDecision, label: string, kind: 'primary' | 'danger') => (
    <Button
      type={kind === 'primary' ? 'primary' : 'default'}
      danger={kind === 'danger'}
      onClick={() => setDeciding(decision)}
    >
      {t(label)}
    </Button>
  );

  if (actions.size === 0) return null;
  return (
    <Space wrap className="venus-expenses__actions">
      {actions.has('edit') ? (
        <Button onClick={() => openLoanForm(loan)}>{t('expensesUi.actions.edit')}</Button>
      ) : null}
      {actions.has('submit') ? confirmed('submit', () => run.submit.mutateAsync(loanId)) : null}
      {actions.has('withdraw') ? confirmed('withdraw', () => run.withdraw.mutateAsync(loanId)) : null}
      {actions.has('cancel') ? confirmed('cancel', () => run.cancel.mutateAsync(loanId), true) : null}
      {actions.has('audit') ? dialogButton('audit', 'expensesUi.actions.audit', 'primary') : null}
      {actions.has('back') ? dialogButton('back', 'expensesUi.actions.back', 'danger') : null}
      {actions.has('reject') ? dialogButton('reject', 'dailyExpensesUi.reject', 'danger') : null}
      {actions.has('pay') ? dialogButton('pay', 'expensesUi.actions.pay', 'primary') : null}
      {actions.has('repay') ? dialogButton('repay', 'loansUi.actions.repay', 'primary') : null}
      <ExpenseDecisionDialog
        decision={deciding}
        saving={[run.approve, run.sendBack, run.reject, run.pay, run.repay].some((one) => one.isPending)}
        onConfirm={decide}
        onClose={() => setDeciding(null)}
      />
    </Space>
  );
}
