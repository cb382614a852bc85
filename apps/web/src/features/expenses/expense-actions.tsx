import type { ExpenseClaimDetail } from '@venus/shared';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useOpenLoans } from '../loans/loans-api.ts';
import { expensePageActions } from './expense-action-rules.ts';
import {
  type DecisionValues,
  type ExpenseDecision,
  ExpenseDecisionDialog,
  offsetsOf,
} from './expense-decision-dialog.tsx';
import { useExpenseKind } from './expense-kind.ts';
import { useExpenseActions } from './expenses-api.ts';
import { openExpenseForm } from './open-expense-form.ts';

/**
 * The buttons of a claim's page by its status and the reader (decision 0032). A refusal reaches
 * the person as the server's message (the API client's toast); nothing changes on the page.
 */
export function ExpenseActions({
  claim,
  pendingAssigneeIds,
}: {
  claim: ExpenseClaimDetail;
  pendingAssigneeIds: readonly number[];
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const info = useUserInfo().data;
  const { kind } = useExpenseKind();
  const actions = new Set(
    expensePageActions(
      claim,
      pendingAssigneeIds,
      { userId: info?.user.userId, permissions: info?.permissions ?? [] },
      kind,
    ),
  );
  const { submit, cancel, withdraw, approve, sendBack, reject, pay } = useExpenseActions();
  const [deciding, setDeciding] = useState<ExpenseDecision | null>(null);
  // Paying a claim, finance is offered the claimant's loans still owed (decision 0041).
  const openLoans = useOpenLoans(claim.applicantId, deciding === 'pay' && kind === 'claim');
  const { claimId } = claim;
  const done = (key: string) => () => void message.success(t(`expensesUi.done.${key}`));

  const decide = async (decision: ExpenseDecision, values: DecisionValues) => {
    if (decision === 'audit') await approve.mutateAsync({ claimId, comment: values.comment ?? '' });
    if (decision === 'back') await sendBack.mutateAsync({ claimId, comment: values.comment ?? '' });
    if (decision === 'reject') await reject.mutateAsync({ claimId, comment: values.comment ?? '' });
    if (decision === 'pay')
      await pay.mutateAsync({
        claimId,
        paidDate: values.paidDate ?? '',
        method: values.method ?? 'bankTransfer',
        reference: values.reference ?? '',
        offsets: offsetsOf(values),
      });
    done(decision)();
  };

  const confirmed = (key: 'submit' | 'cancel' | 'withdraw', run: () => Promise<unknown>, danger = false) => (
    <Popconfirm
      title={t(`expensesUi.confirm.${key}`)}
      okText={t(`expensesUi.actions.${key}`)}
      okButtonProps={{ danger }}
      cancelText={t('common.cancel')}
      // A refusal is the API client's toast; the confirmation closes so the page is readable again.
      onConfirm={() => run().then(done(key), () => undefined)}
    >
      <Button type={key === 'submit' ? 'primary' : 'default'} danger={danger}>
        {t(`expensesUi.actions.${key}`)}
      </Button>
    </Popconfirm>
  );

  // The dialog stays mounted whatever the buttons: a claim re-read while it is open (a refetch, a
  // live update) must not take a half-filled payment away with a button that is gone.
  return (
    <>
      {actions.size > 0 ? (
        <Space wrap className="venus-expenses__actions">
          {actions.has('edit') ? (
            <Button onClick={() => openExpenseForm(claim, kind)}>{t('expensesUi.actions.edit')}</Button>
          ) : null}
          {actions.has('submit') ? confirmed('submit', () => submit.mutateAsync(claimId)) : null}
          {actions.has('withdraw') ? confirmed('withdraw', () => withdraw.mutateAsync(claimId)) : null}
          {actions.has('cancel') ? confirmed('cancel', () => cancel.mutateAsync(claimId), true) : null}
          {actions.has('audit') ? (
            <Button type="primary" onClick={() => setDeciding('audit')}>
              {t('expensesUi.actions.audit')}
            </Button>
          ) : null}
          {actions.has('back') ? (
            <Button danger onClick={() => setDeciding('back')}>
              {t('expensesUi.actions.back')}
            </Button>
          ) : null}
          {actions.has('reject') ? (
            <Button danger onClick={() => setDeciding('reject')}>
              {t('dailyExpensesUi.reject')}
            </Button>
          ) : null}
          {actions.has('pay') ? (
            <Button type="primary" onClick={() => setDeciding('pay')}>
              {t('expensesUi.actions.pay')}
            </Button>
          ) : null}
        </Space>
      ) : null}
      <ExpenseDecisionDialog
        decision={deciding}
        saving={approve.isPending || sendBack.isPending || reject.isPending || pay.isPending}
        onConfirm={decide}
        onClose={() => setDeciding(null)}
        openLoans={openLoans.data ?? []}
      />
    </>
  );
}
