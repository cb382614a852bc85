import {
  ColumnHeightOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  VerticalAlignMiddleOutlined,
} from '@ant-design/icons';
import { PAGE_SIZES, showsExpandToggle, usesVirtualScroll } from '@venus/shared';
import { Button, Pagination, Space, Table, type TableColumnType, type TableProps, Tooltip } from 'antd';
import { type HTMLAttributes, type Key, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../app/use-device.ts';
import { ActionsTitle, OutsideMeasureRow } from './actions-title.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import type { RowAction } from './data-column.ts';
import { RowActionsCell } from './row-actions-cell.tsx';
import { headerSortOrder, sortsFromHeader } from './table-layout.ts';
import type { DataTableState } from './use-data-table.ts';
import { useFocusableBody } from './use-focusable-body.ts';
import { useTableBodyHeight } from './use-table-body-height.ts';
import './data-table.css';

const ACTIONS_KEY = '__actions';
const COLLAPSED_ACTIONS_WIDTH = 72;

export interface DataTableProps<Row> {
  table: DataTableState<Row>;
  rows: readonly Row[] | undefined;
  total: number;
  loading?: boolean;
  rowKey: keyof Row & string;
  /** Buttons at the left of the toolbar (add, export, import, the Operation dropdown). */
  toolbar?: ReactNode;
  /** The action column; omit for a table without one. */
  rowActions?: (row: Row) => RowAction[];
  actionsWidth?: number;
  /** Spec §9: the sum bar (24 px) under the rows, e.g. totals of the amounts shown. */
  sumBar?: ReactNode;
  ariaLabel?: string;
  /**
   * A tree (rows carry `children`, e.g. menus, departments): shown whole, without paging or
   * virtual rows; which rows are open belongs to the page, so it can expand or collapse all.
   */
  tree?: { expandedKeys: readonly Key[]; onExpandedKeysChange: (keys: Key[]) => void };
  /** Extra attributes for a row's element, e.g. to let a row be dragged. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLElement>;
  /** Check boxes for actions on several rows (submit, confirm, write off). */
  rowSelection?: TableProps<Row>['rowSelection'];
}

/**
 * The product's data table (spec §4, §9 Tables): the person's column layout, remote sort, paging
 * of 25/50/100/200, virtual scrolling over 50 rows, an expand toggle for 1–50 rows, an action
 * column that collapses to a gear, and a sum bar.
 */
export function DataTable<Row extends object>({
  table,
  rows,
  total,
  loading,
  rowKey,
  toolbar,
  rowActions,
  actionsWidth = 200,
  sumBar,
  ariaLabel,
  tree,
  rowProps,
  rowSelection,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [chooserOpen, setChooserOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const bodyHeight = useTableBodyHeight(anchor, sumBar !== undefined);
  useFocusableBody(anchor, t('dataTable.rows'));
  const isMobile = useIsMobile();
  const rowCount = rows?.length ?? 0;
  const isVirtual = !tree && usesVirtualScroll(rowCount);
  // Wrapped cells have rows of differing heights, which virtual rows cannot have.
  const expanded = table.rowsExpanded && !isVirtual;

  const columns = useMemo(() => {
    const byProp = new Map(table.columns.map((column) => [column.prop, column]));
    const shown: TableColumnType<Row>[] = table.arranged.flatMap((state) => {
      const column = byProp.get(state.field);
      if (!column || !state.visible) return [];
      const {
        prop,
        name,
        sortable,
        noHide: _h,
        noShowItem: _s,
        fixed: _f,
        width: _w,
        render,
        ...rest
      } = column;
      return [
        {
          ...rest,
          key: prop,
          dataIndex: prop,
          title: name,
          width: state.width ?? column.width,
          // A phone has no room for pinned columns: they would cover the whole width.
          fixed: state.fixed === false || isMobile ? undefined : state.fixed,
          ellipsis: !expanded,
          ...(render
            ? { render: (value: unknown, row: Row, index: number) => render(value, row, index) }
            : {}),
          ...(sortable ? { sorter: true, sortOrder: headerSortOrder(table.sorts, prop) } : {}),
        },
      ];
    });
    if (rowActions) {
      // On a phone the action column is always the gear: a row of links would fill the screen.
      const collapsed = isMobile || table.actionsCollapsed;
      shown.push({
        key: ACTIONS_KEY,
        fixed: 'right',
        width: collapsed ? COLLAPSED_ACTIONS_WIDTH : actionsWidth,
        title: (
          <ActionsTitle
            label={collapsed ? null : t('list.actions')}
            toggle={
              isMobile ? null : (
                <Tooltip title={t(collapsed ? 'dataTable.expandActions' : 'dataTable.collapseActions')}>
                  <Button
                    type="text"
                    size="small"
                    icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                    aria-label={t(collapsed ? 'dataTable.expandActions' : 'dataTable.collapseActions')}
                    onClick={() => table.setActionsCollapsed(!collapsed)}
                  />
                </Tooltip>
              )
            }
          />
        ),
        render: (_value, row) => <RowActionsCell actions={rowActions(row)} collapsed={collapsed} />,
      });
    }
    return shown;
  }, [table, expanded, rowActions, actionsWidth, isMobile, t]);

  const scrollX = columns.reduce((sum, column) => sum + (Number(column.width) || 120), 0);

  return (
    <section
      className="venus-data-table"
      aria-label={ariaLabel}
      data-table-id={table.tableId}
      data-virtual={isVirtual ? 'true' : 'false'}
    >
      <div className="venus-data-table__toolbar">
        <Space wrap>{toolbar}</Space>
        <Space>
          {showsExpandToggle(rowCount) ? (
            <Tooltip title={t(table.rowsExpanded ? 'dataTable.collapseRows' : 'dataTable.expandRows')}>
              <Button
                icon={table.rowsExpanded ? <VerticalAlignMiddleOutlined /> : <ColumnHeightOutlined />}
                aria-label={t(table.rowsExpanded ? 'dataTable.collapseRows' : 'dataTable.expandRows')}
                aria-pressed={table.rowsExpanded}
                onClick={() => table.setRowsExpanded(!table.rowsExpanded)}
              />
            </Tooltip>
          ) : null}
          <Tooltip title={t('dataTable.columnSettings')}>
            <Button
              icon={<SettingOutlined />}
              aria-label={t('dataTable.columnSettings')}
              onClick={() => setChooserOpen(true)}
            />
          </Tooltip>
        </Space>
      </div>
      <div ref={anchor} />
      <Table<Row>
        className={expanded ? 'venus-data-table--expanded' : undefined}
        size="middle"
        rowKey={(row) => row[rowKey] as Key}
        columns={columns}
        dataSource={rows as Row[] | undefined}
        loading={loading}
        virtual={isVirtual}
        scroll={{ x: scrollX, y: bodyHeight }}
        showSorterTooltip={false}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || Array.isArray(sorter)) return;
          table.changeSorts(sortsFromHeader(sorter.columnKey as string | undefined, sorter.order));
        }}
        pagination={false}
        {...(tree
          ? {
              expandable: {
                expandedRowKeys: [...tree.expandedKeys],
                onExpandedRowsChange: (keys: readonly Key[]) => tree.onExpandedKeysChange([...keys]),
              },
            }
          : {})}
        {...(rowProps ? { onRow: (row: Row) => rowProps(row) } : {})}
        {...(rowSelection
          ? {
              rowSelection: {
                ...rowSelection,
                columnTitle: (checkbox: ReactNode) => <OutsideMeasureRow>{checkbox}</OutsideMeasureRow>,
              },
            }
          : {})}
      />
      {sumBar === undefined ? null : <div className="venus-data-table__sum">{sumBar}</div>}
      {tree ? null : (
        <div className="venus-data-table__pagination">
          <TablePagination table={table} total={total} simple={isMobile} />
        </div>
      )}
      <ColumnChooser table={table} open={chooserOpen} onClose={() => setChooserOpen(false)} />
    </section>
  );
}

function TablePagination<Row>({
  table,
  total,
  simple,
}: {
  table: DataTableState<Row>;
  total: number;
  simple: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      current={table.pageNum}
      pageSize={table.pageSize}
      total={total}
      onChange={table.changePage}
      showTotal={(count) => t('list.total', { total: count })}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES.map(String)}
      align="end"
      simple={simple}
    />
  );
}
