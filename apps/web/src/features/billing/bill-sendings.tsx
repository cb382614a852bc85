import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBillSendings } from './bills-api.ts';

/** Each time the bill was mailed: when, to whom, and whether the mail server took it. */
export function BillSendings({ billId }: { billId: number }) {
  const { t } = useTranslation();
  const sendings = useBillSendings(billId);
  if (!sendings.data?.length) return null;
  return (
    <Card variant="borderless" title={t('billsView.send.historyTitle')} data-testid="bill-sendings">
      <Table
        size="small"
        rowKey="sendingId"
        pagination={false}
        dataSource={sendings.data}
        scroll={{ x: 560 }}
        columns={[
          {
            key: 'sentAt',
            title: t('billsView.send.sentAt'),
            render: (_, row) => new Date(row.sentAt).toLocaleString(),
          },
          { key: 'to', title: t('billsView.send.recipients'), render: (_, row) => row.recipients.join(', ') },
          {
            key: 'outcome',
            title: t('billsView.send.outcome'),
            render: (_, row) =>
              row.outcome === 'sent' ? (
                <Tag color="green">{t('billsView.send.outcomeSent')}</Tag>
              ) : (
                <Tag color="red" title={row.error}>
                  {t('billsView.send.outcomeFailed')}
                </Tag>
              ),
          },
        ]}
      />
    </Card>
  );
}
