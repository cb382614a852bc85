import { Empty, Table, type TableColumnsType } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money-text.tsx';
import type { ExpenseRow } from './bill-form-expense-rows.ts';

export interface BillExpenseTableProps {
  rows: readonly ExpenseRow[];
  loading: boolean;
  picked: ReadonlySet<number>;
  onPickedChange: (picked: Set<number>) => void;
}

/**
 * The case's approved billable expenses no bill holds (and what the draft already holds), each a
 * disbursement at cost when ticked (decision 0037); every one ticked by default on a new bill.
 */
export function BillExpenseTable({ rows, loading, picked, onPickedChange }: BillExpenseTableProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`billForm.expenses.${key}`);
  const columns: TableColumnsType<ExpenseRow> = [
    { key: 'date', title: label('date'), dataIndex: 'expenseDate', width: 120 },
    { key: 'description', title: label('description'), dataIndex: 'description', ellipsis: true },
    {
      key: 'amount',
      title: label('amount'),
      width: 140,
      align: 'right',
      render: (_, row) => <MoneyText value={row.amountCny} />,
    },
  ];
  return (
    <Table<ExpenseRow>
      size="small"
      rowKey="expenseLineId"
      loading={loading}
      dataSource={[...rows]}
      columns={columns}
      pagination={false}
      scroll={{ x: 520 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('none')} /> }}
      data-testid="bill-expenses"
      rowSelection={{
        selectedRowKeys: [...picked],
        onChange: (keys: Key[]) => onPickedChange(new Set(keys.map(Number))),
        getCheckboxProps: (row) => ({
          'aria-label': `${row.expenseDate} ${row.description} ${row.amountCny}`,
        }),
      }}
    />
  );
}
