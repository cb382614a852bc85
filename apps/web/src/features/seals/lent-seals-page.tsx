import type { LentSeal } from '@venus/shared';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sealDetailPath, useLentSeals } from './seals-api.ts';
import './seals.css';

/** 用印管理 › 外借印章 (hk:sealLent:list): every seal out of the office, overdue first flagged. */
export function LentSealsPage() {
  const { t } = useTranslation();
  const { data, isFetching } = useLentSeals();
  const label = (key: string) => t(`sealsUi.field.${key}`);
  const overdue = (data ?? []).filter((row) => row.isOverdue).length;
  return (
    <div className="venus-seals" data-testid="lent-seals">
      <Card
        variant="borderless"
        title={t('sealsUi.lentTitle')}
        extra={overdue > 0 ? <Tag color="error">{t('sealsUi.overdueCount', { count: overdue })}</Tag> : null}
      >
        <Table<LentSeal>
          size="small"
          rowKey="sealId"
          loading={isFetching}
          dataSource={data ?? []}
          pagination={false}
          scroll={{ x: 760 }}
          rowClassName={(row) => (row.isOverdue ? 'venus-seals__overdue' : '')}
          columns={[
            { dataIndex: 'name', title: label('sealName') },
            { dataIndex: 'officeName', title: label('office') },
            { key: 'custodian', title: label('custodian'), render: (_, row) => row.custodian.name },
            { key: 'borrower', title: label('borrower'), render: (_, row) => row.borrower.name },
            {
              dataIndex: 'lentAt',
              title: label('lentAt'),
              render: (value: string | null) => value?.slice(0, 10) ?? '—',
            },
            {
              dataIndex: 'expectedReturnDate',
              title: label('expectedReturnDate'),
              render: (value: string | null, row) => (
                <>
                  {value ?? '—'} {row.isOverdue ? <Tag color="error">{t('sealsUi.overdue')}</Tag> : null}
                </>
              ),
            },
            {
              key: 'request',
              title: label('request'),
              render: (_, row) => <Link to={sealDetailPath(row.name, row.requestId)}>#{row.requestId}</Link>,
            },
          ]}
        />
      </Card>
    </div>
  );
}
