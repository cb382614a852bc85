import {
  EXPENSE_FILE_SOURCE,
  type ExpenseClaimDetail,
  type ExpenseClaimStatus,
  expenseActionAllowed,
} from '@venus/shared';
import { Alert, Card, Result, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalTimeline } from '../../components/approval-timeline/approval-timeline.tsx';
import { FilePanel } from '../files/file-panel.tsx';
import { useFiles } from '../files/files-api.ts';
import { ExpenseActions } from './expense-actions.tsx';
import { ExpenseBudgetWarnings } from './expense-budget-warnings.tsx';
import { ExpenseHeader } from './expense-header.tsx';
import { ExpenseKindContext, useExpenseKind } from './expense-kind.ts';
import { ExpenseLines } from './expense-lines.tsx';
import { useExpenseClaim } from './expenses-api.ts';
import { PrintButton } from './print/print-button.tsx';
import './expenses.css';

/** Until it is approved a claim may still take its cases past their budgets (decision 0044). */
const BUDGET_WATCHED: readonly ExpenseClaimStatus[] = ['draft', 'sentBack', 'approving'];

const claimIdOf = (query: URLSearchParams) => {
  const id = Number(query.get('id') ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** Spec /expenses/dailyDetail/:title, ?id= (task code 90002, decision 0038): a daily expense's page. */
export function DailyExpenseDetailPage() {
  return (
    <ExpenseKindContext.Provider value="daily">
      <ExpenseDetailPage />
    </ExpenseKindContext.Provider>
  );
}

/** Spec /v2/expenses/expenseDetail/:title, ?id=: one claim, its lines, receipts, approval and buttons. */
export function ExpenseDetailPage() {
  const { t } = useTranslation();
  const claim = useExpenseClaim(claimIdOf(useSearchParams()[0]));
  if (claim.isLoading) return <Spin />;
  if (!claim.data) {
    // A claim behind a wall reads "not found" as a missing one does (decision 0032): the server's words.
    const said = isApiError(claim.error) && claim.error.msg ? claim.error.msg : t('expense.notFound');
    return <Result status="404" title={said} />;
  }
  return <ExpenseView claim={claim.data} />;
}

/** The claim as a page shows it; the task centre shows it without the buttons (it has its own). */
export function ExpenseView({
  claim,
  withActions = true,
}: {
  claim: ExpenseClaimDetail;
  withActions?: boolean;
}) {
  const { t } = useTranslation();
  const ui = useExpenseKind();
  const userId = useUserInfo().data?.user.userId;
  const approval = useApprovalDetail(claim.instanceId ?? undefined);
  const owner = useMemo(
    () => ({ source: EXPENSE_FILE_SOURCE, onlyId: String(claim.claimId), type: '' }),
    [claim.claimId],
  );
  const files = useFiles(owner);
  // The applicant attaches receipts while the claim may be edited; everyone else reads them.
  const editable = claim.applicantId === userId && expenseActionAllowed('edit', claim.status);
  const live = approval.data?.instance.status === 'running';
  const pending = live ? (approval.data?.pending.map((task) => task.assigneeId) ?? []) : [];
  return (
    <div
      className="venus-expenses venus-expenses--detail"
      data-claim={claim.claimId}
      data-status={claim.status}
      data-kind={ui.kind}
    >
      <Card
        variant="borderless"
        className="venus-expenses__summary"
        title={t(ui.titles.detail, { title: claim.title })}
        // One place for the buttons on every screen (on a phone the card's head wraps them under
        // the title, expenses.css): a window resized across the phone width re-renders them
        // where they are, so a half-filled pay dialog they opened stays open.
        extra={
          withActions ? (
            <Space wrap className="venus-expenses__head-actions">
              <ExpenseActions claim={claim} pendingAssigneeIds={pending} />
              <PrintButton to={ui.printPath(claim.title, claim.claimId)} />
            </Space>
          ) : null
        }
      >
        {claim.returnComment && (claim.status === 'sentBack' || claim.status === 'rejected') ? (
          <Alert
            className="venus-expenses__returned"
            type="warning"
            showIcon
            message={t('expensesUi.returned', { comment: claim.returnComment })}
          />
        ) : null}
        {ui.kind === 'claim' && BUDGET_WATCHED.includes(claim.status) ? (
          <ExpenseBudgetWarnings lines={claim.lines} alreadyPending={claim.status === 'approving'} />
        ) : null}
        <ExpenseHeader claim={claim} />
      </Card>
      <Card variant="borderless" title={t('expensesUi.linesTitle')}>
        <ExpenseLines claim={claim} files={files.data ?? []} />
      </Card>
      <FilePanel
        owner={owner}
        title={t('expensesUi.receiptsTitle')}
        permission={{ add: editable, edit: editable, download: true, remove: editable }}
      />
      {withActions ? (
        <Card variant="borderless" title={t('expensesUi.approvalTitle')}>
          <ApprovalTimeline detail={claim.instanceId === null ? null : approval.data} />
        </Card>
      ) : null}
    </div>
  );
}
