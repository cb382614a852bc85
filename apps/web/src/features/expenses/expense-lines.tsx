import {
  EXPENSE_CURRENCY,
  EXPENSE_TYPE_DICT,
  type ExpenseClaimDetail,
  type ExpenseLine,
  type FileView,
  projectDisplay,
} from '@venus/shared';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../app/use-device.ts';
import { useDictLabel } from '../../components/dict/dict-select.tsx';
// The line cards borrow the list cards' head and meta rows.
import '../../components/list-cards/list-cards.css';
import { MoneyText } from '../../components/money/money-text.tsx';
import { YuanAmount } from './expense-columns.tsx';

/** On a phone each line reads as a short card, the total below them, nothing to scroll sideways. */
function ExpenseLineCards({
  claim,
  fileName,
  typeLabel,
}: {
  claim: ExpenseClaimDetail;
  fileName: ReadonlyMap<number, string>;
  typeLabel: (value: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="venus-expenses__lines venus-expenses__line-cards">
      {claim.lines.map((line) => (
        <div key={line.lineId} className="venus-expenses__line-card">
          <span className="venus-list-cards__head">
            <strong>
              {line.expenseDate} · {typeLabel(line.expenseType)}
            </strong>
            <span className="venus-expenses__amount">
              <span className="venus-expenses__currency">{line.currency}</span>{' '}
              <MoneyText value={line.amount} />
            </span>
          </span>
          <span>{line.description}</span>
          <span className="venus-list-cards__meta">
            {line.projectId
              ? projectDisplay({ name: line.caseName, number: line.caseNumber })
              : t('expensesUi.overhead')}
            {line.billable ? ` · ${t('expensesUi.field.billable')}` : ''}
            {line.receiptFileIds.length > 0
              ? ` · ${line.receiptFileIds.map((id) => fileName.get(id) ?? `#${id}`).join('、')}`
              : ''}
          </span>
        </div>
      ))}
      <div className="venus-expenses__line-total">
        <strong>{t('expensesUi.field.total')}</strong>{' '}
        <strong data-testid="expense-total">
          <YuanAmount value={claim.total} />
        </strong>
      </div>
    </div>
  );
}

/** The claim's lines: when, what, on which case (or overhead), the receipt's amount and CNY. */
export function ExpenseLines({ claim, files }: { claim: ExpenseClaimDetail; files: readonly FileView[] }) {
  const { t } = useTranslation();
  const typeLabel = useDictLabel(EXPENSE_TYPE_DICT);
  const label = (key: string) => t(`expensesUi.field.${key}`);
  const fileName = new Map(files.map((file) => [file.id, file.name]));
  const isMobile = useIsMobile();
  if (isMobile) return <ExpenseLineCards claim={claim} fileName={fileName} typeLabel={typeLabel} />;
  const columns: ColumnsType<ExpenseLine> = [
    { key: 'date', title: label('expenseDate'), dataIndex: 'expenseDate', width: 110 },
    {
      key: 'type',
      title: label('type'),
      width: 120,
      render: (_, line) => (
        <>
          {typeLabel(line.expenseType)}
          {line.expenseCode ? <span className="venus-expenses__code"> {line.expenseCode}</span> : null}
        </>
      ),
    },
    {
      key: 'case',
      title: label('case'),
      width: 220,
      render: (_, line) =>
        line.projectId ? (
          <>
            {projectDisplay({ name: line.caseName, number: line.caseNumber })}
            {line.billable ? (
              <Tag color="gold" className="venus-expenses__billable">
                {label('billable')}
              </Tag>
            ) : null}
          </>
        ) : (
          <span className="venus-expenses__overhead">{t('expensesUi.overhead')}</span>
        ),
    },
    { key: 'description', title: label('description'), dataIndex: 'description', width: 200 },
    {
      key: 'amount',
      title: label('amount'),
      align: 'right',
      width: 150,
      render: (_, line) =>
        line.currency === EXPENSE_CURRENCY ? (
          <YuanAmount value={line.amount} />
        ) : (
          <span className="venus-expenses__amount">
            <span className="venus-expenses__currency">{line.currency}</span>{' '}
            <MoneyText value={line.amount} />
            <div className="venus-expenses__rate">
              × {line.exchangeRate} = <MoneyText value={line.amountCny} />
            </div>
          </span>
        ),
    },
    {
      key: 'tax',
      title: label('taxAmount'),
      align: 'right',
      width: 110,
      render: (_, line) => <MoneyText value={line.taxCny} />,
    },
    {
      key: 'receipts',
      title: label('receipts'),
      width: 160,
      render: (_, line) =>
        line.receiptFileIds.length === 0
          ? '—'
          : line.receiptFileIds.map((id) => <div key={id}>{fileName.get(id) ?? `#${id}`}</div>),
    },
  ];
  return (
    <Table<ExpenseLine>
      className="venus-expenses__lines"
      size="small"
      rowKey="lineId"
      columns={columns}
      dataSource={claim.lines}
      pagination={false}
      scroll={{ x: 1000 }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={4}>
            <strong>{label('total')}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            <strong data-testid="expense-total">
              <YuanAmount value={claim.total} />
            </strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5} align="right">
            <MoneyText value={claim.taxTotal} />
          </Table.Summary.Cell>
          <Table.Summary.Cell index={6} />
        </Table.Summary.Row>
      )}
    />
  );
}
