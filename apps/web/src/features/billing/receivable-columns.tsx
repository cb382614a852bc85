import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { CurrencyAmount } from './currency-amount.tsx';
import { AGEING_BUCKETS, type ReceivableRow } from './receipts-api.ts';

/** One row per client (case, partner, office) and currency: the outstanding and its ageing. */
export function receivableColumns<Row extends ReceivableRow>(
  t: TFunction,
  groupLabel: string,
): DataColumn<Row>[] {
  const money = (bucket: keyof ReceivableRow) => (_: unknown, row: Row) => (
    <CurrencyAmount currency={row.currency} value={String(row[bucket])} />
  );
  return [
    { prop: 'name', name: groupLabel, width: 240, noHide: true },
    { prop: 'billCount', name: t('receivablesView.billCount'), width: 90, align: 'right' },
    {
      prop: 'outstanding',
      name: t('receivablesView.outstanding'),
      width: 160,
      sortable: true,
      align: 'right',
      noHide: true,
      render: money('outstanding'),
    },
    ...AGEING_BUCKETS.map(
      (bucket): DataColumn<Row> => ({
        prop: bucket,
        name: t(`receipt.export.${bucket}`),
        width: 140,
        align: 'right',
        render: money(bucket),
      }),
    ),
  ];
}
