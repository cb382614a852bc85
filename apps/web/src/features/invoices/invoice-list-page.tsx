import { BILLING_PERMISSIONS, type InvoiceRowView } from '@venus/shared';
import { Form, Result, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { idParamOf } from '../billing/receipt-paths.ts';
import { invoiceColumns } from './invoice-columns.tsx';
import { type InvoiceFilters, invoiceConditions, invoiceQuery } from './invoice-filters.tsx';
import { invoiceDetailPath } from './invoice-paths.ts';
import { InvoiceSums } from './invoice-sums.tsx';
import { type InvoiceListKind, useInvoiceList } from './invoices-api.ts';
import '../billing/billing.css';

/** 账单管理 › 我的发票 (spec billInvoice, hankun:invoice:apply): the invoices of my cases' bills. */
export function MyInvoicesPage() {
  return <Guarded kind="list" permission={BILLING_PERMISSIONS.invoiceApply} />;
}

/** 报表审核 › 发票审核 (spec report/audit/invoice/list, hankun:invoice:list): finance's list of all. */
export function AllInvoicesPage() {
  return <Guarded kind="listAll" permission={BILLING_PERMISSIONS.invoiceList} />;
}

function Guarded({ kind, permission }: { kind: InvoiceListKind; permission: string }) {
  const { t } = useTranslation();
  const allowed = useHasPermission(permission);
  return allowed ? <InvoiceList kind={kind} /> : <Result status="403" title={t('result.unauthorized')} />;
}

function InvoiceList({ kind }: { kind: InvoiceListKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => invoiceColumns(t), [t, i18n.language]);
  const table = useDataTable<InvoiceRowView>({ tableId: `invoices-${kind}`, columns });
  const [form] = Form.useForm<InvoiceFilters>();
  const { filters, search } = useSearchFilters<InvoiceFilters>(table.toFirstPage);
  // The case's closing checklist links here with ?projectId= (its invoices not yet recorded).
  const projectId = idParamOf(useSearchParams()[0], 'projectId');
  const query = { ...invoiceQuery(filters), ...(projectId ? { projectId } : {}) };
  const { data, isFetching } = useInvoiceList(kind, { ...query, ...table.query }, table.ready);
  const title = t(kind === 'list' ? 'invoicesUi.myTitle' : 'invoicesUi.allTitle');
  const open = (row: InvoiceRowView) =>
    void navigate(invoiceDetailPath(row.billNumber ?? String(row.invoiceId), row.invoiceId));
  const rowActions = (row: InvoiceRowView): RowAction[] => [
    { key: 'view', label: t('invoicesUi.view'), onClick: () => open(row) },
  ];
  const toolbar =
    kind === 'listAll' ? (
      <Space wrap>
        <ExportButton
          path="/hankun/invoice/export"
          filters={query}
          fileName={title}
          total={data?.total ?? 0}
        />
      </Space>
    ) : null;
  return (
    <div className="venus-bills" data-list={`invoices-${kind}`}>
      <ListPage
        title={title}
        search={
          <SearchPanel<InvoiceFilters> form={form} conditions={invoiceConditions(t)} onSearch={search} />
        }
      >
        <DataTable<InvoiceRowView>
          rows={data?.rows}
          total={data?.total ?? 0}
          loading={isFetching}
          table={table}
          rowKey="invoiceId"
          toolbar={toolbar}
          rowActions={rowActions}
          actionsWidth={90}
          sumBar={<InvoiceSums sums={data?.sums ?? []} />}
          ariaLabel={title}
        />
      </ListPage>
    </div>
  );
}
