import { decimalText, ExactDecimal, toDecimal } from '@venus/shared';
import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money-text.tsx';
import { AdjustmentControl } from './bill-form-adjustment.tsx';
import { hoursText, type TimeRow } from './bill-form-time-rows.ts';
import { type AdjustmentMap, type AdjustmentValues, adjustmentAmount, lineBase } from './bill-form-values.ts';

interface GroupRow {
  key: string;
  timekeeperName: string;
  hours: string;
  amount: string;
  count: number;
  children: EntryRow[];
}

interface EntryRow extends TimeRow {
  key: number;
  amount: string;
}

type Row = GroupRow | EntryRow;
const isEntry = (row: Row): row is EntryRow => typeof row.key === 'number';

const sum = (values: readonly string[]) =>
  decimalText(
    values.reduce((total, value) => total.plus(toDecimal(value)), new ExactDecimal(0)),
    2,
  );

/** The entries by timekeeper (spec billAdd "grouped by timekeeper"), each with its amount. */
function groupsOf(rows: readonly TimeRow[], adjustments: AdjustmentMap): GroupRow[] {
  const groups = new Map<string, EntryRow[]>();
  for (const row of [...rows].sort(
    (a, b) => a.workDate.localeCompare(b.workDate) || a.worklogId - b.worklogId,
  )) {
    const base = lineBase(row.hours, row.rate);
    const amount = sum([base, adjustmentAmount(adjustments.get(row.worklogId), base)]);
    const name = row.timekeeperName || String(row.userId ?? '');
    groups.set(name, [...(groups.get(name) ?? []), { ...row, key: row.worklogId, amount }]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, children]) => ({
      key: `timekeeper:${name}`,
      timekeeperName: name,
      hours: sum(children.map((child) => child.hours)),
      amount: sum(children.map((child) => child.amount)),
      count: children.length,
      children,
    }));
}

export interface BillTimeTableProps {
  rows: readonly TimeRow[];
  loading: boolean;
  picked: ReadonlySet<number>;
  onPickedChange: (picked: Set<number>) => void;
  adjustments: AdjustmentMap;
  onAdjust: (worklogId: number, adjustment: AdjustmentValues | null) => void;
}

/**
 * The case's confirmed, billable, unbilled time in the period (and what the draft already holds):
 * picked by entry or by timekeeper, every entry ticked by default; each may carry an adjustment.
 */
export function BillTimeTable({
  rows,
  loading,
  picked,
  onPickedChange,
  adjustments,
  onAdjust,
}: BillTimeTableProps) {
  const { t } = useTranslation();
  const groups = groupsOf(rows, adjustments);
  const label = (key: string) => t(`billForm.time.${key}`);
  const columns: TableColumnsType<Row> = [
    {
      key: 'who',
      title: label('timekeeper'),
      width: 190,
      render: (_, row) =>
        isEntry(row) ? (
          row.workDate
        ) : (
          <Typography.Text strong>
            {row.timekeeperName} <Typography.Text type="secondary">({row.count})</Typography.Text>
          </Typography.Text>
        ),
    },
    {
      key: 'hours',
      title: label('hours'),
      width: 80,
      align: 'right',
      render: (_, row) => hoursText(row.hours),
    },
    {
      key: 'rate',
      title: label('rate'),
      width: 110,
      align: 'right',
      render: (_, row) => (isEntry(row) ? <MoneyText value={row.rate} /> : null),
    },
    {
      key: 'narrative',
      title: label('narrative'),
      ellipsis: true,
      render: (_, row) => (isEntry(row) ? row.narrative : null),
    },
    {
      key: 'adjustment',
      title: label('adjustment'),
      width: 150,
      render: (_, row) =>
        isEntry(row) ? (
          <AdjustmentControl
            value={adjustments.get(row.worklogId) ?? null}
            onChange={(value) => onAdjust(row.worklogId, value)}
            base={lineBase(row.hours, row.rate)}
            disabled={!picked.has(row.worklogId)}
          />
        ) : null,
    },
    {
      key: 'amount',
      title: label('amount'),
      width: 120,
      align: 'right',
      render: (_, row) => <MoneyText value={row.amount} />,
    },
  ];
  return (
    <Table<Row>
      size="small"
      rowKey="key"
      loading={loading}
      dataSource={groups}
      columns={columns}
      pagination={false}
      scroll={{ x: 820 }}
      // Always open: the groups are a heading, the entries are what is picked.
      expandable={{ expandedRowKeys: groups.map((group) => group.key), showExpandColumn: false }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('none')} /> }}
      data-testid="bill-time"
      rowSelection={{
        checkStrictly: false,
        selectedRowKeys: [...picked],
        onChange: (keys: Key[]) =>
          onPickedChange(new Set(keys.filter((key): key is number => typeof key === 'number'))),
        getCheckboxProps: (row) => ({
          'aria-label': isEntry(row)
            ? `${row.timekeeperName} ${row.workDate} ${row.hours}`
            : row.timekeeperName,
        }),
      }}
    />
  );
}
