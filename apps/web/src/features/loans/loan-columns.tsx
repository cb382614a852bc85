import type { LoanRow } from '@venus/shared';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { dayOf } from '../expenses/expense-columns.tsx';
import { LoanStatusTag } from './loan-status-tag.tsx';

/** An amount in the loan's own currency. */
export function LoanAmount({ value, currency }: { value: string; currency: string }) {
  return (
    <span className="venus-expenses__amount">
      <span className="venus-expenses__currency">{currency}</span> <MoneyText value={value} />
    </span>
  );
}

/** The columns of both loan lists: purpose, applicant, case, money owed, status, dates. */
export function loanColumns(t: TFunction, withApplicant: boolean): DataColumn<LoanRow>[] {
  const label = (key: string) => t(`loansUi.field.${key}`);
  return [
    { prop: 'loanId', name: label('loanId'), width: 80, noHide: true },
    { prop: 'purpose', name: label('purpose'), width: 220, noHide: true },
    ...(withApplicant ? [{ prop: 'applicantName' as const, name: label('applicant'), width: 110 }] : []),
    { prop: 'caseName', name: label('case'), width: 180, render: (_, row) => row.caseName || '—' },
    {
      prop: 'amount',
      name: label('amount'),
      width: 150,
      sortable: true,
      align: 'right',
      render: (_, row) => <LoanAmount value={row.amount} currency={row.currency} />,
    },
    {
      prop: 'balance',
      name: label('balance'),
      width: 150,
      align: 'right',
      render: (_, row) => <LoanAmount value={row.balance} currency={row.currency} />,
    },
    {
      prop: 'status',
      name: t('field.status'),
      width: 100,
      noHide: true,
      render: (_, row) => <LoanStatusTag status={row.status} />,
    },
    { prop: 'expectedRepayDate', name: label('expectedRepayDate'), width: 120, sortable: true },
    {
      prop: 'submittedAt',
      name: label('submittedAt'),
      width: 120,
      render: (_, row) => dayOf(row.submittedAt),
    },
  ];
}
