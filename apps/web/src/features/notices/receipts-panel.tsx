import type { Receipt } from '@venus/shared';
import { Card, Empty, List, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format/format.ts';
import { useReceipts } from './notices-queries.ts';

/**
 * Who has read a notice (or confirmed an acknowledgement) and who has not, with counts: for its
 * author and administration only — the server refuses anyone else (decision 0058).
 */
export function ReceiptsPanel({ kind, id }: { kind: 'notice' | 'ack'; id: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useReceipts(kind, id, true);
  const done = data?.done ?? [];
  const pending = data?.pending ?? [];
  const doneLabel = kind === 'notice' ? t('noticeUi.read') : t('noticeUi.confirmed');
  const pendingLabel = kind === 'notice' ? t('noticeUi.unread') : t('noticeUi.notConfirmed');
  const list = (rows: Receipt[], at: boolean, testId: string) => (
    <div data-testid={testId}>
      <List<Receipt>
        size="small"
        loading={isLoading}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noticeUi.nobody')} />,
        }}
        dataSource={rows}
        renderItem={(row) => (
          <List.Item data-user={row.userId}>
            <span className="venus-receipt__name">{row.name}</span>
            <Typography.Text type="secondary" className="venus-receipt__dept">
              {row.dept}
            </Typography.Text>
            {at && row.at ? (
              <Typography.Text type="secondary">{formatDateTime(row.at)}</Typography.Text>
            ) : null}
          </List.Item>
        )}
      />
    </div>
  );
  return (
    <Card
      variant="borderless"
      title={kind === 'notice' ? t('noticeUi.receipts') : t('noticeUi.confirmations')}
    >
      <Tabs
        items={[
          {
            key: 'done',
            label: `${doneLabel} (${done.length})`,
            children: list(done, true, 'receipts-done'),
          },
          {
            key: 'pending',
            label: `${pendingLabel} (${pending.length})`,
            children: list(pending, false, 'receipts-pending'),
          },
        ]}
      />
    </Card>
  );
}
