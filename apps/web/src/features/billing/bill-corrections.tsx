import { BILLING_PERMISSIONS, type BillDetail } from '@venus/shared';
import { Table, type TableColumnType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { receiptDetailPath } from './receipt-paths.ts';

type Credit = BillDetail['creditNotes'][number];
type WriteOff = BillDetail['writeOffs'][number];
type Allocation = BillDetail['allocations'][number];

const STATE_COLOURS: Record<string, string> = {
  approving: 'processing',
  issued: 'success',
  done: 'success',
  refused: 'default',
};

function Section<Row extends object>(props: {
  title: string;
  rows: Row[];
  rowKey: keyof Row & string;
  columns: TableColumnType<Row>[];
  name: string;
}) {
  if (props.rows.length === 0) return null;
  return (
    <section className="venus-bills__group" data-section={props.name}>
      <Typography.Text strong>{props.title}</Typography.Text>
      <Table<Row>
        size="small"
        rowKey={props.rowKey}
        pagination={false}
        columns={props.columns}
        dataSource={props.rows}
      />
    </section>
  );
}

/** What has changed the balance since the bill was issued: credit notes, write-offs and receipts. */
export function BillCorrections({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const mayReadReceipts = useHasPermission(BILLING_PERMISSIONS.receiptList);
  const label = (key: string) => t(`billsView.corrections.${key}`);
  const amount = (value: string) => <MoneyText value={value} />;
  const state = (status: string) => (
    <Tag color={STATE_COLOURS[status]}>{t(`billsView.correctionStatus.${status}`)}</Tag>
  );
  // A credit note and a write-off read alike from the amount on: amount, reason, date, status.
  const correctionColumns = <Row extends Credit | WriteOff>(
    dateOf: (row: Row) => string | null,
  ): TableColumnType<Row>[] => [
    {
      key: 'amount',
      title: label('amount'),
      width: 120,
      align: 'right',
      render: (_, row) => amount(row.amount),
    },
    { key: 'reason', title: label('reason'), dataIndex: 'reason' },
    {
      key: 'date',
      title: label('date'),
      width: 110,
      responsive: ['md'],
      render: (_, row) => dateOf(row) ?? '—',
    },
    { key: 'status', title: t('field.status'), width: 100, render: (_, row) => state(row.status) },
  ];
  const credits: TableColumnType<Credit>[] = [
    { key: 'number', title: label('number'), width: 140, render: (_, row) => row.number ?? '—' },
    {
      key: 'whole',
      title: label('kind'),
      width: 90,
      render: (_, row) => label(row.whole ? 'whole' : 'partial'),
    },
    ...correctionColumns<Credit>((row) => row.creditDate),
  ];
  const writeOffs = correctionColumns<WriteOff>((row) => row.writeOffDate);
  const allocations: TableColumnType<Allocation>[] = [
    {
      key: 'receipt',
      title: label('receipt'),
      width: 150,
      render: (_, row) =>
        mayReadReceipts ? (
          <Link to={receiptDetailPath(row.receiptNumber, row.receiptId)}>{row.receiptNumber}</Link>
        ) : (
          row.receiptNumber
        ),
    },
    {
      key: 'amount',
      title: label('amount'),
      width: 120,
      align: 'right',
      render: (_, row) => amount(row.amount),
    },
    { key: 'date', title: label('date'), width: 110, responsive: ['md'], dataIndex: 'allocatedOn' },
    {
      key: 'reversed',
      title: label('reversed'),
      responsive: ['md'],
      render: (_, row) => (row.reversedOn ? `${row.reversedOn} ${row.reversalReason}` : '—'),
    },
  ];
  if (bill.creditNotes.length + bill.writeOffs.length + bill.allocations.length === 0) {
    return <Typography.Text type="secondary">{label('none')}</Typography.Text>;
  }
  return (
    <div className="venus-bills__corrections">
      <Section
        name="credits"
        title={label('credits')}
        rows={bill.creditNotes}
        rowKey="creditNoteId"
        columns={credits}
      />
      <Section
        name="writeOffs"
        title={label('writeOffs')}
        rows={bill.writeOffs}
        rowKey="writeOffId"
        columns={writeOffs}
      />
      <Section
        name="allocations"
        title={label('allocations')}
        rows={bill.allocations}
        rowKey="allocationId"
        columns={allocations}
      />
    </div>
  );
}
