import type { BillDetail } from '@venus/shared';
import { Alert, Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalTimeline } from '../../components/approval-timeline/approval-timeline.tsx';
import { BillInvoices } from '../invoices/bill-invoices.tsx';
import { BillActions } from './bill-actions.tsx';
import { BillCorrections } from './bill-corrections.tsx';
import { BillFiles } from './bill-files.tsx';
import { BillHeader } from './bill-header.tsx';
import { BillLines } from './bill-lines.tsx';
import { BillSendings } from './bill-sendings.tsx';
import { BillTotals } from './bill-totals.tsx';
import { useBill } from './bills-api.ts';
import './billing.css';

const billIdOf = (query: URLSearchParams) => {
  const id = Number(query.get('id') ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** Spec /bill/billDetail/:title, ?id=: one bill, its lines and money, its approval and what one may do. */
export function BillDetailPage() {
  const { t } = useTranslation();
  const bill = useBill(billIdOf(useSearchParams()[0]));
  if (bill.isLoading) return <Spin />;
  if (!bill.data) {
    // A bill behind a wall is "not found" as a missing one is (decision 0030): the server's words.
    const said = isApiError(bill.error) && bill.error.msg ? bill.error.msg : t('billsView.notFound');
    return <Result status="404" title={said} />;
  }
  return <BillView bill={bill.data} />;
}

export function BillView({ bill, withActions = true }: { bill: BillDetail; withActions?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="venus-bills venus-bills--detail" data-bill={bill.billId} data-status={bill.status}>
      <Card
        variant="borderless"
        title={t('billsView.detailTitle', { number: bill.number ?? t('billsView.draft') })}
        extra={withActions ? <BillActions bill={bill} /> : null}
      >
        {bill.status === 'draft' && bill.returnComment ? (
          <Alert
            className="venus-bills__returned"
            type="warning"
            showIcon
            message={t('billsView.returned', { comment: bill.returnComment })}
          />
        ) : null}
        <BillHeader bill={bill} />
      </Card>
      <div className="venus-bills__money">
        <Card variant="borderless" title={t('billsView.linesTitle')} className="venus-bills__lines-card">
          <BillLines bill={bill} />
        </Card>
        <Card variant="borderless" title={t('billsView.totalsTitle')} className="venus-bills__totals-card">
          <BillTotals bill={bill} />
        </Card>
      </div>
      <Card variant="borderless" title={t('billsView.correctionsTitle')}>
        <BillCorrections bill={bill} />
      </Card>
      {withActions && bill.number !== null ? <BillInvoices bill={bill} /> : null}
      {withActions ? <BillSendings billId={bill.billId} /> : null}
      {withActions && bill.number !== null ? <BillFiles bill={bill} /> : null}
      {withActions ? <BillApproval instanceId={bill.instanceId} /> : null}
    </div>
  );
}

function BillApproval({ instanceId }: { instanceId: number | null }) {
  const { t } = useTranslation();
  const approval = useApprovalDetail(instanceId ?? undefined);
  return (
    <Card variant="borderless" title={t('billsView.approvalTitle')}>
      <ApprovalTimeline detail={instanceId === null ? null : approval.data} />
    </Card>
  );
}
