import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { EXPENSE_PERMISSIONS, type ExpenseClaimRow, type ExpenseKind } from '@venus/shared';
import { Button, Form, Result, Space } from 'antd';
import { useMemo, useState } from 'react';
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
import { useDailyPayBatch } from './daily-pay-batch.tsx';
import { ExpenseCards } from './expense-cards.tsx';
import { expenseColumns } from './expense-columns.tsx';
import { type ExpenseFilters, expenseConditions, expenseQuery } from './expense-filters.tsx';
import { ExpenseImportDialog } from './expense-import-dialog.tsx';
import { EXPENSE_KIND_UI, ExpenseKindContext, useExpenseKind } from './expense-kind.ts';
import { ExpenseSums } from './expense-sums.tsx';
import { type ExpenseListKind, useExpenseList } from './expenses-api.ts';
import { openExpenseForm } from './open-expense-form.ts';
import './expenses.css';

/** 费用报销 › 我的报销 (hankun:expenses:list): my own claims, drafts included. */
export function MyExpensesPage() {
  return <ExpenseList kind="list" />;
}

/** 费用报销 › 全部报销 (hankun:expenses:listAll): every submitted claim within the walls, for finance. */
export function AllExpensesPage() {
  return <AllOfKind of="claim" />;
}

/** 费用报销 › 我的日常报销 (hankun:expenses:dailyList, decision 0038): my own daily expenses. */
export function MyDailyExpensesPage() {
  return (
    <ExpenseKindContext.Provider value="daily">
      <ExpenseList kind="list" />
    </ExpenseKindContext.Provider>
  );
}

/** 费用报销 › 全部日常报销 (spec listDailyAll): every submitted daily expense, for finance. */
export function AllDailyExpensesPage() {
  return <AllOfKind of="daily" />;
}

function AllOfKind({ of }: { of: ExpenseKind }) {
  const { t } = useTranslation();
  const allowed = useHasPermission(EXPENSE_KIND_UI[of].listAll);
  return (
    <ExpenseKindContext.Provider value={of}>
      {allowed ? <ExpenseList kind="listAll" /> : <Result status="403" title={t('result.unauthorized')} />}
    </ExpenseKindContext.Provider>
  );
}

function ExpenseList({ kind }: { kind: ExpenseListKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const ui = useExpenseKind();
  const mayExport = useHasPermission(EXPENSE_PERMISSIONS.export);
  const mayAdd = useHasPermission(ui.add);
  // Spec expenseImport (decision 0052): a sheet of lines makes a draft claim; daily expenses have none.
  const mayImport = kind === 'list' && ui.kind === 'claim' && mayAdd;
  const [importing, setImporting] = useState(false);
  const batch = useDailyPayBatch(
    useHasPermission(EXPENSE_PERMISSIONS.pay) && ui.kind === 'daily' && kind === 'listAll' && !isMobile,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(
    () => expenseColumns(t, kind === 'listAll', ui.kind === 'daily'),
    [t, kind, ui.kind, i18n.language],
  );
  const table = useDataTable<ExpenseClaimRow>({ tableId: `expenses-${ui.kind}-${kind}`, columns });
  const [form] = Form.useForm<ExpenseFilters>();
  const { filters, search } = useSearchFilters<ExpenseFilters>(table.toFirstPage);
  const query = expenseQuery(filters);
  const { data, isFetching } = useExpenseList(kind, { ...query, ...table.query }, table.ready);
  const title = t(kind === 'list' ? ui.titles.mine : ui.titles.all);

  const open = (row: ExpenseClaimRow) => void navigate(ui.detailPath(row.title, row.claimId));
  const rowActions = (row: ExpenseClaimRow): RowAction[] => [
    { key: 'view', label: t('expensesUi.view'), onClick: () => open(row) },
  ];
  const toolbar = (
    <Space wrap>
      {kind === 'list' && mayAdd ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openExpenseForm(undefined, ui.kind)}>
          {t(ui.titles.add)}
        </Button>
      ) : null}
      {mayImport ? (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          {t('spreadsheetUi.import')}
        </Button>
      ) : null}
      {mayExport ? (
        <ExportButton
          path={`${ui.base}/export`}
          filters={{ ...query, scope: kind === 'list' ? 'mine' : 'all' }}
          fileName={title}
          total={data?.total ?? 0}
        />
      ) : null}
      {batch.button}
    </Space>
  );
  const sums = <ExpenseSums sums={data?.sums} />;

  return (
    <div className="venus-expenses" data-list={kind} data-kind={ui.kind}>
      <ListPage
        title={title}
        search={
          <SearchPanel<ExpenseFilters>
            form={form}
            conditions={expenseConditions(t, ui.kind === 'daily')}
            onSearch={search}
          />
        }
      >
        {isMobile ? (
          <ExpenseCards
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
          <DataTable<ExpenseClaimRow>
            table={table}
            rows={data?.rows}
            total={data?.total ?? 0}
            loading={isFetching}
            rowKey="claimId"
            toolbar={toolbar}
            rowActions={rowActions}
            actionsWidth={90}
            sumBar={sums}
            ariaLabel={title}
            {...(batch.rowSelection ? { rowSelection: batch.rowSelection } : {})}
          />
        )}
      </ListPage>
      {batch.dialog}
      {mayImport ? <ExpenseImportDialog open={importing} onClose={() => setImporting(false)} /> : null}
    </div>
  );
}
