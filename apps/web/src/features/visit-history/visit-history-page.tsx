import { HistoryOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageHref, VISIT_HISTORY_DAYS } from '@venus/shared';
import { Card, Table, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVisits, type Visit } from './visit-history-api.ts';
import './visit-history.css';

/** Spec §2 /user/userHistory: the caller's visits of the last 30 days, newest first. */
export function VisitHistoryPage() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const { data, isFetching } = useVisits(paging.pageNum, paging.pageSize);

  const columns: TableProps<Visit>['columns'] = [
    {
      key: 'title',
      title: t('visitHistory.page'),
      render: (_, visit) => (
        <Link to={pageHref(visit.path, visit.query)} className="venus-visits__link">
          {visit.title}
        </Link>
      ),
    },
    {
      key: 'address',
      title: t('visitHistory.address'),
      responsive: ['md'],
      render: (_, visit) => (
        <Typography.Text type="secondary" ellipsis className="venus-visits__address">
          {pageHref(visit.path, visit.query)}
        </Typography.Text>
      ),
    },
    {
      key: 'visitedAt',
      title: t('visitHistory.visitedAt'),
      width: 180,
      render: (_, visit) => dayjs(visit.visitedAt).format('YYYY-MM-DD HH:mm:ss'),
    },
  ];

  return (
    <Card
      variant="borderless"
      title={
        <span className="venus-visits__title">
          <HistoryOutlined /> {t('visitHistory.title')}
        </span>
      }
      extra={
        <Typography.Text type="secondary">
          {t('visitHistory.kept', { days: VISIT_HISTORY_DAYS })}
        </Typography.Text>
      }
    >
      <Table<Visit>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        locale={{ emptyText: t('visitHistory.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('visitHistory.total', { total }),
          onChange: (pageNum, pageSize) =>
            setPaging({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
        }}
        data-testid="visit-history"
      />
    </Card>
  );
}
