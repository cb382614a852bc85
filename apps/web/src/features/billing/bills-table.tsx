import { BILLING_PERMISSIONS, type BillRow, type BillStatus, PAGE_SIZES } from '@venus/shared';
import { Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { useScopedBills } from './bill-form-api.ts';
import { billDetailPath, billEditPath, billTitle } from './bill-paths.ts';

const PAGE_SIZE = PAGE_SIZES[0];

const STATUS_COLOUR: Record<BillStatus, string> = {
  draft: 'default',
  approving: 'processing',
  issued: 'blue',
  sent: 'geekblue',
  partlyPaid: 'gold',
  paid: 'success',
  writtenOff: 'volcano',
  cancelled: 'default',
};

/**
 * The bills of one case or one client, as a tab lists them: the firm-wide list for a holder of
 * hankun:bill:listAll, else the bills of the cases the reader is on. Either way the server's case
 * scope decides, so a walled case's bills stay out for whoever is outside its wall.
 */
export function BillsTable({ filter }: { filter: { projectId: number } | { clientId: number } }) {
  const { t } = useTranslation();
  const all = useHasPermission(BILLING_PERMISSIONS.listAll);
  const [pageNum, setPageNum] = useState(1);
  const bills = useScopedBills(all ? 'listAll' : 'list', filter, pageNum, PAGE_SIZE);
  const label = (key: string) => t(`billForm.caseTab.${key}`);
  return (
    <Table<BillRow>
      rowKey="billId"
      size="small"
      loading={bills.isLoading}
      dataSource={bills.data?.rows}
      scroll={{ x: 760 }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={bills.isError ? label('unavailable') : label('none')}
          />
        ),
      }}
      pagination={{
        current: pageNum,
        pageSize: PAGE_SIZE,
        total: bills.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPageNum,
      }}
      columns={[
        {
          key: 'number',
          title: label('number'),
          width: 170,
          render: (_, row) => (
            <Link
              to={
                row.status === 'draft'
                  ? billEditPath(row.billId)
                  : billDetailPath(billTitle(row, t('billsView.draft')), row.billId)
              }
            >
              {row.number ?? label('draftNumber')}
            </Link>
          ),
        },
        ...('clientId' in filter
          ? [
              {
                key: 'case',
                title: t('billsView.field.case'),
                width: 220,
                render: (_: unknown, row: BillRow) => row.caseName,
              },
            ]
          : []),
        {
          key: 'status',
          title: label('status'),
          width: 110,
          render: (_, row) => <Tag color={STATUS_COLOUR[row.status]}>{t(`bill.status.${row.status}`)}</Tag>,
        },
        {
          key: 'total',
          title: label('total'),
          width: 150,
          align: 'right',
          render: (_, row) => (
            <span>
              {row.currency} <MoneyText value={row.total} />
            </span>
          ),
        },
        {
          key: 'balance',
          title: label('balance'),
          width: 130,
          align: 'right',
          render: (_, row) => <MoneyText value={row.balance} />,
        },
        { key: 'billDate', title: label('billDate'), width: 110, render: (_, row) => row.billDate },
        { key: 'dueDate', title: label('dueDate'), width: 110, render: (_, row) => row.dueDate ?? '—' },
      ]}
    />
  );
}
