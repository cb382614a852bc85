import { PlusOutlined } from '@ant-design/icons';
import { BILLING_PERMISSIONS } from '@venus/shared';
import { Button, Form, Result, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { useIsMobile } from '../../app/use-device.ts';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListCards } from '../../components/list-cards/list-cards.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { CurrencyAmount } from './currency-amount.tsx';
import { receiptColumns } from './receipt-columns.tsx';
import { receiptConditions } from './receipt-filters.tsx';
import { receiptAddPath, receiptDetailPath } from './receipt-paths.ts';
import { type ReceiptFilters, receiptQuery } from './receipt-rules.ts';
import { ReceiptStatusTags } from './receipt-status.tsx';
import { ReceiptSums } from './receipt-sums.tsx';
import { type ReceiptRow, useReceiptList } from './receipts-api.ts';
import './billing.css';
import './receipts.css';

/** 账单管理 › 收款管理 (hankun:receipt:list; spec billReceiptV2): finance's receipts within the walls. */
export function ReceiptListPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(BILLING_PERMISSIONS.receiptList);
  return allowed ? <ReceiptList /> : <Result status="403" title={t('result.unauthorized')} />;
}

function ReceiptList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const mayRecord = useHasPermission(BILLING_PERMISSIONS.receiptAdd);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => receiptColumns(t), [t, i18n.language]);
  const table = useDataTable<ReceiptRow>({ tableId: 'receipts', columns });
  const [form] = Form.useForm<ReceiptFilters>();
  const { filters, search } = useSearchFilters<ReceiptFilters>(table.toFirstPage);
  const query = receiptQuery(filters);
  const { data, isFetching } = useReceiptList({ ...query, ...table.query }, table.ready);
  const title = t('receiptsView.listTitle');

  const open = (row: ReceiptRow) => void navigate(receiptDetailPath(row.number, row.receiptId));
  const rowActions = (row: ReceiptRow): RowAction[] => [
    { key: 'view', label: t('receiptsView.view'), onClick: () => open(row) },
  ];
  const toolbar = (
    <Space wrap>
      {mayRecord ? (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(receiptAddPath(t('pages.billReceiptV2')))}
        >
          {t('receiptsView.record')}
        </Button>
      ) : null}
      <ExportButton path="/hankun/receipt/export" filters={query} fileName={title} total={data?.total ?? 0} />
    </Space>
  );
  const sums = <ReceiptSums sums={data?.sums ?? []} />;
  const page = { rows: data?.rows, total: data?.total ?? 0, loading: isFetching };

  return (
    <div className="venus-receipts" data-list="receipts">
      <ListPage
        title={title}
        search={
          <SearchPanel<ReceiptFilters> form={form} conditions={receiptConditions(t)} onSearch={search} />
        }
      >
        {isMobile ? (
          <ListCards<ReceiptRow>
            {...page}
            label={t('receiptsView.cards')}
            rowKey={(row) => row.receiptId}
            cardClassName="venus-receipts__card"
            pageNum={table.pageNum}
            pageSize={table.pageSize}
            onPage={table.changePage}
            onOpen={open}
            toolbar={toolbar}
            footer={sums}
            renderCard={(row) => (
              <>
                <span className="venus-list-cards__head">
                  <strong>{row.number}</strong>
                  <ReceiptStatusTags receipt={row} />
                </span>
                <span>{row.clientName}</span>
                <span className="venus-list-cards__meta">
                  <span>
                    {row.receivedOn} · <CurrencyAmount currency={row.currency} value={row.amount} />
                  </span>
                  <span>
                    {t('receiptsView.field.unallocated')}{' '}
                    <CurrencyAmount currency={row.currency} value={row.unallocated} />
                  </span>
                </span>
              </>
            )}
          />
        ) : (
          <DataTable<ReceiptRow>
            {...page}
            table={table}
            rowKey="receiptId"
            toolbar={toolbar}
            rowActions={rowActions}
            actionsWidth={90}
            sumBar={sums}
            ariaLabel={title}
          />
        )}
      </ListPage>
    </div>
  );
}
