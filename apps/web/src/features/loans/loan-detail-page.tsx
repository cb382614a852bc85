import type { LoanDetail } from '@venus/shared';
import { Alert, Card, Descriptions, Result, Space, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalTimeline } from '../../components/approval-timeline/approval-timeline.tsx';
import { PrintButton } from '../expenses/print/print-button.tsx';
import { LoanActions } from './loan-actions.tsx';
import { LoanAmount } from './loan-columns.tsx';
import { loanPrintPath } from './loan-paths.ts';
import { LoanRepaymentRequests, RepayRequestButton } from './loan-repayment-requests.tsx';
import { LoanStatusTag } from './loan-status-tag.tsx';
import { useLoan } from './loans-api.ts';
import '../expenses/expenses.css';

const idOf = (query: URLSearchParams) => {
  const id = Number(query.get('id') ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** Spec /v2/borrow/borrowDetail/:title, ?id= (task codes 161000–171005): one loan. */
export function LoanDetailPage() {
  const { t } = useTranslation();
  const loan = useLoan(idOf(useSearchParams()[0]));
  if (loan.isLoading) return <Spin />;
  if (!loan.data) {
    const said = isApiError(loan.error) && loan.error.msg ? loan.error.msg : t('loan.notFound');
    return <Result status="404" title={said} />;
  }
  return <LoanView loan={loan.data} />;
}

/** The loan, its repayments and repayment requests, its approval and the buttons its reader may press. */
export function LoanView({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const approval = useApprovalDetail(loan.instanceId ?? undefined);
  const live = approval.data?.instance.status === 'running';
  const pending = live ? (approval.data?.pending.map((task) => task.assigneeId) ?? []) : [];
  const label = (key: string) => t(`loansUi.field.${key}`);
  const money = (value: string) => <LoanAmount value={value} currency={loan.currency} />;
  return (
    <div className="venus-expenses venus-expenses--detail" data-loan={loan.loanId} data-status={loan.status}>
      <Card
        variant="borderless"
        // As a claim's summary: on a phone the buttons take the width under the title.
        className="venus-expenses__summary"
        title={t('loansUi.detailTitle', { purpose: loan.purpose })}
        extra={
          <Space wrap>
            <LoanActions loan={loan} pendingAssigneeIds={pending} />
            <RepayRequestButton loan={loan} />
            <PrintButton to={loanPrintPath(loan.purpose, loan.loanId)} />
          </Space>
        }
      >
        {loan.returnComment && (loan.status === 'sentBack' || loan.status === 'rejected') ? (
          <Alert
            type="warning"
            showIcon
            message={t('expensesUi.returned', { comment: loan.returnComment })}
          />
        ) : null}
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={label('loanId')}>{loan.loanId}</Descriptions.Item>
          <Descriptions.Item label={t('field.status')}>
            <LoanStatusTag status={loan.status} />
          </Descriptions.Item>
          <Descriptions.Item label={label('applicant')}>{loan.applicantName}</Descriptions.Item>
          <Descriptions.Item label={label('case')}>{loan.caseName || '—'}</Descriptions.Item>
          <Descriptions.Item label={label('amount')}>{money(loan.amount)}</Descriptions.Item>
          <Descriptions.Item label={label('expectedRepayDate')}>{loan.expectedRepayDate}</Descriptions.Item>
          <Descriptions.Item label={label('repaidTotal')}>{money(loan.repaidTotal)}</Descriptions.Item>
          <Descriptions.Item label={label('balance')}>
            <span data-testid="loan-balance">{money(loan.balance)}</span>
          </Descriptions.Item>
          {loan.paidDate ? (
            <Descriptions.Item label={label('paidDate')}>
              {loan.paidDate}
              {loan.paymentMethod ? ` · ${t(`expense.method.${loan.paymentMethod}`)}` : ''}
              {loan.paymentReference ? ` · ${loan.paymentReference}` : ''}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      {loan.repayments.length > 0 ? (
        <Card variant="borderless" title={t('loansUi.repaymentsTitle')}>
          <Table
            size="small"
            rowKey="repaymentId"
            pagination={false}
            dataSource={loan.repayments}
            columns={[
              { dataIndex: 'repaidDate', title: label('repaidDate') },
              {
                dataIndex: 'kind',
                title: label('repaymentKind'),
                render: (kind: string) => t(`loan.repaymentKind.${kind}`),
              },
              {
                dataIndex: 'amount',
                title: label('amount'),
                align: 'right',
                render: (value: string) => money(value),
              },
              {
                dataIndex: 'claimId',
                title: label('claim'),
                render: (claimId: number | null, row) => (claimId ? `#${claimId}` : row.reference || '—'),
              },
              { dataIndex: 'recordedByName', title: label('recordedBy') },
            ]}
          />
        </Card>
      ) : null}
      <LoanRepaymentRequests loan={loan} />
      <Card variant="borderless" title={t('expensesUi.approvalTitle')}>
        <ApprovalTimeline detail={loan.instanceId === null ? null : approval.data} />
      </Card>
    </div>
  );
}
