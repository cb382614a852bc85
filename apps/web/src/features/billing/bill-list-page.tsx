import { BILLING_PERMISSIONS, type BillRow } from '@venus/shared';
import { Button, Form, Result, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { useIsMobile } from '../../app/use-device.ts';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { BillCards } from './bill-cards.tsx';
import { billColumns } from './bill-columns.tsx';
import { type BillFilters, billConditions, billQuery } from './bill-filters.tsx';
import { billDetailPath, billTitle } from './bill-paths.ts';
import { BillSums } from './bill-sums.tsx';
import { type BillListKind, useBillList } from './bills-api.ts';
import { RATE_CARD_PATH } from './rate-card/rate-card-paths.ts';
import './billing.css';

/** 账单管理 › 我的账单 (hankun:bill:list): the bills of the cases I am on. */
export function MyBillsPage() {
  return <BillList kind="list" />;
}

/** 账单管理 › 全部账单 (hankun:bill:listAll): every bill within the walls, for finance. */
export function AllBillsPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(BILLING_PERMISSIONS.listAll);
  return allowed ? <BillList kind="listAll" /> : <Result status="403" title={t('result.unauthorized')} />;
}

function BillList({ kind }: { kind: BillListKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const mayExport = useHasPermission(BILLING_PERMISSIONS.export);
  const mayReadRates = useHasPermission(BILLING_PERMISSIONS.rateCardList) && kind === 'listAll';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => billColumns(t), [t, i18n.language]);
  const table = useDataTable<BillRow>({ tableId: `bills-${kind}`, columns });
  const [form] = Form.useForm<BillFilters>();
  const { filters, search } = useSearchFilters<BillFilters>(table.toFirstPage);
  const query = billQuery(filters);
  const { data, isFetching } = useBillList(kind, { ...query, ...table.query }, table.ready);
  const title = t(kind === 'list' ? 'billsView.myTitle' : 'billsView.allTitle');

  const open = (row: BillRow) =>
    void navigate(billDetailPath(billTitle(row, t('billsView.draft')), row.billId));
  const rowActions = (row: BillRow): RowAction[] => [
    { key: 'view', label: t('billsView.view'), onClick: () => open(row) },
  ];
  const toolbar =
    mayExport || mayReadRates ? (
      <Space wrap>
        {mayExport ? (
          <ExportButton
            path="/hankun/bill/export"
            filters={{ ...query, scope: kind === 'list' ? 'mine' : 'all' }}
            fileName={title}
            total={data?.total ?? 0}
          />
        ) : null}
        {/* 费率表 (decision 0046): the rate card the bills' time was valued at. */}
        {mayReadRates ? (
          <Button onClick={() => void navigate(RATE_CARD_PATH)}>{t('rateCardUi.title')}</Button>
        ) : null}
      </Space>
    ) : null;
  const sums = <BillSums sums={data?.sums ?? []} />;

  return (
    <div className="venus-bills" data-list={kind}>
      <ListPage
        title={title}
        search={<SearchPanel<BillFilters> form={form} conditions={billConditions(t)} onSearch={search} />}
      >
        {isMobile ? (
          <BillCards
            rows={data?.rows}
            total={data?.total ?? 0}
            loading={isFetching}
            pageNum={table.pageNum}
            pageSize={table.pageSize}
            onPage={table.changePage}
            onOpen={open}
            toolbar={toolbar}
            sums={sums}
          />
        ) : (
          <DataTable<BillRow>
            table={table}
            rows={data?.rows}
            total={data?.total ?? 0}
            loading={isFetching}
            rowKey="billId"
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
