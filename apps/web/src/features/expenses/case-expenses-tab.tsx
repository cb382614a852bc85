import { PlusOutlined } from '@ant-design/icons';
import { EXPENSE_PERMISSIONS, type ExpenseClaimRow, PAGE_SIZES } from '@venus/shared';
import { Button, Empty, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { dayOf, YuanAmount } from './expense-columns.tsx';
import { expenseDetailPath } from './expense-paths.ts';
import { ExpenseStatusTag } from './expense-status-tag.tsx';
import { ExpenseSums } from './expense-sums.tsx';
import { useExpenseList } from './expenses-api.ts';
import { openExpenseForm } from './open-expense-form.ts';

const PAGE_SIZE = PAGE_SIZES[0];

/**
 * The case's 费用 tab (decision 0034): the claims with a line on the case that the reader may list
 * — finance every submitted one within the walls, anyone else their own — and a new claim.
 */
export function CaseExpensesTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const seesAll = useHasPermission(EXPENSE_PERMISSIONS.listAll);
  const mayList = useHasPermission(EXPENSE_PERMISSIONS.listMine);
  const mayAdd = useHasPermission(EXPENSE_PERMISSIONS.add);
  const [pageNum, setPageNum] = useState(1);
  const claims = useExpenseList(
    seesAll ? 'listAll' : 'list',
    { projectId, pageNum, pageSize: PAGE_SIZE },
    seesAll || mayList,
  );
  const label = (key: string) => t(`expensesUi.field.${key}`);
  return (
    <Flex vertical gap={12} data-testid="case-expenses">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {t(seesAll ? 'expensesUi.caseTab.all' : 'expensesUi.caseTab.mine')} ·{' '}
          <ExpenseSums sums={claims.data?.sums} />
        </Typography.Text>
        {mayAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openExpenseForm()}>
            {t('expensesUi.add')}
          </Button>
        ) : null}
      </Flex>
      <Table<ExpenseClaimRow>
        rowKey="claimId"
        size="small"
        loading={claims.isLoading}
        dataSource={claims.data?.rows}
        scroll={{ x: 640 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('expensesUi.sums.none')} />,
        }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: claims.data?.total ?? 0,
          onChange: setPageNum,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            key: 'title',
            title: label('title'),
            render: (_, row) => <Link to={expenseDetailPath(row.title, row.claimId)}>{row.title}</Link>,
          },
          { key: 'applicant', title: label('applicant'), dataIndex: 'applicantName', width: 110 },
          {
            key: 'total',
            title: label('total'),
            align: 'right',
            width: 150,
            render: (_, row) => <YuanAmount value={row.total} />,
          },
          {
            key: 'status',
            title: t('field.status'),
            width: 100,
            render: (_, row) => <ExpenseStatusTag status={row.status} />,
          },
          {
            key: 'submitted',
            title: label('submittedAt'),
            width: 110,
            render: (_, row) => dayOf(row.submittedAt),
          },
        ]}
      />
    </Flex>
  );
}
