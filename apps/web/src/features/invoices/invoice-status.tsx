import type { InvoiceRowView } from '@venus/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = {
  requested: 'processing',
  sentBack: 'warning',
  issued: 'success',
  reversed: 'default',
  cancelled: 'default',
  redLetter: 'error',
};

/** Where an invoice stands; a red-letter invoice says so instead of "recorded". */
export function InvoiceStatusTag({
  invoice,
}: {
  invoice: Pick<InvoiceRowView, 'status' | 'reversesInvoiceId'>;
}) {
  const { t } = useTranslation();
  const key = invoice.reversesInvoiceId ? 'redLetter' : invoice.status;
  return (
    <Tag color={COLOURS[key]} data-invoice-status={key}>
      {t(`invoice.status.${key}`)}
    </Tag>
  );
}
