import { type BillDetail, projectDisplay } from '@venus/shared';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { BillStatusTag } from './bill-status-tag.tsx';

const dash = (value: string | null | undefined) => value || '—';

/** What the bill is: its number (or draft), where it stands, whose it is, and its terms. */
export function BillHeader({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`billsView.field.${key}`);
  const period = bill.periodFrom || bill.periodTo ? `${dash(bill.periodFrom)} ~ ${dash(bill.periodTo)}` : '—';
  return (
    <Descriptions
      className="venus-bills__header"
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'number', label: label('number'), children: bill.number ?? t('billsView.draft') },
        { key: 'status', label: t('field.status'), children: <BillStatusTag status={bill.status} /> },
        {
          key: 'case',
          label: label('case'),
          children: projectDisplay({ name: bill.caseName, number: bill.caseNumber }),
        },
        { key: 'client', label: label('client'), children: bill.clientName },
        { key: 'period', label: label('period'), children: period },
        { key: 'currency', label: label('currency'), children: bill.currency },
        { key: 'taxMode', label: label('taxMode'), children: t(`billsView.taxMode.${bill.taxMode}`) },
        { key: 'billDate', label: label('billDate'), children: bill.billDate },
        { key: 'dueDate', label: label('dueDate'), children: dash(bill.dueDate) },
        {
          key: 'terms',
          label: label('paymentTerms'),
          children: t('billsView.days', { count: bill.paymentTermsDays }),
        },
        { key: 'preparer', label: label('preparer'), children: dash(bill.createdByName) },
        { key: 'contact', label: label('billingContact'), children: dash(bill.billingContactName) },
        { key: 'title', label: label('invoiceTitle'), children: dash(bill.invoiceTitle) },
        ...(bill.narrative
          ? [
              {
                key: 'narrative',
                label: label('narrative'),
                span: 'filled' as const,
                children: bill.narrative,
              },
            ]
          : []),
      ]}
    />
  );
}
