import type { ExpenseClaimRow } from '@venus/shared';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { ExpenseStatusTag } from './expense-status-tag.tsx';

/** A claim's amount: always CNY (decision 0032), so the currency is the column's, not the cell's. */
export function YuanAmount({ value }: { value: string }) {
  return (
    <span className="venus-expenses__amount">
      <span className="venus-expenses__currency">CNY</span> <MoneyText value={value} />
    </span>
  );
}

/** The submitted time as its day: the list reads by date. */
export const dayOf = (moment: string | null) => (moment ? moment.slice(0, 10) : '—');

/** The columns of both claim lists: title, applicant, lines, money, status, dates. */
/** The columns of a claim list; a daily expense (decision 0038) is never billable nor paid yet. */
export function expenseColumns(
  t: TFunction,
  withApplicant: boolean,
  daily = false,
): DataColumn<ExpenseClaimRow>[] {
  const label = (key: string) => t(`expensesUi.field.${key}`);
  const claimOnly = new Set<string>(daily ? ['billableTotal', 'paidDate'] : []);
  const columns: DataColumn<ExpenseClaimRow>[] = [
    { prop: 'claimId', name: label('claimId'), width: 90, noHide: true },
    { prop: 'title', name: label('title'), width: 240, noHide: true },
    ...(withApplicant ? [{ prop: 'applicantName' as const, name: label('applicant'), width: 110 }] : []),
    { prop: 'lineCount', name: label('lineCount'), width: 80, align: 'right' },
    {
      prop: 'total',
      name: label('total'),
      width: 150,
      sortable: true,
      align: 'right',
      render: (_, row) => <YuanAmount value={row.total} />,
    },
    {
      prop: 'billableTotal',
      name: label('billableTotal'),
      width: 150,
      align: 'right',
      render: (_, row) => <YuanAmount value={row.billableTotal} />,
    },
    {
      prop: 'status',
      name: t('field.status'),
      width: 100,
      noHide: true,
      render: (_, row) => <ExpenseStatusTag status={row.status} />,
    },
    {
      prop: 'submittedAt',
      name: label('submittedAt'),
      width: 120,
      sortable: true,
      render: (_, row) => dayOf(row.submittedAt),
    },
    { prop: 'paidDate', name: label('paidDate'), width: 110, render: (_, row) => row.paidDate ?? '—' },
  ];
  return columns.filter((column) => !claimOnly.has(String(column.prop)));
}
