import { type BillRow, projectDisplay } from '@venus/shared';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { BillStatusTag } from './bill-status-tag.tsx';
import { CurrencyAmount } from './currency-amount.tsx';

/** The columns of both bill lists (spec /bill lists): number, case, client, money, status, dates. */
export function billColumns(t: TFunction): DataColumn<BillRow>[] {
  const label = (key: string) => t(`billsView.field.${key}`);
  return [
    {
      prop: 'number',
      name: label('number'),
      width: 150,
      sortable: true,
      noHide: true,
      render: (_, row) => row.number ?? <span className="venus-bills__draft">{t('billsView.draft')}</span>,
    },
    {
      prop: 'caseName',
      name: label('case'),
      width: 240,
      render: (_, row) => projectDisplay({ name: row.caseName, number: row.caseNumber }),
    },
    { prop: 'clientName', name: label('client'), width: 200 },
    {
      prop: 'total',
      name: label('total'),
      width: 150,
      sortable: true,
      align: 'right',
      render: (_, row) => <CurrencyAmount currency={row.currency} value={row.total} />,
    },
    {
      prop: 'balance',
      name: label('balance'),
      width: 150,
      align: 'right',
      render: (_, row) => <CurrencyAmount currency={row.currency} value={row.balance} />,
    },
    {
      prop: 'status',
      name: t('field.status'),
      width: 100,
      noHide: true,
      render: (_, row) => <BillStatusTag status={row.status} />,
    },
    { prop: 'createdByName', name: label('preparer'), width: 100 },
    { prop: 'billDate', name: label('billDate'), width: 110, sortable: true },
    { prop: 'dueDate', name: label('dueDate'), width: 110, render: (_, row) => row.dueDate ?? '—' },
  ];
}
