import { Table, type TableColumnsType } from 'antd';

export interface PagedTableProps<Row> {
  rows: readonly Row[] | undefined;
  total: number;
  pageNum: number;
  onPage: (pageNum: number) => void;
  columns: TableColumnsType<Row>;
  rowKey: (row: Row, index: number) => string;
  loading: boolean;
  label: string;
  pageSize?: number;
}

/**
 * A small table the server pages (a drawer's records behind a figure, a month's rows): one page at
 * a time, scrolling sideways inside its box rather than widening the page.
 */
export function PagedTable<Row extends object>({
  rows,
  total,
  pageNum,
  onPage,
  columns,
  rowKey,
  loading,
  label,
  pageSize = 25,
}: PagedTableProps<Row>) {
  const keyed = (rows ?? []).map((row, index) => ({ ...row, pagedKey: rowKey(row, index) }));
  return (
    <Table<Row & { pagedKey: string }>
      size="small"
      rowKey="pagedKey"
      columns={columns as TableColumnsType<Row & { pagedKey: string }>}
      dataSource={keyed}
      loading={loading}
      scroll={{ x: 'max-content' }}
      aria-label={label}
      pagination={{ current: pageNum, pageSize, total, showSizeChanger: false, onChange: onPage }}
    />
  );
}
