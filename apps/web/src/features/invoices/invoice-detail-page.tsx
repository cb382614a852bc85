import { BILLING_PERMISSIONS, type InvoiceDetailView } from '@venus/shared';
import { Alert, App, Button, Card, Descriptions, Popconfirm, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalTimeline } from '../../components/approval-timeline/approval-timeline.tsx';
import { billDetailPath } from '../billing/bill-paths.ts';
import { CurrencyAmount } from '../billing/currency-amount.tsx';
import { idParamOf } from '../billing/receipt-paths.ts';
import { InvoiceFile } from './invoice-file.tsx';
import { InvoiceRecordDialog, type RecordMode } from './invoice-record-dialog.tsx';
import { InvoiceRequestDialog } from './invoice-request-dialog.tsx';
import { InvoiceStatusTag } from './invoice-status.tsx';
import { useInvoice, useInvoiceActions } from './invoices-api.ts';
import './invoices.css';

/**
 * Spec /invoice/detail/:title, /bill/billInvoiceDetail/:title and /bill/billOpenInvoice/:title
 * (task 60000), ?id=<invoice>: one invoice, its file and OCR, and finance's buttons.
 */
export function InvoiceDetailPage() {
  const { t } = useTranslation();
  const invoice = useInvoice(idParamOf(useSearchParams()[0]));
  if (invoice.isLoading) return <Spin />;
  if (!invoice.data) {
    // Behind a wall an invoice is "not found" as a missing one is: the server's words.
    const said = isApiError(invoice.error) && invoice.error.msg ? invoice.error.msg : t('invoice.notFound');
    return <Result status="404" title={said} />;
  }
  return <InvoiceView invoice={invoice.data} />;
}

/** The invoice as its page shows it; the task centre's drawer shows the same (its record view). */
export function InvoiceView({
  invoice,
  withTimeline = true,
}: {
  invoice: InvoiceDetailView;
  withTimeline?: boolean;
}) {
  const { t } = useTranslation();
  const mayIssue = useHasPermission(BILLING_PERMISSIONS.invoiceIssue);
  const [mode, setMode] = useState<RecordMode | null>(null);
  const approval = useApprovalDetail(withTimeline ? (invoice.instanceId ?? undefined) : undefined);
  const label = (key: string) => t(`invoicesUi.field.${key}`);
  const money = (value: string) => <CurrencyAmount currency={invoice.currency} value={value} />;
  const mayReverse = mayIssue && invoice.status === 'issued' && invoice.reversesInvoiceId === null;
  // A request finance sent back is its requester's to amend and send again, or to cancel.
  const mine = useUserInfo().data?.user.userId === invoice.requestedBy;
  const sentBackToMe = invoice.status === 'sentBack' && mine;
  const [amending, setAmending] = useState(false);
  const { cancel } = useInvoiceActions();
  const { message } = App.useApp();
  return (
    <div
      className="venus-invoices venus-invoices--detail"
      data-invoice={invoice.invoiceId}
      data-status={invoice.status}
    >
      <Card
        variant="borderless"
        title={
          <Space>
            {t('invoicesUi.detailTitle', { number: invoice.invoiceNumber ?? invoice.billNumber ?? '' })}
            <InvoiceStatusTag invoice={invoice} />
          </Space>
        }
        extra={
          <Space wrap>
            {invoice.myTaskId ? (
              <Button type="primary" onClick={() => setMode('record')}>
                {t('invoicesUi.record')}
              </Button>
            ) : null}
            {mayReverse ? (
              <Button danger onClick={() => setMode('reverse')}>
                {t('invoicesUi.reverse')}
              </Button>
            ) : null}
            {sentBackToMe ? (
              <>
                <Button type="primary" onClick={() => setAmending(true)}>
                  {t('invoicesUi.resubmit')}
                </Button>
                <Popconfirm
                  title={t('invoicesUi.cancelConfirm')}
                  okText={t('invoicesUi.cancelRequest')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    cancel.mutateAsync(invoice.invoiceId).then(
                      () => void message.success(t('invoicesUi.cancelled')),
                      () => undefined,
                    )
                  }
                >
                  <Button danger>{t('invoicesUi.cancelRequest')}</Button>
                </Popconfirm>
              </>
            ) : null}
          </Space>
        }
      >
        {invoice.status === 'sentBack' ? (
          <Alert
            className="venus-invoices__sent-back"
            type="warning"
            showIcon
            title={t(mine ? 'invoicesUi.sentBackToYou' : 'invoicesUi.sentBack')}
          />
        ) : null}
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            {
              key: 'bill',
              label: label('billNumber'),
              children: (
                <Link to={billDetailPath(invoice.billNumber ?? '', invoice.billId)}>
                  {invoice.billNumber}
                </Link>
              ),
            },
            { key: 'case', label: label('caseName'), children: invoice.caseName },
            { key: 'client', label: label('clientName'), children: invoice.clientName },
            { key: 'title', label: label('title'), children: invoice.title },
            { key: 'taxNumber', label: label('taxNumber'), children: invoice.taxNumber },
            { key: 'type', label: label('invoiceType'), children: t(`invoice.type.${invoice.invoiceType}`) },
            { key: 'amount', label: label('amount'), children: money(invoice.amount) },
            { key: 'tax', label: label('taxAmount'), children: money(invoice.taxAmount) },
            { key: 'number', label: label('invoiceNumber'), children: invoice.invoiceNumber ?? '' },
            { key: 'date', label: label('invoiceDate'), children: invoice.invoiceDate ?? '' },
            { key: 'by', label: label('requestedBy'), children: invoice.requestedByName },
            { key: 'left', label: t('invoicesUi.available'), children: money(invoice.billAvailable) },
            ...(invoice.remark ? [{ key: 'remark', label: label('remark'), children: invoice.remark }] : []),
            ...(invoice.reversesInvoiceId
              ? [
                  {
                    key: 'reverses',
                    label: t('invoicesUi.reverses'),
                    children: `#${invoice.reversesInvoiceId}`,
                  },
                ]
              : []),
            ...(invoice.reversedBy
              ? [{ key: 'reversedBy', label: t('invoicesUi.reversedBy'), children: `#${invoice.reversedBy}` }]
              : []),
          ]}
        />
      </Card>
      <InvoiceFile invoice={invoice} />
      {withTimeline && invoice.instanceId ? (
        <Card variant="borderless" title={t('invoicesUi.approvalTitle')}>
          <ApprovalTimeline detail={approval.data} />
        </Card>
      ) : null}
      <InvoiceRecordDialog invoice={invoice} mode={mode} onClose={() => setMode(null)} />
      {sentBackToMe ? (
        <InvoiceRequestDialog
          bill={{ billId: invoice.billId, number: invoice.billNumber, currency: invoice.currency }}
          amending={invoice}
          open={amending}
          onClose={() => setAmending(false)}
        />
      ) : null}
    </div>
  );
}

/** The task centre's view of a request (task 60000): the invoice, with 登记发票 for finance. */
export function InvoiceRecord({ recordId }: { recordId: string }) {
  const invoice = useInvoice(Number(recordId));
  if (!invoice.data) return <Spin />;
  return <InvoiceView invoice={invoice.data} withTimeline={false} />;
}
