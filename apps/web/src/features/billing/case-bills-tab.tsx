import { PlusOutlined } from '@ant-design/icons';
import { BILLING_PERMISSIONS, type BillRow, type BillStatus, PAGE_SIZES } from '@venus/shared';
import { Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { useCaseBills, useUnbilledTime } from './bill-form-api.ts';
import { timeRowOf, timeSummary } from './bill-form-values.ts';
import { billAddPath, billDetailPath, billEditPath, billTitle } from './bill-paths.ts';

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
 * The case's 账单 tab (decision 0030): its bills the reader may see, the confirmed time not yet
 * on a bill, and 新建账单 opening the bill form preset to the case.
 */
export function CaseBillsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAdd = useHasPermission(BILLING_PERMISSIONS.add);
  const [pageNum, setPageNum] = useState(1);
  const bills = useCaseBills(projectId, pageNum, PAGE_SIZE);
  // The time no bill holds yet: the preparer's own route, so drafts' time is not counted.
  const unbilledTime = useUnbilledTime(canAdd ? projectId : 0, '', '');
  const currency = unbilledTime.data?.[0]?.currency ?? '';
  const label = (key: string) => t(`billForm.caseTab.${key}`);
  const unbilled = unbilledTime.data
    ? timeSummary(unbilledTime.data.map((entry) => timeRowOf(entry, false)))
    : null;
  return (
    <Flex vertical gap={12} data-testid="case-bills">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" data-testid="case-unbilled">
          {unbilled ? t('billForm.caseTab.unbilled', { count: unbilled.count, hours: unbilled.hours }) : null}
          {unbilled && unbilled.count > 0 ? (
            <>
              {' · '}
              {currency} <MoneyText value={unbilled.amount} />
            </>
          ) : null}
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
