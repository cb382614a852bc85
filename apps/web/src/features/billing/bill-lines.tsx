import type { BillDetail, BillLine } from '@venus/shared';
import { Table, type TableColumnType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money-text.tsx';
import { type BillLineGroup, groupBillLines, releasedCount } from './bill-line-groups.ts';

/** A line's amount, with how it was adjusted and why. */
function AdjustmentNote({ line }: { line: BillLine }) {
  const { t } = useTranslation();
  if (!line.adjustmentKind) return null;
  return (
    <div className="venus-bills__adjustment" data-adjustment={line.adjustmentKind}>
      <Tag>{t(`billsView.adjustment.${line.adjustmentKind}`)}</Tag>
      <MoneyText value={line.adjustment} /> {line.adjustmentReason}
    </div>
  );
}

function GroupTable({ group }: { group: BillLineGroup }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`billsView.line.${key}`);
  const columns: TableColumnType<BillLine>[] = [
    // A phone shows what was done and what it costs; the arithmetic from a tablet up.
    {
      key: 'date',
      title: label('date'),
      width: 110,
      responsive: ['md'],
      render: (_, line) => line.lineDate ?? '',
    },
    {
      key: 'description',
      title: label('description'),
      render: (_, line) => (
        <>
          {line.description}
          <AdjustmentNote line={line} />
        </>
      ),
    },
    {
      key: 'units',
      title: label(group.kind === 'time' ? 'hours' : 'units'),
      width: 80,
      align: 'right',
      dataIndex: 'units',
    },
    {
      key: 'unitCost',
      title: label(group.kind === 'time' ? 'rate' : 'unitCost'),
      width: 120,
      align: 'right',
      responsive: ['md'],
      render: (_, line) => <MoneyText value={line.unitCost} />,
    },
    {
      key: 'amount',
      title: label('amount'),
      width: 130,
      align: 'right',
      render: (_, line) => <MoneyText value={line.amount} />,
    },
  ];
  const heading =
    group.kind === 'time'
      ? t('billsView.group.timeOf', { name: group.timekeeper || t('billsView.group.unknownTimekeeper') })
      : t(`billsView.group.${group.kind}`);
  return (
    <section className="venus-bills__group" data-group={group.kind}>
      <div className="venus-bills__group-head">
        <Typography.Text strong>{heading}</Typography.Text>
        <span>
          {t('billsView.subtotal')} <MoneyText value={group.subtotal} />
        </span>
      </div>
      <Table<BillLine>
        size="small"
        rowKey="lineId"
        pagination={false}
        columns={columns}
        dataSource={group.lines}
      />
    </section>
  );
}

/** The bill's lines in groups (decision 0030), the amounts before tax as the totals add them. */
export function BillLines({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const groups = groupBillLines(bill.lines);
  const released = releasedCount(bill.lines);
  return (
    <div className="venus-bills__lines">
      {groups.length === 0 ? (
        <Typography.Text type="secondary">{t('billsView.noLines')}</Typography.Text>
      ) : null}
      {groups.map((group) => (
        <GroupTable key={`${group.kind}-${group.timekeeper}`} group={group} />
      ))}
      {released > 0 ? (
        <Typography.Text type="secondary">
          {t('billsView.releasedLines', { count: released })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
