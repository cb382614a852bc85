import { BILLING_PERMISSIONS, INVOICE_FILE_SOURCE, type InvoiceDetailView } from '@venus/shared';
import { Alert, Button, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { CurrencyAmount } from '../billing/currency-amount.tsx';
import { FilePanel } from '../files/file-panel.tsx';
import { useFiles } from '../files/files-api.ts';
import { useInvoiceActions } from './invoices-api.ts';

/**
 * The invoice's file: finance uploads the scan or the electronic invoice's PDF and makes it the
 * invoice's file, which OCR reads in the background; what it read, and a warning when it is not
 * the invoice's amount (decision 0039).
 */
export function InvoiceFile({ invoice }: { invoice: InvoiceDetailView }) {
  const { t } = useTranslation();
  const mayIssue = useHasPermission(BILLING_PERMISSIONS.invoiceIssue) && invoice.status !== 'cancelled';
  const owner = useMemo(
    () => ({ source: INVOICE_FILE_SOURCE, onlyId: String(invoice.invoiceId), type: '' }),
    [invoice.invoiceId],
  );
  const files = useFiles(owner).data ?? [];
  const { attachFile } = useInvoiceActions();
  const attached = files.find((file) => file.id === invoice.fileId);
  const newest = files.reduce<(typeof files)[number] | undefined>(
    (last, file) => (!last || file.id > last.id ? file : last),
    undefined,
  );
  const offer = mayIssue && newest && newest.id !== invoice.fileId ? newest : undefined;
  return (
    <div className="venus-invoices__file" data-ocr={invoice.ocrStatus}>
      <FilePanel
        owner={owner}
        title={t('invoicesUi.fileTitle')}
        permission={{ add: mayIssue, edit: false, download: true, remove: false }}
      />
      <Space direction="vertical" className="venus-invoices__ocr">
        <Typography.Text>
          {t('invoicesUi.attachedFile')} {attached ? attached.name : t('invoicesUi.noFile')}
        </Typography.Text>
        {offer ? (
          <Button
            type="primary"
            loading={attachFile.isPending}
            onClick={() => attachFile.mutate({ invoiceId: invoice.invoiceId, fileId: offer.id })}
          >
            {t('invoicesUi.useFile', { name: offer.name })}
          </Button>
        ) : null}
        {invoice.ocrStatus === 'queued' ? (
          <Alert type="info" showIcon message={t('invoicesUi.ocr.queued')} />
        ) : null}
        {invoice.ocrStatus === 'failed' ? (
          <Alert type="warning" showIcon message={t('invoicesUi.ocr.failed')} />
        ) : null}
        {invoice.ocrStatus === 'done' && invoice.ocrAmount ? (
          <Alert
            type={invoice.ocrMismatch ? 'warning' : 'success'}
            showIcon
            data-ocr-mismatch={invoice.ocrMismatch}
            message={
              <span>
                {t('invoicesUi.ocr.read')}{' '}
                <CurrencyAmount currency={invoice.currency} value={invoice.ocrAmount} />
                {invoice.ocrMismatch
                  ? ` — ${t('invoicesUi.ocr.mismatch')}`
                  : ` — ${t('invoicesUi.ocr.matches')}`}
              </span>
            }
          />
        ) : null}
      </Space>
    </div>
  );
}
