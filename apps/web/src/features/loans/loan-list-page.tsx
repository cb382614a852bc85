import { PlusOutlined } from '@ant-design/icons';
import {
  formatMoney,
  LOAN_PERMISSIONS,
  LOAN_STATUSES,
  type LoanBalanceRow,
  type LoanRow,
  type LoanStatus,
} from '@venus/shared';
import { Button, Card, Form, Input, Result, Space, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { Select } from '../../components/select/select.tsx';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { LoanAmount, loanColumns } from './loan-columns.tsx';
import { loanDetailPath } from './loan-paths.ts';
import { LOAN_EXPORT_PATH, type LoanListKind, useLoanBalances, useLoanList } from './loans-api.ts';
import { openLoanForm } from './open-loan-form.ts';
import '../expenses/expenses.css';

interface LoanFilters {
  purpose?: string;
  status?: LoanStatus;
}

/** 费用报销 › 我的借款 (expenses:borrow:list): my own loans, drafts included. */
export function MyLoansPage() {
  return <LoanList kind="list" />;
}

/** 费用报销 › 全部借款 (expenses:borrow:listAll): every submitted loan within the walls, and what each person owes. */
export function AllLoansPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(LOAN_PERMISSIONS.listAll);
  if (!allowed) return <Result status="403" title={t('result.unauthorized')} />;
  return (
    <>
      <LoanList kind="listAll" />
      <LoanBalances />
    </>
  );
}

function conditions(t: ReturnType<typeof useTranslation>['t']): SearchCondition[] {
  return [
    { name: 'purpose', label: t('loansUi.field.purpose'), input: <Input allowClear maxLength={100} /> },
    {
      name: 'status',
      label: t('field.status'),
      input: (
        <Select
          allowClear
          options={LOAN_STATUSES.map((status) => ({ value: status, label: t(`loan.status.${status}`) }))}
        />
      ),
    },
  ];
}

function LoanList({ kind }: { kind: LoanListKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const mayAdd = useHasPermission(LOAN_PERMISSIONS.add);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => loanColumns(t, kind === 'listAll'), [t, kind, i18n.language]);
  const table = useDataTable<LoanRow>({ tableId: `loans-${kind}`, columns });
  const [form] = Form.useForm<LoanFilters>();
  const { filters, search } = useSearchFilters<LoanFilters>(table.toFirstPage);
  const { data, isFetching } = useLoanList(kind, { ...filters, ...table.query }, table.ready);
  const title = t(kind === 'list' ? 'loansUi.myTitle' : 'loansUi.allTitle');
  const open = (row: LoanRow) => void navigate(loanDetailPath(row.purpose, row.loanId));
  const rowActions = (row: LoanRow): RowAction[] => [
    { key: 'view', label: t('expensesUi.view'), onClick: () => open(row) },
  ];
  const toolbar = (
    <Space wrap>
      {kind === 'list' && mayAdd ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openLoanForm()}>
          {t('loansUi.add')}
        </Button>
      ) : null}
      <ExportButton
        path={LOAN_EXPORT_PATH}
        filters={{ ...filters, scope: kind === 'list' ? 'mine' : 'all' }}
        fileName={title}
        total={data?.total ?? 0}
      />
    </Space>
  );
  const sums = data?.sums;
  return (
    <div className="venus-expenses" data-list={kind} data-kind="loan">
      <ListPage
        title={title}
        search={<SearchPanel<LoanFilters> form={form} conditions={conditions(t)} onSearch={search} />}
      >
        <DataTable<LoanRow>
          table={table}
          rows={data?.rows}
          total={data?.total ?? 0}
          loading={isFetching}
          rowKey="loanId"
          toolbar={toolbar}
          rowActions={rowActions}
          actionsWidth={90}
          sumBar={
            <span data-testid="loan-sums">
              {sums && sums.count > 0
                ? t('loansUi.sums', {
                    count: sums.count,
                    amount: formatMoney(sums.amount),
                    balance: formatMoney(sums.balance),
                  })
                : t('loansUi.none')}
            </span>
          }
          ariaLabel={title}
        />
      </ListPage>
    </div>
  );
}

/** Finance's outstanding list: each person's balance still owed, most first. */
function LoanBalances() {
  const { t } = useTranslation();
  const { data, isFetching } = useLoanBalances(true);
  return (
    <Card variant="borderless" title={t('loansUi.balancesTitle')} data-testid="loan-balances">
      <Table<LoanBalanceRow>
        size="small"
        loading={isFetching}
        rowKey={(row) => `${row.applicantId}-${row.currency}`}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          { dataIndex: 'applicantName', title: t('loansUi.field.applicant') },
          { dataIndex: 'loanCount', title: t('loansUi.field.loanCount'), align: 'right' },
          {
            dataIndex: 'balance',
            title: t('loansUi.field.balance'),
            align: 'right',
            render: (_, row) => <LoanAmount value={row.balance} currency={row.currency} />,
          },
        ]}
      />
    </Card>
  );
}
