import { BILLING_PERMISSIONS, formatIsoDate, RECEIVABLE_GROUPS, type ReceivableGroup } from '@venus/shared';
import { DatePicker, Form, Result } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { useIsMobile } from '../../app/use-device.ts';
import { ClientPicker } from '../../components/client-picker/client-picker.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListCards } from '../../components/list-cards/list-cards.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { Select } from '../../components/select/select.tsx';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { caseDetailPath, clientDetailPath } from '../clients/client-paths.ts';
import { CurrencyAmount } from './currency-amount.tsx';
import { RECEIPT_CURRENCIES } from './receipt-filters.tsx';
import {
  AGEING_BUCKETS,
  type ReceivableFilterQuery,
  type ReceivableRow,
  useReceivableSummary,
  useReceivables,
} from './receipts-api.ts';
import { receivableColumns } from './receivable-columns.tsx';
import { ReceivableTotals } from './receivable-totals.tsx';
import './billing.css';
import './receipts.css';

interface ReceivableFilters {
  groupBy?: ReceivableGroup;
  asOf?: Dayjs;
  currency?: string;
  clientId?: number;
}

type Row = ReceivableRow & { rowId: string };

function receivableQuery(filters: Partial<ReceivableFilters>): ReceivableFilterQuery {
  const { asOf, ...rest } = filters;
  return { ...rest, groupBy: rest.groupBy ?? 'client', ...(asOf ? { asOf: asOf.format('YYYY-MM-DD') } : {}) };
}

/**
 * 账单管理 › 应收账款 (hankun:receivable:list): what clients owe at a date, aged 0–30, 31–60, 61–90,
 * 91–180 and over 180 days, per currency (never added across currencies), grouped by client,
 * case, partner or office. Walled cases' bills stay out for those outside the wall (the server).
 */
export function ReceivablesPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(BILLING_PERMISSIONS.receivables);
  return allowed ? <Receivables /> : <Result status="403" title={t('result.unauthorized')} />;
}

function Receivables() {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [form] = Form.useForm<ReceivableFilters>();
  const { filters, search } = useSearchFilters<ReceivableFilters>(() => table.toFirstPage());
  const query = receivableQuery(filters);
  const groupLabel = t(`receivablesView.group.${query.groupBy}`);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => receivableColumns<Row>(t, groupLabel), [t, i18n.language, groupLabel]);
  const table = useDataTable<Row>({ tableId: 'receivables', columns });
  const list = useReceivables({ ...query, ...table.query }, table.ready);
  const summary = useReceivableSummary(query);
  const rows = list.data?.rows.map((row) => ({ ...row, rowId: `${row.groupId}:${row.currency}` }));
  const title = t('receivablesView.title');
  const page = { rows, total: list.data?.total ?? 0, loading: list.isFetching };
  const toolbar = (
    <ExportButton path="/hankun/receivable/export" filters={query} fileName={title} total={page.total} />
  );
  // A client's or a case's row opens its page; a partner's or an office's has none to open.
  const open = (row: Row) => {
    if (query.groupBy === 'client') void navigate(clientDetailPath(row.name, row.groupId));
    if (query.groupBy === 'case') void navigate(caseDetailPath(row.name, row.groupId));
  };
  const asOf = summary.data?.asOf ?? query.asOf ?? formatIsoDate(new Date());

  return (
    <div className="venus-receivables" data-list="receivables">
      <ListPage
        title={title}
        search={
          <SearchPanel<ReceivableFilters>
            form={form}
            onSearch={search}
            conditions={[
              {
                name: 'groupBy',
                label: t('receivablesView.groupBy'),
                input: (
                  <Select
                    allowClear
                    placeholder={t('receivablesView.group.client')}
                    options={RECEIVABLE_GROUPS.map((group) => ({
                      value: group,
                      label: t(`receivablesView.group.${group}`),
                    }))}
                  />
                ),
              },
              {
                name: 'asOf',
                label: t('receivablesView.asOf'),
                input: <DatePicker style={{ width: '100%' }} />,
              },
              {
                name: 'clientId',
                label: t('receiptsView.field.client'),
                input: <ClientPicker />,
                advanced: true,
              },
              {
                name: 'currency',
                label: t('receiptsView.field.currency'),
                advanced: true,
                input: (
                  <Select
                    allowClear
                    options={RECEIPT_CURRENCIES.map((code) => ({ value: code, label: code }))}
                  />
                ),
              },
            ]}
          />
        }
      >
        <section className="venus-receivables__summary" data-testid="receivable-totals">
          <p className="venus-receivables__as-of">{t('receivablesView.asOfLine', { date: asOf })}</p>
          <ReceivableTotals totals={summary.data?.totals ?? []} asOf={asOf} />
        </section>
        {isMobile ? (
          <ListCards<Row>
            {...page}
            label={t('receivablesView.cards')}
            rowKey={(row) => row.rowId}
            cardClassName="venus-receivables__card"
            pageNum={table.pageNum}
            pageSize={table.pageSize}
            onPage={table.changePage}
            onOpen={open}
            toolbar={toolbar}
            renderCard={(row) => (
              <>
                <span className="venus-list-cards__head">
                  <strong>{row.name}</strong>
                  <CurrencyAmount currency={row.currency} value={row.outstanding} />
                </span>
                <span className="venus-list-cards__meta">
                  {AGEING_BUCKETS.filter((bucket) => Number(row[bucket]) !== 0).map((bucket) => (
                    <span key={bucket}>
                      {t(`receipt.export.${bucket}`)}{' '}
                      <CurrencyAmount currency={row.currency} value={row[bucket]} />
                    </span>
                  ))}
                </span>
              </>
            )}
          />
        ) : (
          <DataTable<Row>
            {...page}
            table={table}
            rowKey="rowId"
            toolbar={toolbar}
            ariaLabel={title}
            {...(query.groupBy === 'client' || query.groupBy === 'case'
              ? {
                  rowActions: (row: Row) => [
                    { key: 'open', label: t('receivablesView.open'), onClick: () => open(row) },
                  ],
                  actionsWidth: 90,
                }
              : {})}
          />
        )}
      </ListPage>
    </div>
  );
}
