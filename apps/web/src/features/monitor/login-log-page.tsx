import type { DateRange } from '@venus/shared';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { dayRangeInstants } from '../../components/date-range/date-range-logic.ts';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { signInColumns } from '../../components/sign-in-log/sign-in-columns.tsx';
import { type LoginLogFilters, type LoginLogRow, useLoginLogs } from './login-log-api.ts';
import './monitor.css';
import { Select } from '../../components/select/select.tsx';

type LoginLogSearch = Pick<LoginLogFilters, 'userName' | 'status'> & { loginDate?: DateRange | null };

/** Every sign-in attempt, successful or not, with where it came from. */
export function LoginLogPage() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<LoginLogSearch>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => signInColumns<LoginLogRow>(t, { withUser: true }), [t, i18n.language]);
  const table = useDataTable<LoginLogRow>({ tableId: 'monitor-login-log', columns });
  const { filters, search } = useSearchFilters<LoginLogFilters>(table.toFirstPage);
  const searchBy = ({ loginDate, ...rest }: LoginLogSearch) =>
    search({ ...rest, ...dayRangeInstants(loginDate ?? {}) });
  const { data, isFetching } = useLoginLogs({ ...filters, ...table.query }, table.ready);

  const conditions: SearchCondition[] = [
    {
      name: 'userName',
      label: t('loginLog.userName'),
      input: <Input allowClear maxLength={64} placeholder={t('loginLog.userNamePlaceholder')} />,
    },
    { name: 'loginDate', label: t('loginLog.loginTime'), input: <DateRangePicker /> },
    {
      name: 'status',
      label: t('loginLog.status'),
      input: (
        <Select
          allowClear
          placeholder={t('loginLog.statusPlaceholder')}
          options={[
            { value: '0', label: t('loginLog.success') },
            { value: '1', label: t('loginLog.failure') },
          ]}
        />
      ),
    },
  ];

  return (
    <ListPage
      title={t('loginLog.title')}
      search={<SearchPanel<LoginLogSearch> form={form} conditions={conditions} onSearch={searchBy} />}
    >
      <DataTable<LoginLogRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="infoId"
        ariaLabel={t('loginLog.title')}
      />
    </ListPage>
  );
}
