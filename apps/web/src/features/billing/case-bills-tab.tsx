import { PlusOutlined } from '@ant-design/icons';
import { BILLING_PERMISSIONS, type BillRow, type BillStatus } from '@venus/shared';
import { Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { useCaseWorklogSums } from '../worklogs/worklogs-api.ts';
import { useCaseBills } from './bill-form-api.ts';
import { billAddPath, billDetailPath, billEditPath } from './bill-form-paths.ts';

const PAGE_SIZE = 10;

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
 * The case's 账单 tab (decision 0030): its bills the reader may see, the confirmed time not yet
 * on a bill, and 新建账单 opening the bill form preset to the case.
 */
export function CaseBillsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAdd = useHasPermission(BILLING_PERMISSIONS.add);
  const [pageNum, setPageNum] = useState(1);
  const bills = useCaseBills(projectId, pageNum, PAGE_SIZE);
  const sums = useCaseWorklogSums(projectId);
  const label = (key: string) => t(`billForm.caseTab.${key}`);
  const unbilled = sums.data?.unbilledAmounts ?? [];
  return (
    <Flex vertical gap={12} data-testid="case-bills">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" data-testid="case-unbilled">
          {sums.data ? t('billForm.caseTab.unbilled', { hours: sums.data.confirmedHours }) : null}
          {unbilled.map((item) => (
            <span key={item.currency} className="venus-bill-form__unbilled-amount">
              {' · '}
              {item.currency} <MoneyText value={item.amount} />
            </span>
          ))}
        </Typography.Text>
        {canAdd ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(billAddPath(projectId))}
          >
            {t('billForm.addTitle')}
          </Button>
        ) : null}
      </Flex>
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
              <Link to={row.status === 'draft' ? billEditPath(row.billId) : billDetailPath(row.billId)}>
                {row.number ?? label('draftNumber')}
              </Link>
            ),
          },
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
    </Flex>
  );
}
