import {
  BILLING_PERMISSIONS,
  type InvoiceReconciliationRowView,
  type InvoiceReconciliationSumsView,
} from '@venus/shared';
import { Form, Result, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { billDetailPath } from '../billing/bill-paths.ts';
import { CurrencyAmount } from '../billing/currency-amount.tsx';
import { invoiceReconciliationColumns } from './invoice-reconciliation-columns.tsx';
import {
  type ReconciliationFilters,
  reconciliationConditions,
  reconciliationQuery,
} from './invoice-reconciliation-filters.tsx';
import { useInvoiceReconciliation } from './invoices-api.ts';
import '../billing/billing.css';

/** 报表 › 开票收款核对 (spec report/audit/invoice/receipt/list, decision 0061): finance's check. */
export function InvoiceReconciliationPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(BILLING_PERMISSIONS.invoiceReconciliation);
  return allowed ? <Reconciliation /> : <Result status="403" title={t('result.unauthorized')} />;
}

function Reconciliation() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => invoiceReconciliationColumns(t), [t, i18n.language]);
  const table = useDataTable<InvoiceReconciliationRowView>({ tableId: 'invoice-reconciliation', columns });
  const [form] = Form.useForm<ReconciliationFilters>();
  const { filters, search } = useSearchFilters<ReconciliationFilters>(table.toFirstPage);
  const query = reconciliationQuery(filters);
  const { data, isFetching } = useInvoiceReconciliation({ ...query, ...table.query }, table.ready);
  const title = t('invoiceReconciliationUi.title');
  const rowActions = (row: InvoiceReconciliationRowView): RowAction[] => [
    {
      key: 'view',
      label: t('invoiceReconciliationUi.openBill'),
      onClick: () => void navigate(billDetailPath(row.billNumber, row.billId)),
    },
  ];
  return (
    <div className="venus-bills" data-list="invoice-reconciliation">
      <ListPage
        title={title}
        search={
          <SearchPanel<ReconciliationFilters>
            form={form}
            conditions={reconciliationConditions(t)}
            onSearch={search}
          />
        }
      >
        <Typography.Paragraph type="secondary">{t('invoiceReconciliationUi.intro')}</Typography.Paragraph>
        <DataTable<InvoiceReconciliationRowView>
          rows={data?.rows}
          total={data?.total ?? 0}
          loading={isFetching}
          table={table}
          rowKey="billId"
          toolbar={
            <ExportButton
              path="/hankun/invoice/reconciliation/export"
              filters={query}
              fileName={title}
              total={data?.total ?? 0}
            />
          }
          rowActions={rowActions}
          actionsWidth={130}
          sumBar={<ReconciliationSums sums={data?.sums ?? []} />}
          ariaLabel={title}
        />
      </ListPage>
    </div>
  );
}

/** The whole filter's totals, per currency (never added across currencies). */
function ReconciliationSums({ sums }: { sums: InvoiceReconciliationSumsView }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`invoiceReconciliationUi.sums.${key}`);
  if (sums.length === 0) return <span>{label('none')}</span>;
  const part = (key: string, currency: string, value: string) => (
    <span data-sum={key}>
      {label(key)} <CurrencyAmount currency={currency} value={value} />
    </span>
  );
  return (
    <Space orientation="vertical" size={2} className="venus-bills__sums">
      {sums.map((sum) => (
        <Space key={sum.currency} size="large" wrap data-currency={sum.currency}>
          <span>{t('invoiceReconciliationUi.sums.bills', { count: sum.billCount })}</span>
          {part('invoiced', sum.currency, sum.invoiced)}
          {part('received', sum.currency, sum.received)}
          {part('invoicedNotReceived', sum.currency, sum.invoicedNotReceived)}
          {part('receivedNotInvoiced', sum.currency, sum.receivedNotInvoiced)}
        </Space>
      ))}
    </Space>
  );
}
