import type { ColumnFixed } from '@venus/shared';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/**
 * One column a page declares (spec §3 "Table column config": prop, name, noHide, fixed,
 * noShowItem) plus how it renders. A width is required: virtual scrolling over 50 rows needs
 * every column's width, and the chooser edits it.
 */
export interface DataColumn<Row>
  extends Omit<
    TableColumnType<Row>,
    'title' | 'dataIndex' | 'key' | 'fixed' | 'width' | 'sorter' | 'render'
  > {
  prop: string;
  name: string;
  width: number;
  noHide?: boolean;
  fixed?: ColumnFixed;
  noShowItem?: boolean;
  /** Sorted by the server (spec §9 "sort asc and desc, remotely"). */
  sortable?: boolean;
  render?: (value: unknown, row: Row, index: number) => ReactNode;
}

/** One entry of a row's action column, shown as a link or, collapsed, in the gear menu. */
export interface RowAction {
  key: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
  /** Hidden entries (no permission, not applicable to this row) are simply left out. */
  hidden?: boolean;
}
